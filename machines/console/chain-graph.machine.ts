import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { ChainGraph } from "#domain/tracing/tracing-contacts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type ChainGraphData = v.InferOutput<typeof ChainGraph>["data"];
export type GraphPerson = ChainGraphData["people"][number];
export type GraphPlace = ChainGraphData["places"][number];
export type GraphLink = ChainGraphData["links"][number];

/** The contacts' generations a filter can hide; the index person (generation 0) is always drawn. */
export const CONTACT_GENERATIONS = [1, 2, 3] as const;
/** Above this many people the graph is drawn without animation, labels only on zoom, and the page says so. */
export const LARGE_GRAPH_PEOPLE = 500;

/** The case's person's name (the page's title) and its graph. */
export interface LoadedGraph {
  title: string;
  graph: ChainGraphData;
}

export type ChainGraphEvent =
  | { type: "generation.toggled"; generation: number }
  | { type: "person.opened"; personId: string }
  | { type: "person.focused"; personId: string }
  | { type: "focus.cleared" }
  | { type: "reload" };

export interface ChainGraphContext {
  caseId: string;
  title: string | undefined;
  graph: ChainGraphData | undefined;
  /** The contacts' generations drawn, ascending. */
  generations: number[];
  /** The person whose exposure path is highlighted, the rest dimmed. */
  focused: string | undefined;
  failure: CallFailure | undefined;
}

/** Where a person's record is: a contact's row on the case page, or the case page's top for the index person. */
export function recordAddress(caseId: string, person: Pick<GraphPerson, "contact_id">): string {
  const casePage = `/console/tracing/cases/${encodeURIComponent(caseId)}`;
  return person.contact_id ? `${casePage}#contact-${encodeURIComponent(person.contact_id)}` : casePage;
}

/**
 * The part of the graph the filter shows: the index person and the people of the chosen generations,
 * the links between those people and places that belong to a chosen generation, and the places such
 * a link reaches (a place where only hidden people met drops out).
 */
export function visibleGraph(graph: ChainGraphData, generations: readonly number[]): ChainGraphData {
  const people = graph.people.filter((person) => person.generation === 0 || generations.includes(person.generation));
  const shownPeople = new Set(people.map((person) => person.id));
  const placeIds = new Set(graph.places.map((place) => place.id));
  const links = graph.links.filter(
    (link) => generations.includes(link.generation) && [link.from, link.to].every((end) => shownPeople.has(end) || placeIds.has(end)),
  );
  const reached = new Set(links.flatMap((link) => [link.from, link.to]));
  const places = graph.places.filter((place) => reached.has(place.id));
  return { people, places, links };
}

/**
 * The focused person's exposure path: the ids of the people from the index person down to them, and
 * of the places each was exposed at; none when no one is focused.
 */
export function exposurePath(context: Pick<ChainGraphContext, "graph" | "focused">): { people: string[]; places: string[] } {
  const byId = new Map(context.graph?.people.map((person) => [person.id, person]));
  const people: string[] = [];
  const places: string[] = [];
  let person = byId.get(context.focused ?? "");
  while (person && !people.includes(person.id)) {
    people.unshift(person.id);
    if (person.exposed_at) places.unshift(person.exposed_at);
    person = byId.get(person.exposed_by ?? "");
  }
  return { people, places };
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 028: the chain graph of a case. It loads the case's people and places, the official
 * hides or shows generations, focuses on one person's exposure path (decision 051), and opening a
 * person goes to their record.
 */
export const chainGraphMachine = setup({
  types: { context: {} as ChainGraphContext, events: {} as ChainGraphEvent, input: {} as { caseId: string } },
  actors: { loadGraph: fromPromise<LoadedGraph, { caseId: string }>(never) },
  actions: {
    /** The page goes to the address (the machine does not know the router). */
    openRecord: (_, _params: { address: string }) => {},
  },
  guards: {
    isPerson: ({ context, event }) => "personId" in event && (context.graph?.people.some((person) => person.id === event.personId) ?? false),
  },
}).createMachine({
  id: "chainGraph",
  context: ({ input }) => ({
    caseId: input.caseId,
    title: undefined,
    graph: undefined,
    generations: [...CONTACT_GENERATIONS],
    focused: undefined,
    failure: undefined,
  }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "loadGraph",
        src: "loadGraph",
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: { target: "ready", actions: assign({ title: ({ event }) => event.output.title, graph: ({ event }) => event.output.graph }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "generation.toggled": {
          actions: assign({
            generations: ({ context, event }) =>
              context.generations.includes(event.generation)
                ? context.generations.filter((generation) => generation !== event.generation)
                : CONTACT_GENERATIONS.filter((generation) => generation === event.generation || context.generations.includes(generation)),
            // Hiding the focused person's generation ends the focus: nothing shown would be highlighted.
            focused: ({ context, event }) =>
              context.graph?.people.find((person) => person.id === context.focused)?.generation === event.generation &&
              context.generations.includes(event.generation)
                ? undefined
                : context.focused,
          }),
        },
        "person.focused": { guard: "isPerson", actions: assign({ focused: ({ event }) => event.personId }) },
        "focus.cleared": { actions: assign({ focused: undefined }) },
        "person.opened": {
          guard: "isPerson",
          actions: {
            type: "openRecord",
            params: ({ context, event }) => {
              const person = context.graph?.people.find((candidate) => candidate.id === event.personId);
              return { address: recordAddress(context.caseId, { contact_id: person?.contact_id ?? null }) };
            },
          },
        },
      },
    },
    failed: { on: { reload: "loading" } },
  },
});
