import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ArrivalGroupKey, customsArrivalsMachine } from "../../../../machines/console/customs-arrivals.machine.ts";

export type CustomsArrivalsActor = ActorRefFrom<typeof customsArrivalsMachine>;

/** The arrivals machine as the page sees it: one selector a field, events sent by name. */
export function useCustomsArrivals(actor: CustomsArrivalsActor) {
  const arrivals = useSelector(actor, (state) => state.context.arrivals);
  const group = useSelector(actor, (state) => state.context.group);
  return {
    loading: useSelector(actor, (state) => state.matches("loading") || state.matches("openingGroup")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    overview: useSelector(actor, (state) => state.matches("overview")),
    inGroup: useSelector(actor, (state) => state.matches("group")),
    arrivals,
    /** The flight or vessel opened, as the day's arrivals list it. */
    opened: group && arrivals?.groups.find((candidate) => candidate.transport_type === group.transport_type && candidate.carrier === group.carrier),
    travellers: useSelector(actor, (state) => state.context.travellers),
    failure: useSelector(actor, (state) => state.context.failure),
    openGroup: ({ transport_type, carrier }: ArrivalGroupKey) => actor.send({ type: "group.opened", transport_type, carrier }),
    closeGroup: () => actor.send({ type: "group.closed" }),
    refresh: () => actor.send({ type: "arrivals.refresh" }),
    retry: () => actor.send({ type: "retry" }),
  };
}
