import { assign, fromPromise, setup } from "xstate";
import type { TravelType } from "#domain/declarations/enumerations.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";
import { isDomesticTravel, SUBMITTED, type TripForm, tripForms, type VisitHistory } from "#domain/trips.ts";

/** A form's values as the form holds them: typed so far (a draft) or as the server keeps them. */
export type FormValues = Readonly<Record<string, unknown>>;

/** The screens of a trip after its forms: the medical records panel and the trip QR. */
export type TripStep = TripForm | "records" | "qr";

/** What the address asks for; the app maps addresses to pages and back. */
export type TripPage = { name: "home" } | { name: "new" } | { name: "trip"; tripId: string } | { name: "step"; tripId: string; step: TripStep };

export interface NewTrip {
  travel_type: TravelType;
  date_of_arrival: string;
}

export interface TripContext {
  page: TripPage | undefined;
  pandemicMode: boolean;
  /** Home: the newest trip not yet expired. */
  latest: VisitHistory | undefined;
  /** The create page: the newest trip with a declaration sent, which a new trip may start from. */
  lastTrip: VisitHistory | undefined;
  trip: VisitHistory | undefined;
  form: TripForm | undefined;
  /** What the server holds for the open form, shown when editing it. */
  submitted: FormValues | undefined;
  /** Typed and not yet accepted by the server; also kept on the device by `saveDraft`. */
  draft: FormValues | undefined;
  failure: CallFailure | undefined;
  /** The flow has just reached the QR: leaving it asks first (docs/product-spec.md, part 4). */
  justCompleted: boolean;
  /** The download and e-mail calls act on the current trip only (the newest complete one). */
  isCurrentTrip: boolean;
}

export type TripEvent =
  | { type: "page.opened"; page: TripPage }
  | { type: "load.retried" }
  | { type: "trip.submitted"; trip: NewTrip; startFromLast: boolean }
  | { type: "delete.requested" }
  | { type: "form.changed"; values: FormValues }
  | { type: "form.submitted"; values: FormValues }
  | { type: "records.continued"; hasValidTestResult: boolean }
  | { type: "missingResult.continued" }
  | { type: "missingResult.uploadChosen" }
  | { type: "qr.downloadRequested" }
  | { type: "qr.emailRequested"; email: string }
  | { type: "qr.linkCopied" };

export interface HomeLoaded {
  latest: VisitHistory | undefined;
  pandemicMode: boolean;
}

export interface TripLoaded {
  trip: VisitHistory;
  pandemicMode: boolean;
}

export interface FormLoaded {
  submitted: FormValues | undefined;
  draft: FormValues | undefined;
}

export type NewTripPayload = NewTrip & { is_domestic: 0 | 1 };

/** A trip to create and, when the traveller chose to, the trip whose answers it starts from. */
export interface CreateTripInput {
  trip: NewTripPayload;
  startFrom: VisitHistory | undefined;
}

const isSubmitted = (trip: VisitHistory, form: TripForm) => trip.attributes[`${form}_status`] === SUBMITTED;
const formsOf = (trip: VisitHistory, pandemicMode: boolean) => tripForms(trip.attributes.is_domestic, pandemicMode);
const asksHealth = (trip: VisitHistory, pandemicMode: boolean) => formsOf(trip, pandemicMode).includes("attestation");

/** Where 'Resume' leads: the first part not yet sent, in flow order, else the QR. */
export function resumeStep(trip: VisitHistory, pandemicMode: boolean): TripStep {
  return formsOf(trip, pandemicMode).find((form) => !isSubmitted(trip, form)) ?? "qr";
}

/**
 * After a part is sent: the next part in flow order not yet sent; after the health parts the
 * medical records panel; otherwise the QR (the trip is complete) or, should the server still
 * miss something, the trip's own page.
 */
export function stepAfter(form: TripForm, trip: VisitHistory, pandemicMode: boolean): TripStep | undefined {
  const forms = formsOf(trip, pandemicMode);
  const next = forms.slice(forms.indexOf(form) + 1).find((later) => !isSubmitted(trip, later));
  if (next) return next;
  if (form === "health_declaration" || form === "attestation") return "records";
  return trip.attributes.is_completed ? "qr" : undefined;
}

