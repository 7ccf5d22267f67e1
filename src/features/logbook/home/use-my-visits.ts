import { useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef } from "react";
import { fromPromise } from "xstate";
import { myVisitsMachine } from "../../../../machines/my-visits.machine.ts";
import { checkOut, listVisits, myQrValue } from "../../../api/my-logbook.ts";
import { showToast } from "../../../app/shell/notify.ts";

const visitCalls = {
  loadVisits: fromPromise(() => listVisits()),
  checkOut: fromPromise(({ input }: { input: { id: string } }) => checkOut(input.id)),
};
const withQr = myVisitsMachine.provide({ actors: { ...visitCalls, loadQr: fromPromise(() => myQrValue()) } });
// The signed-in home shows no QR code: without the call, the machine's QR part waits and asks nothing.
const withoutQr = myVisitsMachine.provide({ actors: visitCalls });

/** The logbook's machine with the real calls, and what a screen reads from it; `qr` loads the traveller's own code too. */
export function useMyVisits({ qr: loadQr }: { qr: boolean }) {
  const { t } = useLingui();
  // The toast is worded in the language shown when the check-out ends.
  const checkedOut = useRef(t`You have checked out.`);
  checkedOut.current = t`You have checked out.`;
  const actor = useActorRef(
    (loadQr ? withQr : withoutQr).provide({ actions: { announceCheckedOut: () => showToast("success", checkedOut.current) } }),
  );
  const snapshot = useSelector(actor, (state) => state);
  const visits = snapshot.matches({ visits: "ready" }) ? "ready" : snapshot.matches({ visits: "failed" }) ? "failed" : "loading";
  const qr = snapshot.matches({ qr: "ready" }) ? "ready" : snapshot.matches({ qr: "failed" }) ? "failed" : "loading";
  return {
    visits,
    open: visits === "ready" ? snapshot.context.open : undefined,
    recent: snapshot.context.recent,
    checkingOut: snapshot.matches({ visits: { ready: "checkingOut" } }),
    checkOutFailed: snapshot.matches({ visits: { ready: "checkOutFailed" } }),
    qr,
    qrValue: snapshot.context.qrValue,
    checkOut: () => actor.send({ type: "visit.checkOut" }),
    reloadVisits: () => actor.send({ type: "visits.reload" }),
    reloadQr: () => actor.send({ type: "qr.reload" }),
  } as const;
}

export type MyVisits = ReturnType<typeof useMyVisits>;
