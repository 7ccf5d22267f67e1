import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useFailureText } from "../../ui/use-failure-text.ts";
import type { BranchInput, RegisterEstablishment } from "#domain/establishments.ts";
import { portalActor } from "./portal-actor.ts";

/** View-models of the portal machine: one selector a field, events sent by name. */

export type PortalScreen = "restoring" | "signIn" | "register" | "checkEmail" | "forgotPassword" | "resetPassword" | "branches" | "branchForm" | "loadFailed";

export function usePortalScreen() {
  const { t } = useLingui();
  const failureText = useFailureText();
  const failure = useSelector(portalActor, (state) => state.context.failure);
  return {
    screen: useSelector(portalActor, (state): PortalScreen => {
      if (state.matches("restoring")) return "restoring";
      if (state.matches({ signedOut: "register" }) || state.matches({ signedOut: "registering" })) return "register";
      if (state.matches({ signedOut: "checkEmail" }) || state.matches({ signedOut: "resending" })) return "checkEmail";
      if (state.matches({ signedOut: "forgotPassword" }) || state.matches({ signedOut: "requestingReset" })) return "forgotPassword";
      if (state.matches({ signedOut: "resetPassword" }) || state.matches({ signedOut: "resetting" })) return "resetPassword";
      if (state.matches("signedOut")) return "signIn";
      if (state.matches({ signedIn: "loadFailed" })) return "loadFailed";
      if (state.matches({ signedIn: "editing" }) || state.matches({ signedIn: "saving" })) return "branchForm";
      return "branches";
    }),
    busy: useSelector(portalActor, (state) => state.hasTag("busy")),
    notice: useSelector(portalActor, (state) => state.context.notice),
    /** Why the last call failed, in the reader's language; a field's message as the server gave it, for the form to translate. */
    error: failure ? failureText(failure, t`Unable to connect to web service`) : undefined,
  };
}

export function usePortalSignIn() {
  return {
    canSignIn: useSelector(portalActor, (state) => state.can({ type: "signIn.submitted", email: "", password: "" })),
    signIn: (email: string, password: string) => portalActor.send({ type: "signIn.submitted", email, password }),
    canRegister: useSelector(portalActor, (state) =>
      state.can({ type: "registration.submitted", registration: { email: "", organisation_name: "", password: "" } }),
    ),
    register: (registration: RegisterEstablishment) => portalActor.send({ type: "registration.submitted", registration }),
    canChooseRegister: useSelector(portalActor, (state) => state.can({ type: "register.chosen" })),
    chooseRegister: () => portalActor.send({ type: "register.chosen" }),
    canChooseSignIn: useSelector(portalActor, (state) => state.can({ type: "signIn.chosen" })),
    chooseSignIn: () => portalActor.send({ type: "signIn.chosen" }),
  };
}

/** The mailed links (decision 062): confirming the address, and a forgotten password. */
export function usePortalMail() {
  return {
    pendingEmail: useSelector(portalActor, (state) => state.context.pendingEmail),
    canResend: useSelector(portalActor, (state) => state.can({ type: "confirmation.resendRequested" })),
    resend: () => portalActor.send({ type: "confirmation.resendRequested" }),
    canChooseForgot: useSelector(portalActor, (state) => state.can({ type: "forgot.chosen" })),
    chooseForgot: () => portalActor.send({ type: "forgot.chosen" }),
    canRequestReset: useSelector(portalActor, (state) => state.can({ type: "reset.requested", email: "" })),
    requestReset: (email: string) => portalActor.send({ type: "reset.requested", email }),
    canReset: useSelector(portalActor, (state) => state.can({ type: "reset.submitted", password: "" })),
    reset: (password: string) => portalActor.send({ type: "reset.submitted", password }),
    openLink: (purpose: "confirm" | "reset", token: string) => portalActor.send({ type: "link.opened", purpose, token }),
  };
}

export function usePortalBranches() {
  return {
    account: useSelector(portalActor, (state) => state.context.account),
    branches: useSelector(portalActor, (state) => state.context.branches),
    loading: useSelector(portalActor, (state) => state.matches({ signedIn: "loading" })),
    deletingId: useSelector(portalActor, (state) => state.context.deletingId),
    canAdd: useSelector(portalActor, (state) => state.can({ type: "branch.addRequested" })),
    add: () => portalActor.send({ type: "branch.addRequested" }),
    canChange: useSelector(portalActor, (state) => state.can({ type: "branch.deleteRequested", id: "" })),
    edit: (id: string) => portalActor.send({ type: "branch.editRequested", id }),
    remove: (id: string) => portalActor.send({ type: "branch.deleteRequested", id }),
    canReload: useSelector(portalActor, (state) => state.can({ type: "branches.reload" })),
    reload: () => portalActor.send({ type: "branches.reload" }),
    canLogOut: useSelector(portalActor, (state) => state.can({ type: "logout.requested" })),
    logOut: () => portalActor.send({ type: "logout.requested" }),
  };
}

export function useBranchForm() {
  return {
    editing: useSelector(portalActor, (state) => state.context.branches.find((branch) => branch.id === state.context.editingId)),
    saving: useSelector(portalActor, (state) => state.matches({ signedIn: "saving" })),
    canSave: useSelector(portalActor, (state) => state.can({ type: "branch.submitted", branch: { name: "" } })),
    save: (branch: BranchInput) => portalActor.send({ type: "branch.submitted", branch }),
    cancel: () => portalActor.send({ type: "branch.editCancelled" }),
  };
}
