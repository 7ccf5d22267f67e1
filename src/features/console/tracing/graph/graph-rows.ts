import type { ChainGraphData, GraphPerson } from "../../../../../machines/console/chain-graph.machine.ts";

export interface PersonRow {
  person: GraphPerson;
  /** Where and how long this person overlapped with whoever exposed them; none for the index person. */
  exposures: { place: string; overlap_minutes: number }[];
}

export interface PlaceRow {
  id: string;
  label: string;
  /** How many of the people shown were exposed there. */
  exposed: number;
}

/** The drawing's people as table rows, in generation order, each with the places they were exposed at. */
export function personRows(graph: ChainGraphData): PersonRow[] {
  const placeLabel = new Map(graph.places.map((place) => [place.id, place.label]));
  const exposures = new Map<string, PersonRow["exposures"]>();
  for (const link of graph.links) {
    const place = placeLabel.get(link.from);
    if (place === undefined) continue;
    exposures.set(link.to, [...(exposures.get(link.to) ?? []), { place, overlap_minutes: link.overlap_minutes }]);
  }
  return [...graph.people]
    .sort((a, b) => a.generation - b.generation || a.label.localeCompare(b.label))
    .map((person) => ({ person, exposures: exposures.get(person.id) ?? [] }));
}

export function placeRows(graph: ChainGraphData): PlaceRow[] {
  const exposed = new Map<string, number>();
  for (const link of graph.links) exposed.set(link.from, (exposed.get(link.from) ?? 0) + 1);
  return graph.places
    .map((place) => ({ id: place.id, label: place.label, exposed: exposed.get(place.id) ?? 0 }))
    .sort((a, b) => b.exposed - a.exposed || a.label.localeCompare(b.label));
}
