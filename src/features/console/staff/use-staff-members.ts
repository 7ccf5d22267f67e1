import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { staffMembersMachine } from "../../../../machines/console/staff-members.machine.ts";
import * as staff from "../../../api/staff.ts";
import { staffCall } from "../../../api/staff-call.ts";

function call<Input, Output>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) => staffCall(() => run(input)));
}

const machine = staffMembersMachine.provide({
  actors: {
    loadMembers: call(() => staff.listStaffMembers()),
    inviteMember: call(async (member) => {
      await staff.inviteStaffMember(member);
    }),
    saveRoles: call(({ id, roles }) => staff.setStaffRoles(id, roles)),
    saveStatus: call(({ id, status }) => staff.setStaffStatus(id, status)),
    resendInvite: call(({ id }) => staff.resendStaffInvite(id)),
  },
});

/** The admin's staff list as a view-model. */
export function useStaffMembers() {
  const actor = useActorRef(machine);
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
