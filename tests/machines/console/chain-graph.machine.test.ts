import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  type ChainGraphContext,
  type ChainGraphData,
  type ChainGraphEvent,
  chainGraphMachine,
  exposurePath,
  type LoadedGraph,
  recordAddress,
  visibleGraph,
} from "../../../machines/console/chain-graph.machine.ts";
import { personRows, placeRows } from "../../../src/features/console/tracing/graph/graph-rows.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const caseId = "0b6f1a52-5c1e-4c11-9a55-111111111111";
// The index person met Aiko at a café; Aiko met Bo at a market, Bo met Chen at the same market.
const graph: ChainGraphData = {
  people: [
    { id: "p0", contact_id: null, label: "Index Person", generation: 0, included: true, exposed_by: null, exposed_at: null },
    { id: "p1", contact_id: "c1", label: "Aiko", generation: 1, included: true, exposed_by: "p0", exposed_at: "cafe" },
    { id: "p2", contact_id: "c2", label: "Bo", generation: 2, included: false, exposed_by: "p1", exposed_at: "market" },
    { id: "p3", contact_id: "c3", label: "Chen", generation: 3, included: true, exposed_by: "p2", exposed_at: "market" },
  ],
  places: [
    { id: "cafe", label: "Café — Garapan" },
    { id: "market", label: "Market — Susupe" },
  ],
  links: [
    { from: "p0", to: "cafe", generation: 1, overlap_minutes: 40 },
    { from: "cafe", to: "p1", generation: 1, overlap_minutes: 40 },
    { from: "p1", to: "market", generation: 2, overlap_minutes: 20 },
    { from: "market", to: "p2", generation: 2, overlap_minutes: 20 },
    { from: "p2", to: "market", generation: 3, overlap_minutes: 30 },
    { from: "market", to: "p3", generation: 3, overlap_minutes: 30 },
  ],
};
const loaded: LoadedGraph = { title: "Index Person", graph };
const { done, error } = callAnswers(chainGraphMachine);

const opened: string[] = [];
const machine = chainGraphMachine.provide({ actions: { openRecord: (_, params: { address: string }) => void opened.push(params.address) } });

const events: ChainGraphEvent[] = [
  { type: "generation.toggled", generation: 2 },
  { type: "person.opened", personId: "p2" },
  { type: "person.opened", personId: "cafe" },
  { type: "person.focused", personId: "p2" },
  { type: "person.focused", personId: "cafe" },
  { type: "focus.cleared" },
  { type: "reload" },
  done("loadGraph", loaded),
  error("loadGraph", failure(404, "Case not found.")),
];

describe("chain graph machine, generated paths", () => {
  testPagePaths(
    { machine, input: { caseId }, events },
    {
      reset: () => {
        opened.length = 0;
      },
      // Opening a person goes to their row; opening a place goes nowhere. Focusing on Bo highlights the
      // path from the index person through Aiko to him (the rest dimmed) until Escape or hiding his generation.
      also: (run, path) => {
        const asked = path.events.filter((event) => event.type === "person.opened" && event.personId === "p2").length;
        expect(opened).toEqual(Array<string>(asked).fill(`/console/tracing/cases/${caseId}#contact-c2`));
        let focused = false;
        let boShown = true;
        for (const event of path.events) {
          if (event.type === "person.focused" && event.personId === "p2") focused = true;
          if (event.type === "focus.cleared") focused = false;
          if (event.type === "generation.toggled") {
            focused &&= !boShown;
            boShown = !boShown;
          }
        }
        const seen = exposurePath(run.snapshot.context);
        if (focused) expect(seen).toEqual({ people: ["p0", "p1", "p2"], places: ["cafe", "market"] });
        else expect(seen).toEqual({ people: [], places: [] });
      },
    },
  );
});

