import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { NewStaffMember, staffMembersMachine } from "../../../../machines/console/staff-members.machine.ts";
import { type StaffListView, selectStaff } from "#domain/staff/staff-list.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";

export type StaffMembersActor = ActorRefFrom<typeof staffMembersMachine>;

/** The admin's staff list as a view-model: one selector a field, events sent by name. */
export function useStaffMembers(actor: StaffMembersActor) {
  const members = useSelector(actor, (snapshot) => snapshot.context.members);
  const view = useSelector(actor, (snapshot) => snapshot.context.view);
  // "Last signed in this week" is counted from when the list is shown.
  const shown = useMemo(() => selectStaff(members, view, new Date()), [members, view]);
  return {
    loading: useSelector(actor, (snapshot) => snapshot.matches("loading")),
    failedToLoad: useSelector(actor, (snapshot) => snapshot.matches("failed")),
    inviting: useSelector(actor, (snapshot) => snapshot.matches("inviting")),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag("busy")),
    canChange: useSelector(actor, (snapshot) => snapshot.can({ type: "invite.resent", id: "" })),
    members,
    view,
    shown,
    savingFor: useSelector(actor, (snapshot) => snapshot.context.savingFor),
    done: useSelector(actor, (snapshot) => snapshot.context.done),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    invite: (member: NewStaffMember) => actor.send({ type: "member.invited", member }),
    reload: () => actor.send({ type: "members.reloadRequested" }),
    saveRoles: (id: string, roles: StaffRole[]) => actor.send({ type: "roles.saved", id, roles }),
    saveStatus: (id: string, status: "active" | "disabled") => actor.send({ type: "status.saved", id, status }),
    resendInvite: (id: string) => actor.send({ type: "invite.resent", id }),
    changeView: (change: Partial<StaffListView>) => actor.send({ type: "view.changed", view: change }),
  };
}
