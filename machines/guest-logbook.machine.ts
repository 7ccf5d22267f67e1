import { assign, fromPromise, setup } from "xstate";
import type { CheckedInPerson, CompanionDetails, GuestCheckIn, LogbookQrAttributes } from "#domain/logbook.ts";
import { wasLetIn } from "#domain/door-answer.ts";
import { symptomAnswer, type SymptomsOutput, symptomsMachine } from "./symptoms.machine.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

/** Step 0 of the guest form: the check-in payload without the symptoms and the branch; the people with the holder, if any. */
export type GuestDetails = Omit<GuestCheckIn, "symptoms" | "location_qr_code_uuid" | "health_checklist" | "health_checklist_other" | "companions"> & {
  companions?: CompanionDetails[];
};

/** The server's answer to a check-in: what the guest needs to end the visits early, and each person's door answer. */
export interface GuestVisit {
  visit_id: string;
  check_out_key: string;
  /** When the visit ends by itself (ISO time). */
  ends_at: string;
  /** The holder's door answer: NOT_ALLOWED while a health official holds them as a case (decision 028). */
  access_status?: "ALLOWED" | "NOT_ALLOWED";
  /** Everyone checked in, the holder first (decision 034). */
  people: CheckedInPerson[];
}

/** A check-out: the visits to end now, with the check-in's key. */
export interface GuestCheckOut {
  visit: GuestVisit;
  visitIds: string[];
}

export interface GuestLogbookInput {
  uuid: string;
  /** A session token is stored: the signed-in scan page takes over. */
  hasToken: boolean;
  /** The details of this device's last successful guest check-in. */
  remembered: GuestDetails | undefined;
}

export interface GuestLogbookContext {
  uuid: string;
  hasToken: boolean;
  establishment: LogbookQrAttributes | undefined;
  remembered: GuestDetails | undefined;
  /** What step 0 holds: typed, confirmed from the remembered guest, or kept after a failure. */
  details: GuestDetails | undefined;
  /** Each person's symptom selection, the holder first, kept across Back and failed submissions (null: nothing chosen). */
  answers: Array<string[] | null>;
  /** Whose symptoms step 1 asks now: 0 is the holder, then each companion in order. */
  person: number;
  /** Counts confirmed clears, so the form knows to empty itself. */
  clears: number;
  visit: GuestVisit | undefined;
  /** The visits checked out so far, and those a check-out under way ends. */
  checkedOut: string[];
  leaving: string[];
  failure: CallFailure | undefined;
}

export type GuestLogbookEvent =
  | { type: "lookup.retried" }
  | { type: "terms.opened" }
  | { type: "terms.closed" }
  | { type: "webApp.chosen" }
  | { type: "guest.chosen" }
  | { type: "remembered.confirmed" }
  | { type: "remembered.edited" }
  | { type: "remembered.forgotten" }
  | { type: "details.submitted"; details: GuestDetails }
  | { type: "clear.requested" }
  /** `chosen`: the selection on the checklist being left, kept to be shown again. */
  | { type: "step.back"; chosen?: string[] | null }
  /** One person's visit, or everyone's still open without `visitId`. */
  | { type: "checkOut.requested"; visitId?: string };

/** How many people the details check in: the holder and their companions. */
export function peopleCount(details: GuestDetails | undefined): number {
  return 1 + (details?.companions?.length ?? 0);
}

/** "MARIA SANTOS": the person whose symptoms are asked at `index` (0: the holder). */
export function nameOfPerson(details: GuestDetails | undefined, index: number): string {
  const person = index === 0 ? details : details?.companions?.[index - 1];
  return person ? `${person.name} ${person.last_name}` : "";
}

/** The guest check-in payload of docs/product-spec.md, part 3: everyone's symptoms answer, the holder's first. */
export function toGuestCheckIn(context: Pick<GuestLogbookContext, "uuid">, details: GuestDetails, answers: ReadonlyArray<string[] | null>): GuestCheckIn {
  const { companions = [], ...holder } = details;
  return {
    ...holder,
    symptoms: symptomAnswer(answers[0] ?? []),
    health_checklist: [],
    health_checklist_other: {},
    companions: companions.map((companion, index) => ({ ...companion, symptoms: symptomAnswer(answers[index + 1] ?? []) })),
    location_qr_code_uuid: context.uuid,
  };
}

/** The people the door let in: only they have a stay to end (issue 29.5). */
function letIn(context: GuestLogbookContext): CheckedInPerson[] {
  return (context.visit?.people ?? []).filter(wasLetIn);
}

