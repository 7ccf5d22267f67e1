import { msg } from "@lingui/core/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { fromPromise } from "xstate";
import { type GuestCheckOut, type GuestDetails, guestLogbookMachine, nameOfPerson, peopleCount } from "../../../../machines/guest-logbook.machine.ts";
import { symptomsMachine } from "../../../../machines/symptoms.machine.ts";
import { checkInAsGuest, checkOutGuest, lookUpLogbookQr } from "../../../api/guest-logbook.ts";
import { i18n, loadAllMessages } from "../../../app/i18n.ts";
import { askToConfirm, showToast } from "../../../app/shell/notify.ts";
import type { GuestCheckIn } from "#domain/logbook.ts";
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from "../../../lib/storage.ts";
import { forgetGuest, readRememberedGuest, rememberGuest } from "./remembered-guest.ts";

export type GuestLogbookActor = ReturnType<typeof useGuestLogbookActor>;

/** The other pages need the whole catalog, which the first screen did without; offline they open anyway. */
function withAllMessages(open: () => void | Promise<void>): void {
  void loadAllMessages()
    .catch(() => undefined)
    .then(open);
}

/** The guest logbook machine for one location QR, given its real effects. */
export function useGuestLogbookActor(uuid: string) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    guestLogbookMachine.provide({
      actions: {
        // Replaces this address: going back from the scan page must not bounce here again.
        openScanPage: (_, { uuid: scanned }) =>
          withAllMessages(() => navigate("/digital-logbook/scan", { state: { uuid: scanned }, replace: true })),
        // Signing in on the way, the traveller comes back to this venue after (venue-after-sign-in.ts).
        openWebApp: () => {
          sessionStore.set(SESSION_KEYS.venue, uuid);
          withAllMessages(() => navigate("/digital-logbook"));
        },
        rememberGuest: (_, { details }) => rememberGuest(details),
        forgetGuest: () => forgetGuest(),
        // Guests the door refuses are told so on the screen, not welcomed.
        welcome: ({ context }) => {
          if (context.visit?.people.every((person) => person.access_status === "ALLOWED")) showToast("success", i18n._(msg`Welcome!`));
        },
      },
      actors: {
        lookUpQr: fromPromise(({ input }: { input: { uuid: string } }) => lookUpLogbookQr(input.uuid)),
        confirmClear: fromPromise(() =>
          askToConfirm({
            title: i18n._(msg`Clear the form?`),
            message: i18n._(msg`Are you sure you want to clear?`),
            confirmLabel: i18n._(msg`Confirm`),
            cancelLabel: i18n._(msg`Cancel`),
            destructive: true,
          }),
        ),
        // The checklist's list (and valibot, which reads it) is not part of the first screen.
        symptoms: symptomsMachine.provide({
          actors: { loadSymptoms: fromPromise(() => import("../../../api/reference-data.ts").then((module) => module.listSymptoms())) },
        }),
        checkIn: fromPromise(({ input }: { input: GuestCheckIn }) => checkInAsGuest(input)),
        checkOut: fromPromise(({ input }: { input: GuestCheckOut }) => checkOutGuest(input)),
      },
    }),
  );
  return useActorRef(machine, {
    input: { uuid, hasToken: localStore.get(LOCAL_KEYS.token) !== null, remembered: readRememberedGuest() },
  });
}

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
