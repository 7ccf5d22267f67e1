import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { type chainGraphMachine, CONTACT_GENERATIONS, LARGE_GRAPH_PEOPLE, visibleGraph } from "../../../../../machines/console/chain-graph.machine.ts";

export type ChainGraphActor = ActorRefFrom<typeof chainGraphMachine>;

/** The graph machine as the page sees it: one selector a field, events sent by name. */
export function useChainGraph(actor: ChainGraphActor) {
  const graph = useSelector(actor, (state) => state.context.graph);
  const generations = useSelector(actor, (state) => state.context.generations);
  const visible = useMemo(() => (graph ? visibleGraph(graph, generations) : undefined), [graph, generations]);
  const counts = useMemo(
    () => CONTACT_GENERATIONS.map((generation) => graph?.people.filter((person) => person.generation === generation).length ?? 0),
    [graph],
  );
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    failure: useSelector(actor, (state) => state.context.failure),
    caseId: useSelector(actor, (state) => state.context.caseId),
    title: useSelector(actor, (state) => state.context.title),
    graph,
    visible,
    generations,
    /** People per contacts' generation, whether shown or not. */
    counts,
    large: (graph?.people.length ?? 0) > LARGE_GRAPH_PEOPLE,
    toggle: (generation: number) => actor.send({ type: "generation.toggled", generation }),
    open: (personId: string) => actor.send({ type: "person.opened", personId }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type ChainGraphView = ReturnType<typeof useChainGraph>;
