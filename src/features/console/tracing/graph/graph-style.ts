import type { ElementDefinition, StylesheetJson } from "cytoscape";
import type { ChainGraphData } from "../../../../../machines/console/chain-graph.machine.ts";
import { type ChainPerson, EDGE_TURN, FONT_FAMILY, FONT_SIZE, NAME_GAP, NODE_SIZE, PLACE_OFFSET, type PlacedPerson } from "./chain-layout.ts";

/** A colour per generation (index person 0, contacts 1–3), told apart also by the legend's words and the table. */
export const GENERATION_COLOURS = ["#c62828", "#e65100", "#0b4f8a", "#6a1b9a"] as const;

const colourOf = (generation: number) => GENERATION_COLOURS[Math.min(generation, GENERATION_COLOURS.length - 1)];

/** Below this zoom a large graph's labels are too small to read and are not drawn (the page says so). */
export const LARGE_GRAPH_LABEL_ZOOM = 0.75;

/** The id of the edge into a person: each person has at most one, from whoever exposed them. */
export const exposureEdgeId = (personId: string) => `exposure-${personId}`;

/** The graph's people as the layout takes them, each with the name of the place they were exposed at. */
export function chainPeople(graph: ChainGraphData): ChainPerson[] {
  const placeLabel = new Map(graph.places.map((place) => [place.id, place.label]));
  return graph.people.map((person) => ({
    id: person.id,
    generation: person.generation,
    label: person.label,
    exposedBy: person.exposed_by,
    place: person.exposed_at === null ? null : (placeLabel.get(person.exposed_at) ?? null),
  }));
}

/**
 * The people as cytoscape nodes where the layout put them, an unticked contact drawn hollow, and an
 * edge from whoever exposed each to them, labelled with the place. Full names and places ride along for the hover tip.
 */
export function graphElements(graph: ChainGraphData, placed: Map<string, PlacedPerson>): ElementDefinition[] {
  const people = chainPeople(graph);
  const nodes = graph.people.map((person) => {
    const at = placed.get(person.id);
    return {
      group: "nodes" as const,
      data: { id: person.id, name: at?.name ?? person.label, full: person.label, colour: colourOf(person.generation) },
      classes: person.included ? "" : "excluded",
      position: { x: at?.x ?? 0, y: at?.y ?? 0 },
    };
  });
  const edges = people.flatMap((person) =>
    person.exposedBy !== null && placed.has(person.exposedBy)
      ? [
          {
            group: "edges" as const,
            data: {
              id: exposureEdgeId(person.id),
              source: person.exposedBy,
              target: person.id,
              place: placed.get(person.id)?.place ?? "",
              full: person.place ?? "",
              colour: colourOf(person.generation),
            },
          },
        ]
      : [],
  );
  return [...nodes, ...edges];
}

/** Sizes and fonts are the layout's (chain-layout.ts), so the labels it measured are the ones drawn. */
export function graphStyle(large: boolean): StylesheetJson {
  const text = {
    "font-size": FONT_SIZE,
    "font-family": FONT_FAMILY,
    color: "#1b1f24",
    ...(large ? { "min-zoomed-font-size": FONT_SIZE * LARGE_GRAPH_LABEL_ZOOM } : {}),
  };
  return [
    {
      selector: "node",
      style: {
        ...text,
        label: "data(name)",
        "background-color": "data(colour)",
        "text-halign": "right",
        "text-valign": "center",
        "text-margin-x": NAME_GAP,
        width: NODE_SIZE,
        height: NODE_SIZE,
        "border-width": 2,
        "border-color": "#fff",
      },
    },
    { selector: "node.excluded", style: { "background-color": "#fff", "border-width": 3, "border-color": "data(colour)" } },
    {
      selector: "edge",
      style: {
        ...text,
        width: 1.5,
        "line-color": "data(colour)",
        "curve-style": "taxi",
        "taxi-direction": "downward",
        "taxi-turn": EDGE_TURN,
        "taxi-turn-min-distance": 4,
        "target-label": "data(place)",
        "target-text-offset": PLACE_OFFSET,
        "font-style": "italic",
        color: "#3d4650",
        "text-background-color": "#fff",
        "text-background-opacity": 1,
        "text-background-padding": "1px",
      },
    },
    { selector: ".dimmed", style: { opacity: 0.2 } },
    { selector: "node.on-path", style: { "border-width": 4, "border-color": "#1b1f24", "font-weight": "bold" } },
    { selector: "edge.on-path", style: { width: 4, "font-weight": "bold", color: "#1b1f24" } },
  ];
}