/** The visits still open of a check-in: the one asked for, or everyone's who went in. */
function visitsToEnd(context: GuestLogbookContext, visitId: string | undefined): string[] {
  const open = letIn(context)
    .map((person) => person.visit_id)
    .filter((id) => !context.checkedOut.includes(id));
  return visitId === undefined ? open : open.filter((id) => id === visitId);
}

/** The selection a person's finished checklist answered. */
const answered = ({ event }: { event: { output?: unknown } }) => ({ chosen: (event.output as SymptomsOutput).chosen });

function withAnswer(context: GuestLogbookContext, chosen: string[] | null): Array<string[] | null> {
  const answers = Array.from({ length: Math.max(context.answers.length, context.person + 1) }, (_, index) => context.answers[index] ?? null);
  answers[context.person] = chosen;
  return answers;
}

// Effects the app must provide; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * The guest logbook (docs/product-spec.md, parts 2 and 4): the location QR is looked up and the branch shown ('You
 * are about to enter'); a signed-in device goes to the scan page instead. A guest gives their
 * details (step 0), the symptom checklist (step 1), and is thanked (step 2) with the means to
 * check out early. A failed submission keeps everything given; a successful one is remembered on
 * this device so the next check-in is one confirmation, or forgotten with 'Not you?'.
 */
