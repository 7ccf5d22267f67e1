import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createActor, fromPromise } from "xstate";
import { type ProfileLoadResult, profileMachine } from "../../../machines/profile.machine.ts";
import { deleteProfile, loadProfile, saveFamilies, saveProfile } from "../../api/profile.ts";
import type { FamilyMember, SaveProfile } from "#domain/accounts.ts";
import { currentPath, navigate } from "../../features/navigation/navigate.ts";
import { clearSessionData, LOCAL_KEYS, localStore } from "../../lib/storage.ts";
import { i18n } from "../i18n.ts";
import { showToast } from "../shell/notify.ts";
import { languageActor, toastsActor } from "../shell/shell-actors.ts";
import { authActor } from "./auth-actor.ts";

/** The server answers in English: its usual "Saved!" is shown in the reader's language, any other message as given. */
function savedMessage(message: string): string {
  return message.trim() === "" || message === "Saved!" ? i18n._(msg`Saved!`) : message;
}

/**
 * The profile often loads before the shell's first paint, when showToast would fall back to a
 * browser alert: the warning waits for the reader's language and goes to the toasts actor, which
 * the shell shows as soon as it is on the page.
 */
function warnOnceTheShellSpeaks(message: MessageDescriptor): void {
  const show = () => toastsActor.send({ type: "toast.shown", kind: "warning", message: i18n._(message) });
  if (languageActor.getSnapshot().matches("ready")) return show();
  const subscription = languageActor.subscribe((snapshot) => {
    if (!snapshot.matches("ready")) return;
    subscription.unsubscribe();
    show();
  });
}

/**
 * Nothing is asked of the user on load: when this account switched pushes on on this device, the
 * subscription the service worker holds goes to the server again (signing out removed it there).
 * The code that sends it loads only then, so that the guest check-in page does not carry it.
 */
function resendPushSubscription(accountId: string | undefined): void {
  if (!accountId || localStore.get(LOCAL_KEYS.pushAccount) !== accountId || !("Notification" in window) || Notification.permission !== "granted") return;
  void import("../../features/notifications/push-device.ts").then((device) => device.resendPushSubscription(accountId)).catch(() => {});
}

export const profileActor = createActor(
  profileMachine.provide({
    actors: {
      loadProfile: fromPromise<ProfileLoadResult>(() => loadProfile()),
      saveProfile: fromPromise<string, SaveProfile>(({ input }) => saveProfile(input)),
      saveFamilies: fromPromise<string, { families: FamilyMember[] }>(({ input }) => saveFamilies(input.families)),
      deleteAccount: fromPromise<string, { isGuest: boolean }>(({ input }) => deleteProfile(input.isGuest)),
    },
    actions: {
      warnIncomplete: () => warnOnceTheShellSpeaks(msg`Please complete your profile!`),
      goToProfilePage: () => {
        if (currentPath() !== "/app/profile") navigate("/app/profile");
      },
      registerPushToken: ({ context }) => resendPushSubscription(context.profile?.uuid),
      announceSaved: (_, { message }) => showToast("success", savedMessage(message)),
      forgetSession: clearSessionData,
      endSession: () => authActor.send({ type: "session.cleared" }),
      // An account's deletion leaves the app for "/"; a guest starts again at /app (docs/product-spec.md, part 4).
      leaveAfterDeletion: (_, { isGuest }) => {
        if (isGuest) navigate("/app");
        else window.location.assign("/");
      },
    },
  }),
);

// Loads the profile whenever a session starts (also after a reload) and forgets it when the session ends;
// like the auth actor, it starts when its code first loads.
profileActor.start();
let signedIn = false;
function followSession(snapshot: ReturnType<typeof authActor.getSnapshot>): void {
  const nowSignedIn = snapshot.matches("signedIn");
  if (nowSignedIn === signedIn) return;
  signedIn = nowSignedIn;
  profileActor.send(nowSignedIn ? { type: "session.started", isGuest: snapshot.context.isGuest } : { type: "session.ended" });
}
authActor.subscribe(followSession);
followSession(authActor.getSnapshot());
