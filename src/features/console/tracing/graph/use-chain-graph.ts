import { useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import {
  type chainGraphMachine,
  CONTACT_GENERATIONS,
  exposurePath,
  LARGE_GRAPH_PEOPLE,
  visibleGraph,
} from "../../../../../machines/console/chain-graph.machine.ts";

export type ChainGraphActor = ActorRefFrom<typeof chainGraphMachine>;

/** The graph machine as the page sees it: one selector a field, events sent by name. */
export function useChainGraph(actor: ChainGraphActor) {
  const graph = useSelector(actor, (state) => state.context.graph);
  const generations = useSelector(actor, (state) => state.context.generations);
  const visible = useMemo(() => (graph ? visibleGraph(graph, generations) : undefined), [graph, generations]);
  const focused = useSelector(actor, (state) => state.context.focused);
  const path = useMemo(() => exposurePath({ graph, focused }), [graph, focused]);
  // Escape ends the focus wherever the keyboard is on the page.
  useEffect(() => {
    if (!focused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") actor.send({ type: "focus.cleared" });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [actor, focused]);
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
    focused: graph?.people.find((person) => person.id === focused),
    /** The focused person's exposure path, from the index person down; empty when no one is focused. */
    path,
    /** People per contacts' generation, whether shown or not. */
    counts,
    large: (graph?.people.length ?? 0) > LARGE_GRAPH_PEOPLE,
    toggle: (generation: number) => actor.send({ type: "generation.toggled", generation }),
    open: (personId: string) => actor.send({ type: "person.opened", personId }),
    focus: (personId: string) => actor.send({ type: "person.focused", personId }),
    clearFocus: () => actor.send({ type: "focus.cleared" }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type ChainGraphView = ReturnType<typeof useChainGraph>;
