import { fromPromise } from "xstate";
import { staffMembersMachine } from "../../../../machines/console/staff-members.machine.ts";
import * as staff from "../../../api/staff.ts";
import { calling } from "../../../api/failed-call.ts";

function call<Input, Output>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) => calling(() => run(input)));
}

/** The staff list with its real calls. */
export const staffMachine = staffMembersMachine.provide({
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
