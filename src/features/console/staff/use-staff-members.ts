import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { staffMembersMachine } from "../../../../machines/console/staff-members.machine.ts";

export type StaffMembersActor = ActorRefFrom<typeof staffMembersMachine>;

/** The admin's staff list as a view-model. */
export function useStaffMembers(actor: StaffMembersActor) {
  return {
    loading: useSelector(actor, (snapshot) => snapshot.matches("loading")),
    failedToLoad: useSelector(actor, (snapshot) => snapshot.matches("failed")),
    inviting: useSelector(actor, (snapshot) => snapshot.matches("inviting")),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag("busy")),
    canChange: useSelector(actor, (snapshot) => snapshot.can({ type: "invite.resent", id: "" })),
    members: useSelector(actor, (snapshot) => snapshot.context.members),
    savingFor: useSelector(actor, (snapshot) => snapshot.context.savingFor),
    done: useSelector(actor, (snapshot) => snapshot.context.done),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    send: actor.send,
  };
}
