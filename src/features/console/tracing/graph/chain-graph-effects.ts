import * as v from "valibot";
import { fromPromise } from "xstate";
import { chainGraphMachine, type LoadedGraph } from "../../../../../machines/console/chain-graph.machine.ts";
import { calling } from "../../../../api/failed-call.ts";
import { staffApi } from "../../../../api/staff-client.ts";
import { TracingCaseAnswer } from "#domain/tracing/tracing-cases.ts";
import { ChainGraph } from "#domain/tracing/tracing-contacts.ts";

/** The case (for its person's name) and its graph, fetched together. */
function loadChainGraph(caseId: string): Promise<LoadedGraph> {
  const casePath = `/api/staff/tracing/cases/${encodeURIComponent(caseId)}`;
  return calling(async () => {
    const [tracingCase, graph] = await Promise.all([staffApi(casePath), staffApi(`${casePath}/graph`)]);
    return { title: v.parse(TracingCaseAnswer, tracingCase).data.attributes.full_name, graph: v.parse(ChainGraph, graph).data };
  });
}

/** The graph machine with its real call; `open` is the router's, to follow a person or place to its record. */
export function graphMachineOpening(open: (address: string) => void) {
  return chainGraphMachine.provide({
    actors: { loadGraph: fromPromise<LoadedGraph, { caseId: string }>(({ input }) => loadChainGraph(input.caseId)) },
    actions: { openRecord: (_, { address }) => open(address) },
  });
}
