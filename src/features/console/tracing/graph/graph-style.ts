import type { ElementDefinition, StylesheetJson } from "cytoscape";
import type { ChainGraphData } from "../../../../../machines/console/chain-graph.machine.ts";

/** A colour per generation (index person 0, contacts 1–3), told apart also by the legend's words and the table. */
export const GENERATION_COLOURS = ["#c62828", "#e65100", "#0b4f8a", "#6a1b9a"] as const;
export const PLACE_COLOUR = "#5b6775";

const colourOf = (generation: number) => GENERATION_COLOURS[Math.min(generation, GENERATION_COLOURS.length - 1)];

/**
 * The graph as cytoscape elements. `level` rings the concentric layout: the index person in the
 * middle, each generation one ring further out, and a place on the ring between the people who met there.
 */
export function graphElements(graph: ChainGraphData): ElementDefinition[] {
  const placeLevel = new Map<string, number>();
  for (const link of graph.links) {
    for (const end of [link.from, link.to]) placeLevel.set(end, Math.max(placeLevel.get(end) ?? 0, 11 - 2 * link.generation));
  }
  return [
    ...graph.people.map((person) => ({
      group: "nodes" as const,
      data: { id: person.id, label: person.label, kind: "person", colour: colourOf(person.generation), level: 10 - 2 * person.generation },
      classes: person.included ? "" : "excluded",
    })),
    ...graph.places.map((place) => ({
      group: "nodes" as const,
      data: { id: place.id, label: place.label, kind: "place", colour: PLACE_COLOUR, level: placeLevel.get(place.id) ?? 0 },
    })),
    ...graph.links.map((link, index) => ({
      group: "edges" as const,
      data: { id: `link-${index}`, source: link.from, target: link.to, colour: colourOf(link.generation) },
    })),
  ];
}

export function graphStyle(large: boolean): StylesheetJson {
  return [
    {
      selector: "node",
      style: {
        label: "data(label)",
        "background-color": "data(colour)",
        "font-size": 11,
        "text-valign": "bottom",
        "text-margin-y": 3,
        "text-wrap": "ellipsis",
        "text-max-width": "120px",
        // A big graph shows names only once zoomed in far enough to read them.
        "min-zoomed-font-size": large ? 9 : 0,
        width: 22,
        height: 22,
      },
    },
    { selector: "node[kind = 'person']", style: { shape: "ellipse" } },
    { selector: "node[kind = 'place']", style: { shape: "round-rectangle", width: 18, height: 18, "font-style": "italic" } },
    { selector: "node.excluded", style: { "background-color": "#fff", "border-width": 3, "border-color": "data(colour)" } },
    {
      selector: "edge",
      style: large
        ? { width: 1, "line-color": "data(colour)", "curve-style": "haystack", opacity: 0.5 }
        : { width: 1.5, "line-color": "data(colour)", "target-arrow-color": "data(colour)", "target-arrow-shape": "triangle", "curve-style": "bezier", opacity: 0.7 },
    },
  ];
}
