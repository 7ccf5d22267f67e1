import { msg } from "@lingui/core/macro";
import type { NavigateFunction } from "react-router-dom";
import { fromPromise } from "xstate";
import { type GuestCheckOut, guestLogbookMachine } from "../../../../machines/guest-logbook.machine.ts";
import { symptomsMachine } from "../../../../machines/symptoms.machine.ts";
import { checkInAsGuest, checkOutGuest, lookUpLogbookQr } from "../../../api/guest-logbook.ts";
import { i18n, loadAllMessages } from "../../../app/i18n.ts";
import { askToConfirm, showToast } from "../../../app/shell/notify.ts";
import type { GuestCheckIn } from "#domain/logbook.ts";
import { toLocale } from "#domain/locales.ts";
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from "../../../lib/storage.ts";
import { forgetGuest, readRememberedGuest, rememberGuest } from "./remembered-guest.ts";

/** The other pages need the whole catalog, which the first screen did without; offline they open anyway. */
function withAllMessages(open: () => void | Promise<void>): void {
  void loadAllMessages()
    .catch(() => undefined)
    .then(open);
}

/** The guest logbook machine for one location QR, given its real effects; `navigate` is the router's. */
export function guestLogbookMachineFor(uuid: string, navigate: NavigateFunction) {
  return guestLogbookMachine.provide({
    actions: {
      // Replaces this address: going back from the scan page must not bounce here again.
      openScanPage: (_, { uuid: scanned }) => withAllMessages(() => navigate("/digital-logbook/scan", { state: { uuid: scanned }, replace: true })),
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
      // The page's language goes with the check-in: an exposure message later is written in it.
      checkIn: fromPromise(({ input }: { input: GuestCheckIn }) => checkInAsGuest({ ...input, lang: toLocale(i18n.locale) })),
      checkOut: fromPromise(({ input }: { input: GuestCheckOut }) => checkOutGuest(input)),
    },
  });
}

/** What the machine starts from: the QR, whether the phone is signed in, and the guest remembered on it. */
export function guestLogbookInput(uuid: string) {
  return { uuid, hasToken: localStore.get(LOCAL_KEYS.token) !== null, remembered: readRememberedGuest() };
}
