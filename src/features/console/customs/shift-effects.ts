import { fromPromise } from "xstate";
import { customsArrivalsMachine } from "../../../../machines/console/customs-arrivals.machine.ts";
import { customsShiftMachine } from "../../../../machines/console/customs-shift.machine.ts";
import { loadArrivals, loadArrivalTravellers, loadCustomsShift } from "../../../api/customs-queue.ts";
import type { ArrivalTraveller, Arrivals, CustomsShift } from "#domain/customs-queue.ts";

/** The desk's shift and the arrivals view with their real calls. */
export const shiftMachine = customsShiftMachine.provide({
  actors: { loadShift: fromPromise<CustomsShift>(() => loadCustomsShift()) },
});

export const arrivalsMachine = customsArrivalsMachine.provide({
  actors: {
    loadArrivals: fromPromise<Arrivals>(() => loadArrivals()),
    loadTravellers: fromPromise<ArrivalTraveller[], { date: string; transport_type: "AIR" | "SEA"; carrier: string }>(({ input }) => loadArrivalTravellers(input)),
  },
});