export const guestLogbookMachine = setup({
  types: {
    context: {} as GuestLogbookContext,
    events: {} as GuestLogbookEvent,
    input: {} as GuestLogbookInput,
    children: {} as {
      lookUpQr: "lookUpQr";
      confirmClear: "confirmClear";
      symptoms: "symptoms";
      checkIn: "checkIn";
      checkOut: "checkOut";
    },
  },
  actions: {
    openScanPage: (_, _params: { uuid: string }) => {},
    openWebApp: () => {},
    rememberGuest: (_, _params: { details: GuestDetails }) => {},
    forgetGuest: () => {},
    welcome: () => {},
    clearForm: assign({ details: undefined, remembered: undefined, clears: ({ context }) => context.clears + 1 }),
    recordFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    forgetFailure: assign({ failure: undefined }),
    keepAnswer: assign(({ context }, params: { chosen: string[] | null }) => ({ answers: withAnswer(context, params.chosen) })),
    keepShownAnswer: assign(({ context, event }) =>
      event.type === "step.back" && event.chosen !== undefined ? { answers: withAnswer(context, event.chosen) } : {},
    ),
    nextPerson: assign(({ context }) => ({ person: context.person + 1 })),
    previousPerson: assign(({ context }) => ({ person: context.person - 1 })),
    recordCheckOut: assign(({ context }) => ({ checkedOut: [...context.checkedOut, ...context.leaving], leaving: [] })),
  },
  actors: {
    lookUpQr: fromPromise<LogbookQrAttributes, { uuid: string }>(never),
    confirmClear: fromPromise<boolean, void>(never),
    symptoms: symptomsMachine,
    checkIn: fromPromise<GuestVisit, GuestCheckIn>(never),
    checkOut: fromPromise<string, GuestCheckOut>(never),
  },
  guards: {
    tokenStored: ({ context }) => context.hasToken,
    laterPerson: ({ context }) => context.person > 0,
    morePeople: ({ context }) => context.person + 1 < peopleCount(context.details),
    someoneStillIn: ({ context, event }) => event.type === "checkOut.requested" && visitsToEnd(context, event.visitId).length > 0,
    everyoneLeft: ({ context }) => letIn(context).every(({ visit_id }) => context.checkedOut.includes(visit_id) || context.leaving.includes(visit_id)),
    guestRemembered: ({ context }) => context.remembered !== undefined,
    confirmed: (_, params: { confirmed: boolean }) => params.confirmed,
  },
}).createMachine({
  id: "guestLogbook",
  context: ({ input }) => ({
    uuid: input.uuid,
    hasToken: input.hasToken,
    establishment: undefined,
    remembered: input.remembered,
    details: undefined,
    answers: [],
    person: 0,
    clears: 0,
    visit: undefined,
    checkedOut: [],
    leaving: [],
    failure: undefined,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "tokenStored", target: "openingScanPage" }, { target: "lookingUp" }],
    },
    // A signed-in traveller checks in from the scan page, with this branch's uuid.
    openingScanPage: {
      type: "final",
      entry: { type: "openScanPage", params: ({ context }) => ({ uuid: context.uuid }) },
    },
    lookingUp: {
      invoke: {
        id: "lookUpQr",
        src: "lookUpQr",
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: { target: "entering", actions: [assign({ establishment: ({ event }) => event.output }), "forgetFailure"] },
        onError: { target: "lookupFailed", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    lookupFailed: {
      on: { "lookup.retried": "lookingUp" },
    },
    // 'You are about to enter'.
    entering: {
      initial: "reading",
      states: {
        reading: { on: { "terms.opened": "readingTerms" } },
        readingTerms: { on: { "terms.closed": "reading" } },
      },
      on: {
        "webApp.chosen": "openingWebApp",
        "guest.chosen": [{ guard: "guestRemembered", target: "form.confirmingRemembered" }, { target: "form.details" }],
      },
    },
    openingWebApp: { type: "final", entry: "openWebApp" },
    form: {
      initial: "details",
      states: {
        // 'Check in as <NAME>': the details of the last check-in on this device.
        confirmingRemembered: {
          on: {
            "remembered.confirmed": { target: "symptoms", actions: assign({ details: ({ context }) => context.remembered, person: 0 }) },
            "remembered.edited": { target: "details", actions: assign({ details: ({ context }) => context.remembered }) },
            // 'Not you?': someone else holds the phone; the remembered guest is forgotten, the form empty.
            "remembered.forgotten": { target: "details", actions: ["clearForm", "forgetGuest"] },
          },
        },
        // Step 0.
        details: {
          on: {
            "details.submitted": { target: "symptoms", actions: assign({ details: ({ event }) => event.details, person: 0 }) },
            "clear.requested": "confirmingClear",
          },
        },
        // 'Are you sure you want to clear?'
        confirmingClear: {
          invoke: {
            id: "confirmClear",
            src: "confirmClear",
            onDone: [
              {
                guard: { type: "confirmed", params: ({ event }) => ({ confirmed: event.output }) },
                target: "details",
                actions: ["clearForm", "forgetGuest"],
              },
              { target: "details" },
            ],
            onError: "details",
          },
        },
        // Step 1, once per person: the view sends the checklist's events to the running "symptoms" child.
        // Each person's selection is kept when going back or on, so it is shown again.
        symptoms: {
          invoke: {
            id: "symptoms",
            src: "symptoms",
            input: ({ context }) => ({ chosen: context.answers[context.person] ?? null }),
          },
          on: {
            "step.back": [
              { guard: "laterPerson", target: "symptoms", reenter: true, actions: ["keepShownAnswer", "previousPerson", "forgetFailure"] },
              { target: "details", actions: ["keepShownAnswer", "forgetFailure"] },
            ],
            "xstate.done.actor.symptoms": [
              {
                guard: "morePeople",
                target: "symptoms",
                reenter: true,
                actions: [{ type: "keepAnswer", params: answered }, "nextPerson"],
              },
              {
                target: "#guestLogbook.submitting",
                actions: { type: "keepAnswer", params: answered },
              },
            ],
          },
        },
      },
    },
    submitting: {
      entry: "forgetFailure",
      invoke: {
        id: "checkIn",
        src: "checkIn",
        input: ({ context }) => toGuestCheckIn(context, context.details as GuestDetails, context.answers),
        onDone: {
          target: "thanks",
          actions: [
            assign({ visit: ({ event }) => event.output, checkedOut: [], remembered: ({ context }) => context.details, failure: undefined }),
            { type: "rememberGuest", params: ({ context }) => ({ details: context.details as GuestDetails }) },
            "welcome",
          ],
        },
        onError: { target: "form.symptoms", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Step 2: everyone checked in leaves together, or one at a time.
    thanks: {
      initial: "visiting",
      states: {
        visiting: {
          on: {
            "checkOut.requested": {
              guard: "someoneStillIn",
              target: "checkingOut",
              actions: ["forgetFailure", assign({ leaving: ({ context, event }) => visitsToEnd(context, event.visitId) })],
            },
          },
        },
        checkingOut: {
          invoke: {
            id: "checkOut",
            src: "checkOut",
            input: ({ context }) => ({ visit: context.visit as GuestVisit, visitIds: context.leaving }),
            onDone: [
              { target: "checkedOut", guard: "everyoneLeft", actions: "recordCheckOut" },
              { target: "visiting", actions: "recordCheckOut" },
            ],
            onError: { target: "visiting", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checkedOut: {},
      },
    },
  },
});
