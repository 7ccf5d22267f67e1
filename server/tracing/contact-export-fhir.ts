import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ExportedContact } from "./contact-export.ts";

/** The product's own codes, for what FHIR and SNOMED CT have no code for (decision 048). */
const TRACING_CODES = "urn:travel-declaration:contact-tracing";
const EXPOSURE = {
  coding: [{ system: "http://snomed.info/sct", code: "840546002", display: "Exposure to severe acute respiratory syndrome coronavirus 2 (event)" }],
  text: "Exposure to a COVID-19 case at a venue",
};
/** A check-in at a venue is not a visit to a health service: FHIR's "field" class, outside any healthcare setting. */
const FIELD = { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "FLD", display: "field" };
const SOCIAL_HISTORY = { coding: [{ system: "http://terminology.hl7.org/CodeSystem/observation-category", code: "social-history" }] };

interface BundleEntry {
  fullUrl: string;
  resource: { resourceType: string; id: string } & Record<string, unknown>;
}

const reference = (id: string, display?: string) => ({ reference: `urn:uuid:${id}`, ...(display ? { display } : {}) });
const entry = (resource: BundleEntry["resource"]): BundleEntry => ({ fullUrl: `urn:uuid:${resource.id}`, resource });
const component = (code: string, display: string, value: Record<string, unknown>) => ({
  code: { coding: [{ system: TRACING_CODES, code, display }], text: display },
  ...value,
});

function patient(contact: ExportedContact): BundleEntry {
  const telecom = [
    ...(contact.mobile_number ? [{ system: "phone", value: contact.mobile_number, use: "mobile" }] : []),
    ...(contact.email ? [{ system: "email", value: contact.email }] : []),
  ];
  return entry({
    resourceType: "Patient",
    id: contact.id,
    name: [{ text: contact.full_name }],
    ...(telecom.length ? { telecom } : {}),
    communication: [{ language: { coding: [{ system: "urn:ietf:bcp:47", code: contact.language }] }, preferred: true }],
  });
}

function location(contact: ExportedContact): BundleEntry {
  return entry({ resourceType: "Location", id: contact.establishment_id, status: "active", name: contact.place, mode: "instance" });
}

/** The contact's check-in at the venue, and their exposure there: overlap, generation and who exposed them. */
function exposure(contact: ExportedContact, indexName: string): BundleEntry[] {
  const encounterId = randomUUID();
  const encounter = entry({
    resourceType: "Encounter",
    id: encounterId,
    status: "finished",
    class: FIELD,
    subject: reference(contact.id, contact.full_name),
    period: { start: contact.visit_start, end: contact.visit_end },
    location: [{ location: reference(contact.establishment_id, contact.place) }],
  });
  const overlapEnd = new Date(Date.parse(contact.exposure_start) + contact.overlap_minutes * 60_000).toISOString();
  const observation = entry({
    resourceType: "Observation",
    id: randomUUID(),
    status: "final",
    category: [SOCIAL_HISTORY],
    code: EXPOSURE,
    subject: reference(contact.id, contact.full_name),
    encounter: reference(encounterId),
    effectivePeriod: { start: contact.exposure_start, end: overlapEnd },
    component: [
      component("generation", "Generation of contact (1 met the case)", { valueInteger: contact.generation }),
      component("overlap", "Time together", {
        valueQuantity: { value: contact.overlap_minutes, unit: "min", system: "http://unitsofmeasure.org", code: "min" },
      }),
      component("exposed-by", "Exposed by", { valueString: contact.parent_full_name ?? indexName }),
    ],
  });
  return [encounter, observation];
}

/**
 * The frozen list as a FHIR R4 Bundle of type "collection" for the pandemic platform (decision 048):
 * per contact a Patient, the Encounter of their check-in at the venue's Location, and an Observation
 * of the exposure. Written as the rows arrive; each Location once.
 */
export function contactFhirBundle(pages: AsyncIterable<ExportedContact[]>, indexName: string, now: Date): Readable {
  async function* parts(): AsyncGenerator<string> {
    const timestamp = now.toISOString();
    yield `{"resourceType":"Bundle","id":"${randomUUID()}","meta":{"lastUpdated":"${timestamp}"},"type":"collection","timestamp":"${timestamp}","entry":[`;
    const places = new Set<string>();
    let first = true;
    for await (const page of pages) {
      const entries: BundleEntry[] = [];
      for (const contact of page) {
        if (!places.has(contact.establishment_id)) {
          places.add(contact.establishment_id);
          entries.push(location(contact));
        }
        entries.push(patient(contact), ...exposure(contact, indexName));
      }
      const text = entries.map((one) => JSON.stringify(one)).join(",");
      yield first ? text : `,${text}`;
      first = false;
    }
    yield "]}";
  }
  return Readable.from(parts());
}
