import { useSelector } from "@xstate/react";
import { createContext, use } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { consoleSessionMachine } from "./session-effects.ts";

type SessionActor = ActorRefFrom<typeof consoleSessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof consoleSessionMachine>;

export const StaffSessionContext = createContext<SessionActor | null>(null);

export function useStaffSessionActor(): SessionActor {
  const actor = use(StaffSessionContext);
  if (!actor) throw new Error("useStaffSession is used outside the console");
  return actor;
}

/** Which screen of the sign-in flow the member is on. */
export type SessionStep =
  | "checking"
  | "email"
  | "code"
  | "secondFactor"
  | "recoveryCode"
  | "enrolment"
  | "savingCodes"
  | "invite"
  | "inviteInvalid"
  | "locked"
  | "signedIn";

const STEPS: [SessionStep, string[]][] = [
  ["checking", ["checkingSession"]],
  ["email", ["signedOut", "sendingCode"]],
  ["code", ["codeSent", "verifyingCode"]],
  ["secondFactor", ["secondFactor", "checkingTotp", "checkingPasskey"]],
  ["recoveryCode", ["recoveryCode", "checkingRecoveryCode"]],
  ["enrolment", ["enrolment"]],
  ["savingCodes", ["savingCodes"]],
  ["invite", ["loadingInvite", "inviteReady", "sendingInviteCode", "inviteCodeSent", "acceptingInvite"]],
  ["inviteInvalid", ["inviteInvalid"]],
  ["locked", ["locked"]],
  ["signedIn", ["signedIn", "signingOut", "signOutFailed"]],
];

function stepOf(snapshot: SessionSnapshot): SessionStep {
  return STEPS.find(([, states]) => states.some((state) => snapshot.matches(state as never)))?.[0] ?? "checking";
}

const NO_ROLES: StaffRole[] = [];

/** The console session's view-model: one selector a field, events sent by name. */
export function useStaffSession() {
  const actor = useStaffSessionActor();
  return {
    step: useSelector(actor, stepOf),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag("busy")),
    email: useSelector(actor, (snapshot) => snapshot.context.me?.email ?? snapshot.context.email),
    me: useSelector(actor, (snapshot) => snapshot.context.me),
    roles: useSelector(actor, (snapshot) => snapshot.context.me?.roles ?? NO_ROLES),
    invite: useSelector(actor, (snapshot) => snapshot.context.invite),
    totp: useSelector(actor, (snapshot) => snapshot.context.totp),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    recoveryCodes: useSelector(actor, (snapshot) => snapshot.context.recoveryCodes),
    recovered: useSelector(actor, (snapshot) => snapshot.context.recovered),
    inviteLoading: useSelector(actor, (snapshot) => snapshot.matches("loadingInvite")),
    inviteCodeSent: useSelector(actor, (snapshot) => snapshot.matches("inviteCodeSent") || snapshot.matches("acceptingInvite")),
    can: {
      submitCode: useSelector(actor, (snapshot) => snapshot.can({ type: "code.submitted", code: "" })),
      resendCode: useSelector(actor, (snapshot) => snapshot.can({ type: "code.resendRequested" })),
      submitTotp: useSelector(actor, (snapshot) => snapshot.can({ type: "totp.submitted", code: "" })),
      usePasskey: useSelector(actor, (snapshot) => snapshot.can({ type: "passkey.chosen" })),
      useRecoveryCode: useSelector(actor, (snapshot) => snapshot.can({ type: "recovery.chosen" })),
      submitRecoveryCode: useSelector(actor, (snapshot) => snapshot.can({ type: "recoveryCode.submitted", code: "" })),
      reloadSecret: useSelector(actor, (snapshot) => snapshot.can({ type: "secret.reloadRequested" })),
      requestInviteCode: useSelector(actor, (snapshot) => snapshot.can({ type: "inviteCode.requested" })),
      signOut: useSelector(actor, (snapshot) => snapshot.can({ type: "signOut.requested" })),
    },
    submitEmail: (email: string) => actor.send({ type: "email.submitted", email }),
    changeEmail: () => actor.send({ type: "email.changeRequested" }),
    submitCode: (code: string) => actor.send({ type: "code.submitted", code }),
    resendCode: () => actor.send({ type: "code.resendRequested" }),
    submitTotp: (code: string) => actor.send({ type: "totp.submitted", code }),
    choosePasskey: () => actor.send({ type: "passkey.chosen" }),
    chooseRecoveryCode: () => actor.send({ type: "recovery.chosen" }),
    submitRecoveryCode: (code: string) => actor.send({ type: "recoveryCode.submitted", code }),
    cancelRecovery: () => actor.send({ type: "recovery.cancelled" }),
    codesSaved: () => actor.send({ type: "codes.saved" }),
    reloadSecret: () => actor.send({ type: "secret.reloadRequested" }),
    requestInviteCode: () => actor.send({ type: "inviteCode.requested" }),
    restartSignIn: () => actor.send({ type: "signIn.restarted" }),
    signOut: () => actor.send({ type: "signOut.requested" }),
  };
}
