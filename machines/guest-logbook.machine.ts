import { assign, fromPromise, setup } from "xstate";
import type { GuestCheckIn, LogbookQrAttributes } from "../src/domain/logbook.ts";
import { symptomAnswer, type SymptomsOutput, symptomsMachine } from "./symptoms.machine.ts";

/** Step 0 of the guest form: the check-in payload without the symptoms and the branch. */
export type GuestDetails = Omit<GuestCheckIn, "symptoms" | "location_qr_code_uuid" | "health_checklist" | "health_checklist_other">;

/** The server's answer to a check-in: what the guest needs to end the visit early. */
export interface GuestVisit {
  visit_id: string;
  check_out_key: string;
  /** When the visit ends by itself (ISO time). */
  ends_at: string;
  /** The door's answer: NOT_ALLOWED while a health official holds the guest's number as a case (issue 14). */
  access_status?: "ALLOWED" | "NOT_ALLOWED";
}

/** Why a call failed, as the effects report it: the server's message when it gave one. */
export interface GuestLogbookFailure {
  message: string | undefined;
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
  /** The symptom selection, kept across Back and failed submissions (null: nothing chosen). */
  chosen: string[] | null;
  /** Counts confirmed clears, so the form knows to empty itself. */
  clears: number;
  visit: GuestVisit | undefined;
  failure: GuestLogbookFailure | undefined;
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
  | { type: "step.back" }
  | { type: "checkOut.requested" };

function failureOf(error: unknown): GuestLogbookFailure {
  const message = typeof error === "object" && error !== null && "message" in error ? error.message : undefined;
  return { message: typeof message === "string" ? message : undefined };
}

/** The guest check-in payload of spec part 3. */
export function toGuestCheckIn(context: Pick<GuestLogbookContext, "uuid">, details: GuestDetails, symptoms: string[]): GuestCheckIn {
  return { ...details, symptoms, health_checklist: [], health_checklist_other: {}, location_qr_code_uuid: context.uuid };
}

// Effects the app must provide; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * The guest logbook (spec parts 2 and 4): the location QR is looked up and the branch shown ('You
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
  },
  actors: {
    lookUpQr: fromPromise<LogbookQrAttributes, { uuid: string }>(never),
    confirmClear: fromPromise<boolean, void>(never),
    symptoms: symptomsMachine,
    checkIn: fromPromise<GuestVisit, GuestCheckIn>(never),
    checkOut: fromPromise<string, GuestVisit>(never),
  },
  guards: {
    tokenStored: ({ context }) => context.hasToken,
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
    chosen: null,
    clears: 0,
    visit: undefined,
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
    // The checklist runs while the form is open, so its list is ready and its choices survive Back.
    form: {
      invoke: {
        id: "symptoms",
        src: "symptoms",
        input: ({ context }) => ({ chosen: context.chosen }),
      },
      initial: "details",
      states: {
        // 'Check in as <NAME>': the details of the last check-in on this device.
        confirmingRemembered: {
          on: {
            "remembered.confirmed": { target: "symptoms", actions: assign({ details: ({ context }) => context.remembered }) },
            "remembered.edited": { target: "details", actions: assign({ details: ({ context }) => context.remembered }) },
            // 'Not you?': someone else holds the phone; the remembered guest is forgotten, the form empty.
            "remembered.forgotten": { target: "details", actions: ["clearForm", "forgetGuest"] },
          },
        },
        // Step 0.
        details: {
          on: {
            "details.submitted": { target: "symptoms", actions: assign({ details: ({ event }) => event.details }) },
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
        // Step 1: the view sends the checklist's events to the running "symptoms" child.
        symptoms: {
          on: {
            "step.back": { target: "details", actions: "forgetFailure" },
            "xstate.done.actor.symptoms": {
              target: "#guestLogbook.submitting",
              actions: assign({ chosen: ({ event }) => (event.output as SymptomsOutput).chosen }),
            },
          },
        },
      },
    },
    submitting: {
      entry: "forgetFailure",
      invoke: {
        id: "checkIn",
        src: "checkIn",
        input: ({ context }) => toGuestCheckIn(context, context.details as GuestDetails, symptomAnswer(context.chosen ?? [])),
        onDone: {
          target: "thanks",
          actions: [
            assign({ visit: ({ event }) => event.output, remembered: ({ context }) => context.details, failure: undefined }),
            { type: "rememberGuest", params: ({ context }) => ({ details: context.details as GuestDetails }) },
            "welcome",
          ],
        },
        onError: { target: "form.symptoms", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Step 2.
    thanks: {
      initial: "visiting",
      states: {
        visiting: {
          on: { "checkOut.requested": { target: "checkingOut", actions: "forgetFailure" } },
        },
        checkingOut: {
          invoke: {
            id: "checkOut",
            src: "checkOut",
            input: ({ context }) => context.visit as GuestVisit,
            onDone: "checkedOut",
            onError: { target: "visiting", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checkedOut: {},
      },
    },
  },
});
