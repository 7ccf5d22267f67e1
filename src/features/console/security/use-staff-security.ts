import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";
import { loadStaffMe } from "../../../api/staff.ts";
import { staffCall } from "../../../api/staff-call.ts";
import { registerPasskey } from "../console-session.ts";

const machine = staffSecurityMachine.provide({
  actors: {
    loadMe: fromPromise(() => staffCall(loadStaffMe)),
    registerPasskey: fromPromise(registerPasskey),
  },
});

/** The member's sign-in security as a view-model: one selector a field, events sent by name. */
export function useStaffSecurity() {
  const actor = useActorRef(machine);
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
    send: actor.send,
  };
}
