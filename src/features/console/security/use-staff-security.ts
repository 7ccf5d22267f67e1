import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { recoveryCodesWarning } from "#domain/staff/staff-accounts.ts";
import type { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";

export type StaffSecurityActor = ActorRefFrom<typeof staffSecurityMachine>;

/** The member's sign-in security as a view-model: one selector a field, events sent by name. */
export function useStaffSecurity(actor: StaffSecurityActor) {
  return {
    me: useSelector(actor, (snapshot) => snapshot.context.me),
    recoveryCodes: useSelector(actor, (snapshot) => snapshot.context.recoveryCodes),
    codesWarning: useSelector(actor, (snapshot) => {
      const left = snapshot.context.recoveryCodes?.left;
      return left === undefined ? undefined : recoveryCodesWarning(left);
    }),
    issuedCodes: useSelector(actor, (snapshot) => snapshot.context.issuedCodes),
    loading: useSelector(actor, (snapshot) => snapshot.matches("loading")),
    loadFailed: useSelector(actor, (snapshot) => snapshot.matches("loadFailed")),
    registering: useSelector(actor, (snapshot) => snapshot.matches("registering")),
    added: useSelector(actor, (snapshot) => snapshot.matches("added")),
    cancelled: useSelector(actor, (snapshot) => snapshot.matches({ failed: "cancelled" })),
    refused: useSelector(actor, (snapshot) => snapshot.matches({ failed: "refused" })),
    issuing: useSelector(actor, (snapshot) => snapshot.matches("issuingCodes")),
    renewalFailed: useSelector(actor, (snapshot) => snapshot.matches("renewalFailed")),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    canAdd: useSelector(actor, (snapshot) => snapshot.can({ type: "passkey.add" })),
    // Left enabled while the question is open (the modal covers the page), so the dialog can give the focus back to it.
    canRenew: useSelector(actor, (snapshot) => snapshot.can({ type: "codes.renew" }) || snapshot.matches("confirmingRenewal")),
    dismiss: () => actor.send({ type: "notice.dismissed" }),
    reload: () => actor.send({ type: "reload.requested" }),
    addPasskey: () => actor.send({ type: "passkey.add" }),
    renewCodes: () => actor.send({ type: "codes.renew" }),
    codesSaved: () => actor.send({ type: "codes.saved" }),
  };
}

export type StaffSecurityView = ReturnType<typeof useStaffSecurity>;
