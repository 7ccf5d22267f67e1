import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import { staffSecurityMachine } from "../../../../machines/console/staff-security.machine.ts";
import { issueRecoveryCodes, loadRecoveryCodesStatus, loadStaffMe } from "../../../api/staff.ts";
import { staffApi } from "../../../api/staff-client.ts";
import { calling } from "../../../api/failed-call.ts";
import { askToConfirm } from "../../../app/shell/notify.ts";
import { registerPasskey } from "../session-effects.ts";

/** The member's sign-in security with its real calls, and the app's confirm dialog before a new set of codes. */
export const securityMachine = staffSecurityMachine.provide({
  actors: {
    loadSecurity: fromPromise(() =>
      calling(async () => {
        const [me, recoveryCodes] = await Promise.all([loadStaffMe(staffApi), loadRecoveryCodesStatus()]);
        return { me, recoveryCodes };
      }),
    ),
    registerPasskey: fromPromise(async () => (await registerPasskey(staffApi)).me),
    confirmRenewal: fromPromise(() =>
      askToConfirm({
        title: i18n._(msg`Get new recovery codes?`),
        message: i18n._(msg`Your current recovery codes stop working at once, used or not. You get ten new ones, shown only once.`),
        confirmLabel: i18n._(msg`Get new codes`),
        cancelLabel: i18n._(msg`Keep the current codes`),
        destructive: true,
      }),
    ),
    issueRecoveryCodes: fromPromise(() => calling(issueRecoveryCodes)),
  },
});
