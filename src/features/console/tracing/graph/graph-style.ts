import type { ElementDefinition, LayoutOptions, StylesheetJson } from "cytoscape";
import type { ChainGraphData } from "../../../../../machines/console/chain-graph.machine.ts";

/** A colour per generation (index person 0, contacts 1–3), told apart also by the legend's words and the table. */
export const GENERATION_COLOURS = ["#c62828", "#e65100", "#0b4f8a", "#6a1b9a"] as const;
export const PLACE_COLOUR = "#5b6775";

const colourOf = (generation: number) => GENERATION_COLOURS[Math.min(generation, GENERATION_COLOURS.length - 1)];

/** The ring a node is on, counted from the index person in the middle: people on even rings by generation, a place between the people who met there. */
function ringsOf(graph: ChainGraphData): Map<string, number> {
  const rings = new Map<string, number>(graph.people.map((person) => [person.id, 2 * person.generation]));
  const places = new Set(graph.places.map((place) => place.id));
  for (const link of graph.links) {
    if (places.has(link.to)) rings.set(link.to, Math.min(rings.get(link.to) ?? Infinity, 2 * link.generation - 1));
  }
  return rings;
}

const RING_GAP = 60;
const NODE_SPACING = 28;

/**
 * Where each node of a large graph goes: rings around the index person, each wide enough for its
 * nodes (a tree thousands wide is unreadable). Computed here in one pass: cytoscape's own layouts
 * take seconds for thousands of nodes.
 */
export function ringPositions(graph: ChainGraphData): Map<string, { x: number; y: number }> {
  const rings = ringsOf(graph);
  const byRing = new Map<number, string[]>();
  for (const id of [...graph.people.map((person) => person.id), ...graph.places.map((place) => place.id)]) {
    const ring = rings.get(id) ?? 0;
    byRing.set(ring, [...(byRing.get(ring) ?? []), id]);
  }
  const parentOf = new Map<string, string>();
  for (const link of graph.links) if (!parentOf.has(link.to)) parentOf.set(link.to, link.from);
  const angles = new Map<string, number>();
  const positions = new Map<string, { x: number; y: number }>();
  let radius = 0;
  for (const ring of [...byRing.keys()].sort((a, b) => a - b)) {
    // Each node sits near the one that exposed it (placed on an inner ring already), so few links cross.
    const parentAngle = (id: string) => angles.get(parentOf.get(id) ?? "") ?? 0;
    const ids = [...(byRing.get(ring) ?? [])].sort((a, b) => parentAngle(a) - parentAngle(b));
    if (ring > 0 || ids.length > 1) radius = Math.max(radius + RING_GAP, (ids.length * NODE_SPACING) / (2 * Math.PI));
    ids.forEach((id, index) => {
      const angle = (2 * Math.PI * index) / ids.length;
      angles.set(id, angle);
      positions.set(id, { x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
    });
  }
  return positions;
}

/** The graph as cytoscape elements, an unticked contact drawn hollow; a large graph's nodes already placed on their rings. */
export function graphElements(graph: ChainGraphData, large: boolean): ElementDefinition[] {
  const positions = large ? ringPositions(graph) : undefined;
  const placed = (id: string) => (positions ? { position: positions.get(id) ?? { x: 0, y: 0 } } : {});
  return [
    ...graph.people.map((person) => ({
      group: "nodes" as const,
      data: { id: person.id, label: person.label, kind: "person", colour: colourOf(person.generation) },
      classes: person.included ? "" : "excluded",
      ...placed(person.id),
    })),
    ...graph.places.map((place) => ({
      group: "nodes" as const,
      data: { id: place.id, label: place.label, kind: "place", colour: PLACE_COLOUR },
      ...placed(place.id),
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
        // Measuring thousands of labels makes every layout and redraw take seconds: a large graph goes without names (the table has them).
        label: large ? "" : "data(label)",
        "background-color": "data(colour)",
        "font-size": 11,
        "text-valign": "bottom",
        "text-margin-y": 3,
        "text-wrap": "ellipsis",
        "text-max-width": "120px",
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
        : {
            width: 1.5,
            "line-color": "data(colour)",
            "target-arrow-color": "data(colour)",
            "target-arrow-shape": "triangle",
            "curve-style": "bezier",
            opacity: 0.7,
          },
    },
  ];
}

/**
 * A tree from the index person down, generation by generation, with each place between the people
 * who met there. A filter that hides a generation leaves later ones without a parent: they start trees of their own.
 */
export function treeLayout(graph: ChainGraphData): LayoutOptions {
  const reached = new Set(graph.links.map((link) => link.to));
  const roots = [...graph.people, ...graph.places].filter((node) => !reached.has(node.id)).map((node) => node.id);
  return { name: "breadthfirst", directed: true, roots, spacingFactor: 1.1, animate: true, animationDuration: 300 };
}
