import { fromPromise } from "xstate";
import { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";
import { loadStaffMe } from "../../../api/staff.ts";
import { staffCall } from "../../../api/staff-call.ts";
import { registerPasskey } from "../session-effects.ts";

/** The member's sign-in security with its real calls. */
export const securityMachine = staffSecurityMachine.provide({
  actors: {
    loadMe: fromPromise(() => staffCall(loadStaffMe)),
    registerPasskey: fromPromise(registerPasskey),
  },
});
