import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import { guestLeaveMachine } from "../../../machines/guest-leave.machine.ts";
import { i18n } from "../../app/i18n.ts";
import { askToConfirm } from "../../app/shell/notify.ts";

/** The guest's leave question says what stops working (issue 29.4): the server keeps the trips, this phone loses its way to them. */
export const guestLeaveWithEffects = guestLeaveMachine.provide({
  actors: {
    confirmLeave: fromPromise(() =>
      askToConfirm({
        title: i18n._(msg`Leave and delete?`),
        message: i18n._(
          msg`Your guest session ends and cannot be opened again: this app will no longer show your trips or their QR codes, and the details remembered for check-ins on this phone are deleted. A trip QR code you saved or printed still works at customs until the trip expires.`,
        ),
        confirmLabel: i18n._(msg`Leave and delete`),
        cancelLabel: i18n._(msg`Cancel`),
        destructive: true,
      }),
    ),
  },
});
