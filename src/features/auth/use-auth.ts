import { useSelector } from "@xstate/react";
import { resendSecondsLeft, triesLeft } from "../../../machines/auth.machine.ts";
import { authActor } from "../../app/session/auth-actor.ts";

/** View-models of the sign-in machine: one selector a field, events sent by name. */

export type SignInStep = "accountTypes" | "email" | "mobile" | "otp";

export function useSession() {
  return {
    signedIn: useSelector(authActor, (state) => state.matches("signedIn")),
    signingOut: useSelector(authActor, (state) => state.matches("loggingOut")),
    isGuest: useSelector(authActor, (state) => state.context.isGuest),
    logout: () => authActor.send({ type: "logout.requested" }),
  };
}

export function useSignInStep() {
  return {
    step: useSelector(authActor, (state): SignInStep => {
      if (state.hasTag("otpForm")) return "otp";
      if (state.hasTag("mobileForm")) return "mobile";
      if (state.hasTag("emailForm")) return "email";
      return "accountTypes";
    }),
    busy: useSelector(authActor, (state) => state.hasTag("busy")),
    failure: useSelector(authActor, (state) => state.context.failure),
  };
}

export function useAccountTypeChoice() {
  return {
    signingInAsGuest: useSelector(authActor, (state) => state.matches({ signedOut: "signingInAsGuest" })),
    canChoose: useSelector(authActor, (state) => state.can({ type: "guest.chosen" })),
    chooseGuest: () => authActor.send({ type: "guest.chosen" }),
    chooseFrequentFlyer: () => authActor.send({ type: "frequentFlyer.chosen" }),
    canChangeAccountType: useSelector(authActor, (state) => state.can({ type: "accountType.changed" })),
    changeAccountType: () => authActor.send({ type: "accountType.changed" }),
  };
}

export function useCodeRequest() {
  return {
    email: useSelector(authActor, (state) => state.context.email),
    mobileNumber: useSelector(authActor, (state) => state.context.mobileNumber),
    canRequestByEmail: useSelector(authActor, (state) => state.can({ type: "otp.requestedByEmail", email: "" })),
    canRequestBySms: useSelector(authActor, (state) => state.can({ type: "otp.requestedBySms", mobileNumber: "" })),
    requestByEmail: (email: string) => authActor.send({ type: "otp.requestedByEmail", email }),
    requestBySms: (mobileNumber: string) => authActor.send({ type: "otp.requestedBySms", mobileNumber }),
    canSwitchToMobile: useSelector(authActor, (state) => state.can({ type: "mobile.chosen" })),
    canSwitchToEmail: useSelector(authActor, (state) => state.can({ type: "email.chosen" })),
    switchToMobile: () => authActor.send({ type: "mobile.chosen" }),
    switchToEmail: () => authActor.send({ type: "email.chosen" }),
  };
}

export function useOtpEntry() {
  return {
    channel: useSelector(authActor, (state) => state.context.pendingOtp?.channel),
    sentTo: useSelector(authActor, (state) => state.context.pendingOtp?.email ?? state.context.mobileNumber),
    attempts: useSelector(authActor, (state) => state.context.pendingOtp?.attempts ?? 0),
    triesLeft: useSelector(authActor, (state) => triesLeft(state.context)),
    secondsLeft: useSelector(authActor, (state) => resendSecondsLeft(state.context)),
    coolingDown: useSelector(authActor, (state) => state.matches({ signedOut: { otpEntry: "coolingDown" } })),
    resent: useSelector(authActor, (state) => state.context.resent),
    emailSent: useSelector(authActor, (state) => state.context.emailSent),
    canConfirm: useSelector(authActor, (state) => state.can({ type: "otp.submitted", otp: "" })),
    canResend: useSelector(authActor, (state) => state.can({ type: "otp.resendRequested" })),
    canSendToEmail: useSelector(authActor, (state) => state.can({ type: "otp.emailRequested", email: "" })),
    canChangeDestination: useSelector(authActor, (state) => state.can({ type: "otp.destinationChanged" })),
    confirming: useSelector(authActor, (state) => state.matches({ signedOut: "confirming" })),
    confirm: (otp: string) => authActor.send({ type: "otp.submitted", otp }),
    resend: () => authActor.send({ type: "otp.resendRequested" }),
    sendToEmail: (email: string) => authActor.send({ type: "otp.emailRequested", email }),
    changeDestination: () => authActor.send({ type: "otp.destinationChanged" }),
  };
}
