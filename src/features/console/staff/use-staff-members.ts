import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { NewStaffMember, staffMembersMachine } from "../../../../machines/console/staff-members.machine.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";

export type StaffMembersActor = ActorRefFrom<typeof staffMembersMachine>;

/** The admin's staff list as a view-model: one selector a field, events sent by name. */
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
    invite: (member: NewStaffMember) => actor.send({ type: "member.invited", member }),
    reload: () => actor.send({ type: "members.reloadRequested" }),
    saveRoles: (id: string, roles: StaffRole[]) => actor.send({ type: "roles.saved", id, roles }),
    saveStatus: (id: string, status: "active" | "disabled") => actor.send({ type: "status.saved", id, status }),
    resendInvite: (id: string) => actor.send({ type: "invite.resent", id }),
  };
}
