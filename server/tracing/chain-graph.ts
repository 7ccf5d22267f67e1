import type * as v from "valibot";
import type { ChainGraph } from "#domain/tracing/tracing-contacts.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { CaseRow } from "./case-lookup-service.ts";
import { keptContact } from "./contact-reach.ts";

type Graph = v.InferOutput<typeof ChainGraph>["data"];
type Link = Graph["links"][number];

/**
 * The case's chain: the index person (generation 0, the case's id) and every contact (their contact
 * id) with who exposed them where, the places where someone was exposed, and for each contact a link from whoever exposed them
 * to the place and from the place to them. A person who exposed several people at one place has one
 * link there, with the longest of those overlaps.
 */
export async function chainGraph(health: HealthStore, row: CaseRow): Promise<Graph> {
  const contacts = await health
    .selectFrom("tracing_contacts")
    .select(["id", "full_name", "generation", "establishment_id", "place", "parent_contact_id", "overlap_minutes"])
    .select(keptContact().as("kept"))
    .where("case_id", "=", row.id)
    .orderBy("generation")
    .orderBy("exposure_start")
    .orderBy("id")
    .execute();
  const people: Graph["people"] = [
    { id: row.id, contact_id: null, label: row.full_name, generation: 0, included: true, exposed_by: null, exposed_at: null },
    ...contacts.map((contact) => ({
      id: contact.id,
      contact_id: contact.id,
      label: contact.full_name,
      generation: contact.generation,
      included: Boolean(contact.kept),
      exposed_by: contact.parent_contact_id ?? row.id,
      exposed_at: contact.establishment_id,
    })),
  ];
  const places = new Map<string, Graph["places"][number]>();
  const links = new Map<string, Link>();
  const link = (candidate: Link) => {
    const key = `${candidate.from}>${candidate.to}`;
    const known = links.get(key);
    if (!known || candidate.overlap_minutes > known.overlap_minutes) links.set(key, candidate);
  };
  for (const contact of contacts) {
    places.set(contact.establishment_id, { id: contact.establishment_id, label: contact.place });
    const exposure = { generation: contact.generation, overlap_minutes: contact.overlap_minutes };
    link({ from: contact.parent_contact_id ?? row.id, to: contact.establishment_id, ...exposure });
    link({ from: contact.establishment_id, to: contact.id, ...exposure });
  }
  return { people, places: [...places.values()], links: [...links.values()] };
}
