import * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { ErrorCode } from "#domain/error-codes.ts";
import { type CustomsDecision, CustomsLookup, type CustomsTripCard } from "#domain/customs-check.ts";
import type { TravellerMessage } from "#domain/customs-messages.ts";
import { looksLikeTripCode, normalizeTripCode, type TRIP_CODE_MESSAGES, tripCodeProblem } from "#domain/trip-code.ts";
import type { CameraProblem } from "../logbook-scan.machine.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

/** How the officer finds the trip: the camera, the typed QR code, or the passport number. */
export type CustomsSource = "camera" | "typed" | "passport";
export type CustomsQuery = v.InferOutput<typeof CustomsLookup>;
export type TripCodeProblem = keyof typeof TRIP_CODE_MESSAGES;

/** What goes with a decision: free text the traveller reads, a note for officers, a standard message. */
export interface DecisionExtras {
  note?: string;
  message?: TravellerMessage | null;
}

export interface DecisionInput extends DecisionExtras {
  id: string;
  decision: CustomsDecision;
  remarks: string;
}

/** A change of a recorded decision, with why (decision 036). */
export interface AmendmentInput extends DecisionInput {
  reason: string;
}

export type CustomsCheckEvent =
  | { type: "source.camera" }
  | { type: "source.typed" }
  | { type: "source.passport" }
  | { type: "camera.started" }
  | { type: "camera.failed"; problem: CameraProblem }
  | { type: "code.scanned"; text: string }
  /** One of the officer's last decisions, opened again (an audited read, like a scan). */
  | { type: "trip.reopened"; id: string }
  | { type: "passport.entered"; passport: string }
  | { type: "trip.chosen"; id: string }
  | { type: "decision.submitted"; decision: CustomsDecision; remarks: string; note?: string; message?: TravellerMessage | null }
  | { type: "amend.opened" }
  | { type: "amend.cancelled" }
  | { type: "amendment.submitted"; decision: CustomsDecision; remarks: string; reason: string; note?: string; message?: TravellerMessage | null }
  | { type: "lookup.retried" }
  | { type: "search.again" }
  | { type: "traveller.next" };

export interface CustomsCheckContext {
  source: CustomsSource;
  cameraProblem: CameraProblem | undefined;
  /** The last typed code or passport number could not be a lookup (empty, or not a passport number). */
  entryInvalid: boolean;
  /** What is wrong with a typed trip code, told before any call (its check character catches a typo). */
  codeProblem: TripCodeProblem | undefined;
  /** The trip of the officer's last decisions being opened again, so that a failed read can be retried. */
  reopenId: string | undefined;
  query: CustomsQuery | undefined;
  /** A passport look-up's trips, newest arrival first, to choose from. */
  trips: CustomsTripCard[];
  trip: CustomsTripCard | undefined;
  /** The call that failed last: shown with the failed look-up, or beside the decision form. */
  failure: CallFailure | undefined;
}

const never = () => new Promise<never>(() => {});

/** The shared contract's refusals are told apart by their `error` code. */
const refusedAs = (error: unknown, status: number, code: ErrorCode) => {
  const failure = failureOf(error);
  return failure.status === status && failure.code === code;
};

const lookupOf = (query: unknown): CustomsQuery | undefined => {
  const parsed = v.safeParse(CustomsLookup, query);
  return parsed.success ? parsed.output : undefined;
};

/** A scanned or typed text as a look-up: the short trip code when it looks like one (checked here), else the QR. */
function scannedLookup(text: string): { query: CustomsQuery | undefined; codeProblem: TripCodeProblem | undefined } {
  if (!looksLikeTripCode(text)) return { query: lookupOf({ qr: text }), codeProblem: undefined };
  const codeProblem = tripCodeProblem(normalizeTripCode(text.trim()));
  return { query: codeProblem ? undefined : lookupOf({ code: text }), codeProblem };
}

/**
 * A scan or a reopened decision, in every state but while a call that changes something is under way:
 * the wedge scanner types the next traveller's QR without a tap (decision 037).
 */
const SCAN = [{ guard: "validCode", target: "#customsCheck.lookingUp", reenter: true, actions: "scanAccepted" }, { actions: "scanRefused" }] as const;
const REOPEN = { target: "#customsCheck.reopening", reenter: true, actions: "reopenAsked" } as const;
const NEXT_TRAVELLER = { "code.scanned": SCAN, "trip.reopened": REOPEN } as const;

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** A trip looked up or reopened that cannot be shown: unknown, expired or incomplete, said plainly; else the call's failure. */
const TRIP_REFUSED = [
  { guard: { type: "notFound", params: errorOf }, target: "notFound" },
  { guard: { type: "expired", params: errorOf }, target: "expired" },
  { guard: { type: "incomplete", params: errorOf }, target: "incomplete" },
  { target: "failed", actions: { type: "rememberFailure", params: errorOf } },
] as const;

