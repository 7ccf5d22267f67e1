import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import { myVisitsMachine } from "../../../../machines/my-visits.machine.ts";
import { checkOut, listVisits, myQrValue } from "../../../api/my-logbook.ts";
import { i18n } from "../../../app/i18n.ts";
import { showToast } from "../../../app/shell/notify.ts";

const visitCalls = {
  loadVisits: fromPromise(() => listVisits()),
  checkOut: fromPromise(({ input }: { input: { id: string } }) => checkOut(input.id)),
};
// The toast is worded in the language shown when the check-out ends.
const announceCheckedOut = () => showToast("success", i18n._(msg`You have checked out.`));

/** The logbook's visits and the traveller's own QR code, with the real calls. */
export const myVisitsWithQr = myVisitsMachine.provide({ actors: { ...visitCalls, loadQr: fromPromise(() => myQrValue()) }, actions: { announceCheckedOut } });
/** The visits alone: the signed-in home shows no QR code; without the call, the machine's QR part waits and asks nothing. */
export const myVisitsWithoutQr = myVisitsMachine.provide({ actors: visitCalls, actions: { announceCheckedOut } });
