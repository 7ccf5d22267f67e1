import { fromPromise } from "xstate";
import { customsArrivalsMachine } from "../../../../machines/console/customs-arrivals.machine.ts";
import { loadArrivals, loadArrivalTravellers } from "../../../api/customs-queue.ts";
import type { ArrivalTraveller, Arrivals } from "#domain/customs-queue.ts";

/** The arrivals view with its real calls. */
export const arrivalsMachine = customsArrivalsMachine.provide({
  actors: {
    loadArrivals: fromPromise<Arrivals>(() => loadArrivals()),
    loadTravellers: fromPromise<ArrivalTraveller[], { date: string; transport_type: "AIR" | "SEA"; carrier: string }>(({ input }) =>
      loadArrivalTravellers(input),
    ),
  },
});
