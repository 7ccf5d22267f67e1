import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { customsShiftMachine } from "../../../../machines/console/customs-shift.machine.ts";

export type CustomsShiftActor = ActorRefFrom<typeof customsShiftMachine>;

/** The desk's shift as the page sees it; the count and the last decisions follow each decision recorded. */
export function useCustomsShift(actor: CustomsShiftActor, decidedTrip: string | undefined, decidedStatus: string | undefined) {
  useEffect(() => {
    if (decidedTrip) actor.send({ type: "shift.refresh" });
  }, [decidedTrip, decidedStatus, actor]);
  return useSelector(actor, (state) => state.context.shift);
}
