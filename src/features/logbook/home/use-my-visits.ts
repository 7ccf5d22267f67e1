import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { myVisitsMachine } from "../../../../machines/my-visits.machine.ts";

export type MyVisitsActor = ActorRefFrom<typeof myVisitsMachine>;

/** The logbook's machine as a screen sees it. */
export function useMyVisits(actor: MyVisitsActor) {
  const snapshot = useSelector(actor, (state) => state);
  const visits = snapshot.matches({ visits: "ready" }) ? "ready" : snapshot.matches({ visits: "failed" }) ? "failed" : "loading";
  const qr = snapshot.matches({ qr: "ready" }) ? "ready" : snapshot.matches({ qr: "failed" }) ? "failed" : "loading";
  return {
    visits,
    open: visits === "ready" ? snapshot.context.open : undefined,
    refused: visits === "ready" ? snapshot.context.refused : undefined,
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
