import { fromPromise } from "xstate";
import { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";
import { loadStaffMe } from "../../../api/staff.ts";
import { staffApi } from "../../../api/staff-client.ts";
import { calling } from "../../../api/failed-call.ts";
import { registerPasskey } from "../session-effects.ts";

/** The member's sign-in security with its real calls. */
export const securityMachine = staffSecurityMachine.provide({
  actors: {
    loadMe: fromPromise(() => calling(() => loadStaffMe(staffApi))),
    registerPasskey: fromPromise(async () => (await registerPasskey(staffApi)).me),
  },
});
