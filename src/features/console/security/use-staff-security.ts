import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";

export type StaffSecurityActor = ActorRefFrom<typeof staffSecurityMachine>;

/** The member's sign-in security as a view-model: one selector a field, events sent by name. */
export function useStaffSecurity(actor: StaffSecurityActor) {
  return {
    me: useSelector(actor, (snapshot) => snapshot.context.me),
    loading: useSelector(actor, (snapshot) => snapshot.matches("loading")),
    loadFailed: useSelector(actor, (snapshot) => snapshot.matches("loadFailed")),
    registering: useSelector(actor, (snapshot) => snapshot.matches("registering")),
    added: useSelector(actor, (snapshot) => snapshot.matches("added")),
    cancelled: useSelector(actor, (snapshot) => snapshot.matches({ failed: "cancelled" })),
    refused: useSelector(actor, (snapshot) => snapshot.matches({ failed: "refused" })),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    canAdd: useSelector(actor, (snapshot) => snapshot.can({ type: "passkey.add" })),
    canDismiss: useSelector(actor, (snapshot) => snapshot.can({ type: "notice.dismissed" })),
    dismiss: () => actor.send({ type: "notice.dismissed" }),
    reload: () => actor.send({ type: "reload.requested" }),
    addPasskey: () => actor.send({ type: "passkey.add" }),
  };
}