describe("chain graph machine", () => {
  it("loads the case's graph, hides and shows a generation, and opens the index person's case page", async () => {
    const calls: string[] = [];
    const opened: string[] = [];
    const actor = createActor(
      chainGraphMachine.provide({
        actors: {
          loadGraph: fromPromise<LoadedGraph, { caseId: string }>(async ({ input }) => {
            calls.push(input.caseId);
            return loaded;
          }),
        },
        actions: { openRecord: (_, params: { address: string }) => void opened.push(params.address) },
      }),
      { input: { caseId } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(calls).toEqual([caseId]);
    expect(actor.getSnapshot().context.title).toBe("Index Person");
    actor.send({ type: "generation.toggled", generation: 2 });
    expect(actor.getSnapshot().context.generations).toEqual([1, 3]);
    actor.send({ type: "generation.toggled", generation: 2 });
    expect(actor.getSnapshot().context.generations).toEqual([1, 2, 3]);
    actor.send({ type: "person.opened", personId: "p0" });
    expect(opened).toEqual([`/console/tracing/cases/${caseId}`]);
  });

  it("highlights a person's path back to the index person, and shows everyone again when the focus is cleared", async () => {
    const actor = createActor(chainGraphMachine.provide({ actors: { loadGraph: fromPromise<LoadedGraph, { caseId: string }>(async () => loaded) } }), {
      input: { caseId },
    }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "person.focused", personId: "p3" });
    expect(exposurePath(actor.getSnapshot().context)).toEqual({ people: ["p0", "p1", "p2", "p3"], places: ["cafe", "market", "market"] });
    actor.send({ type: "focus.cleared" });
    expect(exposurePath(actor.getSnapshot().context)).toEqual({ people: [], places: [] });
    actor.send({ type: "person.focused", personId: "p1" });
    actor.send({ type: "generation.toggled", generation: 3 });
    expect(exposurePath(actor.getSnapshot().context).people).toEqual(["p0", "p1"]);
    actor.send({ type: "generation.toggled", generation: 1 });
    expect(actor.getSnapshot().context.focused).toBeUndefined();
  });

  it("says why the graph could not be loaded, and loads it again on request", async () => {
    let attempts = 0;
    const actor = createActor(
      chainGraphMachine.provide({
        actors: {
          loadGraph: fromPromise<LoadedGraph, { caseId: string }>(async () => {
            attempts += 1;
            if (attempts === 1) throw failure(0);
            return loaded;
          }),
        },
      }),
      { input: { caseId } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    expect((actor.getSnapshot().context as ChainGraphContext).failure).toEqual(failure(0));
    actor.send({ type: "reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});

describe("the graph a filter shows", () => {
  const ids = (part: ChainGraphData) => ({
    people: part.people.map((person) => person.id),
    places: part.places.map((place) => place.id),
    links: part.links.map((link) => `${link.from}>${link.to}`),
  });

  it("shows everything when every generation is chosen", () => {
    expect(visibleGraph(graph, [1, 2, 3])).toEqual(graph);
  });

  it("keeps the index person always, and drops the places only hidden people met at", () => {
    expect(ids(visibleGraph(graph, [1]))).toEqual({ people: ["p0", "p1"], places: ["cafe"], links: ["p0>cafe", "cafe>p1"] });
    expect(ids(visibleGraph(graph, []))).toEqual({ people: ["p0"], places: [], links: [] });
  });

  it("drops a link whose person is hidden, keeping the place where a shown person was exposed", () => {
    expect(ids(visibleGraph(graph, [3]))).toEqual({ people: ["p0", "p3"], places: ["market"], links: ["market>p3"] });
  });

  it("sends a contact to their row on the case page and the index person to its top", () => {
    expect(recordAddress("case-1", { contact_id: "c 9" })).toBe("/console/tracing/cases/case-1#contact-c%209");
    expect(recordAddress("case-1", { contact_id: null })).toBe("/console/tracing/cases/case-1");
  });
});

describe("the drawing's layout and tables", () => {
  it("lists people by generation with where they were exposed, and places by how many were exposed there", () => {
    expect(personRows(graph).map(({ person, exposures }) => [person.label, exposures])).toEqual([
      ["Index Person", []],
      ["Aiko", [{ place: "Café — Garapan", overlap_minutes: 40 }]],
      ["Bo", [{ place: "Market — Susupe", overlap_minutes: 20 }]],
      ["Chen", [{ place: "Market — Susupe", overlap_minutes: 30 }]],
    ]);
    expect(placeRows(graph)).toEqual([
      { id: "market", label: "Market — Susupe", exposed: 2 },
      { id: "cafe", label: "Café — Garapan", exposed: 1 },
    ]);
  });
});
