import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { type GuestDetails, type guestLogbookMachine, nameOfPerson, peopleCount } from "../../../../machines/guest-logbook.machine.ts";

export type GuestLogbookActor = ActorRefFrom<typeof guestLogbookMachine>;

export type GuestLogbookStep = "loading" | "invalid" | "entering" | "remembered" | "details" | "symptoms" | "submitting" | "thanks" | "leaving";

function stepOf(state: ReturnType<GuestLogbookActor["getSnapshot"]>): GuestLogbookStep {
  if (state.matches("lookingUp")) return "loading";
  if (state.matches("lookupFailed")) return "invalid";
  if (state.matches("entering")) return "entering";
  if (state.matches({ form: "confirmingRemembered" })) return "remembered";
  if (state.matches({ form: "symptoms" })) return "symptoms";
  if (state.matches("form")) return "details";
  if (state.matches("submitting")) return "submitting";
  if (state.matches("thanks")) return "thanks";
  return "leaving";
}

/** The guest logbook as its views see it: one selector a field, events sent by name. */
export function useGuestLogbook(actor: GuestLogbookActor) {
  const send = actor.send;
  return {
    step: useSelector(actor, stepOf),
    establishment: useSelector(actor, (state) => state.context.establishment),
    remembered: useSelector(actor, (state) => state.context.remembered),
    details: useSelector(actor, (state) => state.context.details),
    clears: useSelector(actor, (state) => state.context.clears),
    failure: useSelector(actor, (state) => state.context.failure),
    visit: useSelector(actor, (state) => state.context.visit),
    checkedOut: useSelector(actor, (state) => state.context.checkedOut),
    /** Whose symptoms step 1 asks now (0: the holder), of how many people. */
    person: useSelector(actor, (state) => state.context.person),
    people: useSelector(actor, (state) => peopleCount(state.context.details)),
    whose: useSelector(actor, (state) => nameOfPerson(state.context.details, state.context.person)),
    symptoms: useSelector(actor, (state) => state.children.symptoms),
    termsOpen: useSelector(actor, (state) => state.matches({ entering: "readingTerms" })),
    checkingOut: useSelector(actor, (state) => state.matches({ thanks: "checkingOut" })),
    everyoneOut: useSelector(actor, (state) => state.matches({ thanks: "checkedOut" })),
    canClear: useSelector(actor, (state) => state.can({ type: "clear.requested" })),
    canCheckOut: useSelector(actor, (state) => state.can({ type: "checkOut.requested" })),
    retryLookup: () => send({ type: "lookup.retried" }),
    openTerms: () => send({ type: "terms.opened" }),
    closeTerms: () => send({ type: "terms.closed" }),
    chooseWebApp: () => send({ type: "webApp.chosen" }),
    chooseGuest: () => send({ type: "guest.chosen" }),
    confirmRemembered: () => send({ type: "remembered.confirmed" }),
    editRemembered: () => send({ type: "remembered.edited" }),
    forgetRemembered: () => send({ type: "remembered.forgotten" }),
    submitDetails: (details: GuestDetails) => send({ type: "details.submitted", details }),
    clear: () => send({ type: "clear.requested" }),
    back: () => send({ type: "step.back", chosen: actor.getSnapshot().children.symptoms?.getSnapshot().context.chosen }),
    checkOut: (visitId?: string) => send({ type: "checkOut.requested", visitId }),
  };
}

export type GuestLogbookView = ReturnType<typeof useGuestLogbook>;