const nextStep = (context: TripContext) => stepAfter(context.form as TripForm, context.trip as VisitHistory, context.pandemicMode);

function samePage(a: TripPage | undefined, b: TripPage): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const stepPage = (trip: VisitHistory, step: TripStep): TripPage => ({ name: "step", tripId: trip.id, step });
const tripPage = (trip: VisitHistory): TripPage => ({ name: "trip", tripId: trip.id });
const askedStep = (page: TripPage | undefined) => (page?.name === "step" ? page.step : undefined);

// The app provides the calls; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * The traveller's trips (docs/product-spec.md, parts 2 and 4). Home: no trip → create; an ongoing, incomplete trip
 * → resume; a complete one → its status and QR, and another trip may be declared. A trip is
 * created with its travel type and date of arrival, then its parts are sent in flow order (MVA
 * survey, customs declaration, in pandemic mode for a non-domestic trip the health declaration,
 * the attestation and the medical records) and its QR shown. Each form keeps what is typed as a
 * draft until the server accepts it: a 422 puts the server's messages on the fields, an offline
 * spell keeps the draft and says so. The address decides the page ('page.opened'); the machine
 * moves the address on ('showPage') when the flow moves on.
 */
export const tripMachine = setup({
  types: {
    context: {} as TripContext,
    events: {} as TripEvent,
  },
  actions: {
    /** Moves the address to `context.page`. */
    showPage: (_, _params: { replace: boolean }) => {},
    saveDraft: (_, _params: { tripId: string; form: TripForm; values: FormValues }) => {},
    /** Forgets the open form's draft, on the device too. */
    discardDraft: () => {},
    announceDeleted: (_, _params: { message: string }) => {},
    announceDownload: () => {},
    announceEmailSent: (_, _params: { message: string }) => {},
    copyLink: (_, _params: { qrId: string }) => {},
    // An address the traveller opened: a QR reached this way was not just completed.
    rememberPage: assign((_, params: { page: TripPage }) => ({ page: params.page, justCompleted: false })),
    setPage: assign({ page: (_, params: TripPage) => params }),
    keepSentTrip: assign((_, params: { trip: VisitHistory }) => ({ trip: params.trip, submitted: undefined, draft: undefined })),
    markCompleted: assign(({ context }) => ({ page: stepPage(context.trip as VisitHistory, "qr"), justCompleted: true })),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    forgetFailure: assign({ failure: undefined }),
    keepTrip: assign((_, params: TripLoaded) => ({ trip: params.trip, pandemicMode: params.pandemicMode })),
    openForm: assign({ form: (_, params: { form: TripForm }) => params.form, submitted: undefined, draft: undefined, failure: undefined }),
  },
  actors: {
    loadHome: fromPromise<HomeLoaded>(never),
    loadTrip: fromPromise<TripLoaded, { tripId: string }>(never),
    loadLastTrip: fromPromise<VisitHistory | undefined>(never),
    createTrip: fromPromise<TripLoaded, CreateTripInput>(never),
    confirmDelete: fromPromise<boolean>(never),
    deleteTrip: fromPromise<string, { tripId: string }>(never),
    loadForm: fromPromise<FormLoaded, { tripId: string; form: TripForm }>(never),
    submitForm: fromPromise<VisitHistory, { tripId: string; form: TripForm; values: FormValues }>(never),
    loadCurrentTripId: fromPromise<string | undefined>(never),
    downloadQr: fromPromise<void>(never),
    sendQrEmail: fromPromise<string, { email: string }>(never),
  },
  guards: {
    pageShown: ({ context, event }) => event.type === "page.opened" && samePage(context.page, event.page),
    homeAsked: ({ event }) => event.type === "page.opened" && event.page.name === "home",
    newTripAsked: ({ event }) => event.type === "page.opened" && event.page.name === "new",
    noTrip: (_, params: { latest: VisitHistory | undefined }) => params.latest === undefined,
    complete: (_, params: { trip: VisitHistory | undefined }) => params.trip?.attributes.is_completed === true,
    tripPageAsked: ({ context }) => context.page?.name === "trip",
    // A reviewed trip's forms are not opened again: the officer judged them as they are.
    formAsked: ({ context }, params: TripLoaded) => {
      const step = askedStep(context.page);
      return params.trip.attributes.status === "PENDING" && formsOf(params.trip, params.pandemicMode).some((form) => form === step);
    },
    notReviewed: ({ context }) => context.trip?.attributes.status === "PENDING",
    recordsAsked: ({ context }, params: TripLoaded) => askedStep(context.page) === "records" && asksHealth(params.trip, params.pandemicMode),
    qrAsked: ({ context }, params: TripLoaded) => askedStep(context.page) === "qr" && params.trip.attributes.is_completed,
    confirmed: (_, params: { confirmed: boolean }) => params.confirmed,
    formFollows: ({ context }) => {
      const next = nextStep(context);
      return next !== undefined && next !== "records" && next !== "qr";
    },
    nextStepIs: ({ context }, params: { step: TripStep }) => nextStep(context) === params.step,
    hasValidTestResult: (_, params: { hasValidTestResult: boolean }) => params.hasValidTestResult,
    isCurrentTrip: ({ context }) => context.isCurrentTrip,
  },
}).createMachine({
  id: "trip",
  context: {
    page: undefined,
    pandemicMode: false,
    latest: undefined,
    lastTrip: undefined,
    trip: undefined,
    form: undefined,
    submitted: undefined,
    draft: undefined,
    failure: undefined,
    justCompleted: false,
    isCurrentTrip: false,
  },
  initial: "idle",
  on: {
    "page.opened": [
      // The machine moved the address itself: nothing more to do.
      { guard: "pageShown" },
      {
        guard: "homeAsked",
        target: ".home",
        reenter: true,
        actions: [{ type: "rememberPage", params: ({ event }) => ({ page: event.page }) }, "forgetFailure"],
      },
      {
        guard: "newTripAsked",
        target: ".creating",
        reenter: true,
        actions: [{ type: "rememberPage", params: ({ event }) => ({ page: event.page }) }, "forgetFailure"],
      },
      {
        target: ".opening",
        reenter: true,
        actions: [{ type: "rememberPage", params: ({ event }) => ({ page: event.page }) }, "forgetFailure"],
      },
    ],
  },
  states: {
    // Until the page says which address it shows.
    idle: {},
    home: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadHome",
            src: "loadHome",
            onDone: [
              {
                guard: { type: "noTrip", params: ({ event }) => ({ latest: event.output.latest }) },
                target: "noTrip",
                actions: assign(({ event }) => ({ latest: undefined, pandemicMode: event.output.pandemicMode })),
              },
              {
                guard: { type: "complete", params: ({ event }) => ({ trip: event.output.latest }) },
                target: "complete",
                actions: assign(({ event }) => ({ latest: event.output.latest, pandemicMode: event.output.pandemicMode })),
              },
              {
                target: "incomplete",
                actions: assign(({ event }) => ({ latest: event.output.latest, pandemicMode: event.output.pandemicMode })),
              },
            ],
            onError: { target: "failed", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { "load.retried": { target: "loading", actions: "forgetFailure" } } },
        noTrip: {},
        // 'Resume'.
        incomplete: {},
        // Status and QR; a next trip may be declared.
        complete: {},
      },
    },
    creating: {
      initial: "editing",
      // Offered, not needed: without an answer the page simply offers no start from a last trip.
      invoke: { id: "loadLastTrip", src: "loadLastTrip", onDone: { actions: assign({ lastTrip: ({ event }) => event.output }) } },
      states: {
        editing: { on: { "trip.submitted": "saving" } },
        saving: {
          entry: "forgetFailure",
          invoke: {
            id: "createTrip",
            src: "createTrip",
            input: ({ context, event }) => {
              const { trip, startFromLast } = event as Extract<TripEvent, { type: "trip.submitted" }>;
              return { trip: { ...trip, is_domestic: isDomesticTravel(trip.travel_type) ? 1 : 0 }, startFrom: startFromLast ? context.lastTrip : undefined };
            },
            onDone: {
              target: "#trip.form",
              actions: [
                { type: "keepTrip", params: ({ event }) => event.output },
                { type: "openForm", params: { form: "survey" } },
                // Back from the survey must not lead to this form again, which would create a second trip.
                { type: "setPage", params: ({ event }) => stepPage(event.output.trip, "survey") },
                { type: "showPage", params: { replace: true } },
              ],
            },
            onError: { target: "editing", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    opening: {
      invoke: {
        id: "loadTrip",
        src: "loadTrip",
        input: ({ context }) => ({ tripId: context.page?.name === "trip" || context.page?.name === "step" ? context.page.tripId : "" }),
        onDone: [
          { guard: "tripPageAsked", target: "viewing", actions: { type: "keepTrip", params: ({ event }) => event.output } },
          {
            guard: { type: "formAsked", params: ({ event }) => event.output },
            target: "form",
            actions: [
              { type: "keepTrip", params: ({ event }) => event.output },
              { type: "openForm", params: ({ context }) => ({ form: askedStep(context.page) as TripForm }) },
            ],
          },
          {
            guard: { type: "recordsAsked", params: ({ event }) => event.output },
            target: "records",
            actions: { type: "keepTrip", params: ({ event }) => event.output },
          },
          {
            guard: { type: "qrAsked", params: ({ event }) => event.output },
            target: "qr",
            actions: { type: "keepTrip", params: ({ event }) => event.output },
          },
          // A step this trip does not have, or a QR before the trip is complete: the trip's own page.
          {
            target: "viewing",
            actions: [
              { type: "keepTrip", params: ({ event }) => event.output },
              { type: "setPage", params: ({ event }) => tripPage(event.output.trip) },
              { type: "showPage", params: { replace: true } },
            ],
          },
        ],
        onError: { target: "loadFailed", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { "load.retried": { target: "opening", actions: "forgetFailure" } } },
    // The trip's parts with their status: edit, delete, continue.
    viewing: {
      initial: "idle",
      states: {
        // A trip an officer has reviewed is not deleted: the server would refuse it (409).
        idle: { on: { "delete.requested": { guard: "notReviewed", target: "confirmingDelete", actions: "forgetFailure" } } },
        // 'Are you sure you want to delete?'
        confirmingDelete: {
          invoke: {
            id: "confirmDelete",
            src: "confirmDelete",
            onDone: [{ guard: { type: "confirmed", params: ({ event }) => ({ confirmed: event.output }) }, target: "deleting" }, { target: "idle" }],
            onError: "idle",
          },
        },
        deleting: {
          invoke: {
            id: "deleteTrip",
            src: "deleteTrip",
            input: ({ context }) => ({ tripId: context.trip?.id ?? "" }),
            onDone: {
              target: "#trip.deleted",
              actions: [
                { type: "announceDeleted", params: ({ event }) => ({ message: event.output }) },
                assign({ trip: undefined }),
                { type: "setPage", params: { name: "home" } },
                { type: "showPage", params: { replace: true } },
              ],
            },
            onError: { target: "idle", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    deleted: {},
    form: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadForm",
            src: "loadForm",
            input: ({ context }) => ({ tripId: context.trip?.id ?? "", form: context.form as TripForm }),
            onDone: { target: "editing", actions: assign(({ event }) => ({ submitted: event.output.submitted, draft: event.output.draft })) },
            onError: { target: "failed", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { "load.retried": { target: "loading", actions: "forgetFailure" } } },
        editing: {
          on: {
            "form.changed": {
              actions: [
                assign({ draft: ({ event }) => event.values }),
                {
                  type: "saveDraft",
                  params: ({ context, event }) => ({ tripId: context.trip?.id ?? "", form: context.form as TripForm, values: event.values }),
                },
              ],
            },
            "form.submitted": { target: "submitting", actions: "forgetFailure" },
          },
        },
        submitting: {
          invoke: {
            id: "submitForm",
            src: "submitForm",
            input: ({ context, event }) => ({
              tripId: context.trip?.id ?? "",
              form: context.form as TripForm,
              values: (event as Extract<TripEvent, { type: "form.submitted" }>).values,
            }),
            onDone: { target: "sent", actions: ["discardDraft", { type: "keepSentTrip", params: ({ event }) => ({ trip: event.output }) }] },
            // A 422 puts the server's messages on the fields; offline or failing, the draft stays.
            onError: { target: "editing", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The flow moves on from the part the server now has.
        sent: {
          always: [
            {
              guard: "formFollows",
              target: "loading",
              actions: [
                { type: "openForm", params: ({ context }) => ({ form: nextStep(context) as TripForm }) },
                { type: "setPage", params: ({ context }) => stepPage(context.trip as VisitHistory, context.form as TripForm) },
                { type: "showPage", params: { replace: false } },
              ],
            },
            {
              guard: { type: "nextStepIs", params: { step: "records" } },
              target: "#trip.records",
              actions: [
                { type: "setPage", params: ({ context }) => stepPage(context.trip as VisitHistory, "records") },
                { type: "showPage", params: { replace: false } },
              ],
            },
            {
              guard: { type: "nextStepIs", params: { step: "qr" } },
              target: "#trip.qr",
              actions: ["markCompleted", { type: "showPage", params: { replace: false } }],
            },
            {
              target: "#trip.viewing",
              actions: [
                { type: "setPage", params: ({ context }) => tripPage(context.trip as VisitHistory) },
                { type: "showPage", params: { replace: false } },
              ],
            },
          ],
        },
      },
    },
    records: {
      initial: "adding",
      states: {
        adding: {
          on: {
            "records.continued": [
              {
                guard: { type: "hasValidTestResult", params: ({ event }) => ({ hasValidTestResult: event.hasValidTestResult }) },
                target: "#trip.qr",
                actions: ["markCompleted", { type: "showPage", params: { replace: false } }],
              },
              { target: "missingResult" },
            ],
          },
        },
        // "You haven't uploaded your RT-PCR or Antigen result…": continue to the QR, or back to the panel to upload one.
        missingResult: {
          on: {
            "missingResult.continued": { target: "#trip.qr", actions: ["markCompleted", { type: "showPage", params: { replace: false } }] },
            "missingResult.uploadChosen": { target: "adding" },
          },
        },
      },
    },
    qr: {
      initial: "checking",
      states: {
        checking: {
          invoke: {
            id: "loadCurrentTripId",
            src: "loadCurrentTripId",
            onDone: { target: "shown", actions: assign({ isCurrentTrip: ({ context, event }) => event.output === context.trip?.id }) },
            onError: { target: "shown", actions: assign({ isCurrentTrip: false }) },
          },
        },
        shown: {
          type: "parallel",
          on: {
            "qr.linkCopied": { actions: { type: "copyLink", params: ({ context }) => ({ qrId: context.trip?.attributes.qr_id ?? "" }) } },
          },
          states: {
            download: {
              initial: "idle",
              states: {
                idle: { on: { "qr.downloadRequested": { guard: "isCurrentTrip", target: "downloading" } } },
                // 'Download Starting' as the download starts (docs/product-spec.md, part 7), not once the file is saved.
                downloading: {
                  entry: "announceDownload",
                  invoke: { id: "downloadQr", src: "downloadQr", onDone: "idle", onError: "idle" },
                },
              },
            },
            email: {
              initial: "idle",
              states: {
                idle: { on: { "qr.emailRequested": { guard: "isCurrentTrip", target: "sending", actions: "forgetFailure" } } },
                sending: {
                  invoke: {
                    id: "sendQrEmail",
                    src: "sendQrEmail",
                    input: ({ event }) => ({ email: (event as Extract<TripEvent, { type: "qr.emailRequested" }>).email }),
                    onDone: { target: "idle", actions: { type: "announceEmailSent", params: ({ event }) => ({ message: event.output }) } },
                    onError: { target: "idle", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