/**
 * Decision 018: customs verification at baggage claim. The officer scans a trip QR, types its code
 * or enters a passport number; the trip is looked up (an unknown, expired or incomplete trip is said
 * plainly; a passport may find several trips to choose from); the card shows the declaration and
 * takes a decision, or shows the decision already recorded; then the next traveller.
 */
export const customsCheckMachine = setup({
  types: { context: {} as CustomsCheckContext, events: {} as CustomsCheckEvent },
  actors: {
    lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(never),
    recordDecision: fromPromise<CustomsTripCard, DecisionInput>(never),
    recordAmendment: fromPromise<CustomsTripCard, AmendmentInput>(never),
    loadTrip: fromPromise<CustomsTripCard, { id: string }>(never),
  },
  actions: {
    scanAccepted: assign({
      query: ({ event }) => (event.type === "code.scanned" ? scannedLookup(event.text).query : undefined),
      entryInvalid: false,
      codeProblem: undefined,
      reopenId: undefined,
    }),
    scanRefused: assign({
      entryInvalid: true,
      codeProblem: ({ event }) => (event.type === "code.scanned" ? scannedLookup(event.text).codeProblem : undefined),
    }),
    reopenAsked: assign({
      reopenId: ({ event }) => (event.type === "trip.reopened" ? event.id : undefined),
      query: undefined,
      trips: [],
      failure: undefined,
      entryInvalid: false,
      codeProblem: undefined,
    }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
  },
  guards: {
    sourceTyped: ({ context }) => context.source === "typed",
    sourcePassport: ({ context }) => context.source === "passport",
    notFound: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
    expired: (_, params: { error: unknown }) => refusedAs(params.error, 409, "TRIP_QR_EXPIRED"),
    incomplete: (_, params: { error: unknown }) => refusedAs(params.error, 409, "TRIP_INCOMPLETE"),
    alreadyDecided: (_, params: { error: unknown }) => refusedAs(params.error, 409, "ALREADY_DECIDED"),
    validCode: ({ event }) => event.type === "code.scanned" && scannedLookup(event.text).query !== undefined,
    validPassport: ({ event }) => event.type === "passport.entered" && lookupOf({ passport: event.passport }) !== undefined,
    noTrip: (_, params: { trips: CustomsTripCard[] }) => params.trips.length === 0,
    oneTrip: (_, params: { trips: CustomsTripCard[] }) => params.trips.length === 1,
    pending: (_, params: { trip: CustomsTripCard | undefined }) => params.trip?.attributes.status === "PENDING",
    correctable: ({ context }) => context.trip?.attributes.correction != null,
    reopening: ({ context }) => context.reopenId !== undefined,
    listed: ({ context, event }) => event.type === "trip.chosen" && context.trips.some((trip) => trip.id === event.id),
  },
}).createMachine({
  id: "customsCheck",
  context: {
    source: "camera",
    cameraProblem: undefined,
    entryInvalid: false,
    codeProblem: undefined,
    reopenId: undefined,
    query: undefined,
    trips: [],
    trip: undefined,
    failure: undefined,
  },
  initial: "entering",
  states: {
    entering: {
      initial: "resuming",
      entry: assign({ query: undefined, trips: [], trip: undefined, failure: undefined, entryInvalid: false, codeProblem: undefined, reopenId: undefined }),
      on: {
        ...NEXT_TRAVELLER,
        "source.camera": { target: ".camera", actions: assign({ source: "camera", entryInvalid: false, codeProblem: undefined }) },
        "source.typed": { target: ".typing", actions: assign({ source: "typed", entryInvalid: false, codeProblem: undefined }) },
        "source.passport": { target: ".passport", actions: assign({ source: "passport", entryInvalid: false, codeProblem: undefined }) },
        "passport.entered": [
          { guard: "validPassport", target: "lookingUp", actions: assign({ query: ({ event }) => lookupOf({ passport: event.passport }) }) },
          { actions: assign({ entryInvalid: true }) },
        ],
      },
      states: {
        // The next traveller is found the way the last one was.
        resuming: {
          always: [{ guard: "sourceTyped", target: "typing" }, { guard: "sourcePassport", target: "passport" }, { target: "camera" }],
        },
        camera: {
          initial: "starting",
          states: {
            starting: {
              on: {
                "camera.started": "live",
                "camera.failed": { target: "unavailable", actions: assign({ cameraProblem: ({ event }) => event.problem }) },
              },
            },
            live: {},
            unavailable: {},
          },
        },
        typing: {},
        passport: {},
      },
    },
    lookingUp: {
      on: NEXT_TRAVELLER,
      invoke: {
        id: "lookUpTrip",
        src: "lookUpTrip",
        input: ({ context }) => context.query ?? { qr: "" },
        onDone: [
          { guard: { type: "noTrip", params: ({ event }) => ({ trips: event.output }) }, target: "notFound" },
          {
            guard: { type: "oneTrip", params: ({ event }) => ({ trips: event.output }) },
            target: "card",
            actions: assign({ trip: ({ event }) => event.output[0] }),
          },
          { target: "choosing", actions: assign({ trips: ({ event }) => event.output }) },
        ],
        onError: TRIP_REFUSED,
      },
    },
    // One of the officer's last decisions, opened again: read by id, audited like a scan.
    reopening: {
      on: NEXT_TRAVELLER,
      invoke: {
        id: "reopenTrip",
        src: "loadTrip",
        input: ({ context }) => ({ id: context.reopenId ?? "" }),
        onDone: { target: "card", actions: assign({ trip: ({ event }) => event.output }) },
        onError: TRIP_REFUSED,
      },
    },
    notFound: { on: { ...NEXT_TRAVELLER, "search.again": "entering" } },
    expired: { on: { ...NEXT_TRAVELLER, "search.again": "entering" } },
    incomplete: { on: { ...NEXT_TRAVELLER, "search.again": "entering" } },
    failed: {
      on: {
        ...NEXT_TRAVELLER,
        "lookup.retried": [
          { guard: "reopening", target: "reopening", actions: assign({ failure: undefined }) },
          { target: "lookingUp", actions: assign({ failure: undefined }) },
        ],
        "search.again": "entering",
      },
    },
    choosing: {
      on: {
        ...NEXT_TRAVELLER,
        "trip.chosen": {
          guard: "listed",
          target: "card",
          actions: assign({ trip: ({ context, event }) => context.trips.find((trip) => trip.id === event.id) }),
        },
        "search.again": "entering",
      },
    },
    card: {
      on: NEXT_TRAVELLER,
      initial: "opening",
      states: {
        opening: {
          always: [{ guard: { type: "pending", params: ({ context }) => ({ trip: context.trip }) }, target: "pending" }, { target: "alreadyDecided" }],
        },
        pending: {
          on: {
            "decision.submitted": { target: "deciding", actions: assign({ failure: undefined }) },
            "traveller.next": "#customsCheck.entering",
          },
        },
        deciding: {
          // A scan now would leave the answer unseen: the officer scans again once it is in.
          on: { "code.scanned": {}, "trip.reopened": {} },
          invoke: {
            id: "recordDecision",
            src: "recordDecision",
            input: ({ context, event }) => ({
              id: context.trip?.id ?? "",
              decision: event.type === "decision.submitted" ? event.decision : "CLEARED",
              remarks: event.type === "decision.submitted" ? event.remarks : "",
              note: event.type === "decision.submitted" ? event.note : undefined,
              message: event.type === "decision.submitted" ? event.message : undefined,
            }),
            onDone: { target: "decided", actions: assign({ trip: ({ event }) => event.output }) },
            onError: [
              // Another officer decided first: show what they recorded.
              { guard: { type: "alreadyDecided", params: ({ event }) => ({ error: event.error }) }, target: "reloading" },
              { target: "pending", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        reloading: {
          // A scan now would leave the answer unseen: the officer scans again once it is in.
          on: { "code.scanned": {}, "trip.reopened": {} },
          invoke: {
            id: "loadTrip",
            src: "loadTrip",
            input: ({ context }) => ({ id: context.trip?.id ?? "" }),
            onDone: { target: "alreadyDecided", actions: assign({ trip: ({ event }) => event.output }) },
            onError: { target: "#customsCheck.failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        decided: {
          on: {
            "traveller.next": "#customsCheck.entering",
            "amend.opened": { guard: "correctable", target: "amending", actions: assign({ failure: undefined }) },
          },
        },
        alreadyDecided: {
          on: {
            "traveller.next": "#customsCheck.entering",
            "amend.opened": { guard: "correctable", target: "amending", actions: assign({ failure: undefined }) },
          },
        },
        // The deciding officer's amendment within the window, or a supervisor's override: a new decision with why.
        amending: {
          on: {
            "amendment.submitted": { target: "sendingAmendment", actions: assign({ failure: undefined }) },
            "amend.cancelled": "decided",
            "traveller.next": "#customsCheck.entering",
          },
        },
        sendingAmendment: {
          // A scan now would leave the answer unseen: the officer scans again once it is in.
          on: { "code.scanned": {}, "trip.reopened": {} },
          invoke: {
            id: "recordAmendment",
            src: "recordAmendment",
            input: ({ context, event }) => {
              const sent = event.type === "amendment.submitted" ? event : undefined;
              return {
                id: context.trip?.id ?? "",
                decision: sent?.decision ?? "CLEARED",
                remarks: sent?.remarks ?? "",
                note: sent?.note,
                message: sent?.message,
                reason: sent?.reason ?? "",
              };
            },
            onDone: { target: "decided", actions: assign({ trip: ({ event }) => event.output }) },
            onError: { target: "amending", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
