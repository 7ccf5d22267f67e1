import type { Selectable } from "kysely";
import { CONTACT_MESSAGES, type TracingContact } from "../../src/domain/tracing/tracing-contacts.ts";
import { toLocale, FALLBACK_LOCALE } from "../../src/domain/locales.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { HttpError } from "../http/errors.ts";
import type { CaseRow } from "./case-resource.ts";

export type ContactRow = Selectable<HealthDatabase["tracing_contacts"]>;

/** The case's contact; none for an id that is not one of this case's contacts. */
export function findContact(health: HealthStore, caseId: string, contactId: string): Promise<ContactRow | undefined> {
  return health.selectFrom("tracing_contacts").selectAll().where("id", "=", contactId).where("case_id", "=", caseId).executeTakeFirst();
}

export const contactNotFound = (): HttpError => new HttpError(404, CONTACT_MESSAGES.contactNotFound);

/** Who exposed the contact: the index person for the first generation, else the contact it was traced from. */
export async function parentNameOf(health: HealthStore, index: CaseRow, row: ContactRow): Promise<string> {
  if (row.parent_contact_id === null) return index.full_name;
  const parent = await health.selectFrom("tracing_contacts").select("full_name").where("id", "=", row.parent_contact_id).executeTakeFirst();
  return parent?.full_name ?? index.full_name;
}

/** A stored contact as the contact routes answer it. */
export function contactResource(row: ContactRow, parentName: string): TracingContact {
  return {
    id: row.id,
    type: "tracing_contact",
    attributes: {
      person_key: row.person_key,
      kind: row.person_key.startsWith("user:") ? "account" : "guest",
      full_name: row.full_name,
      mobile_number: row.mobile_number,
      email: row.email,
      language: toLocale(row.language) ?? FALLBACK_LOCALE,
      generation: Number(row.generation),
      exposure_start: row.exposure_start,
      overlap_minutes: Number(row.overlap_minutes),
      establishment_id: row.establishment_id,
      place: row.place,
      parent_contact_id: row.parent_contact_id,
      parent_name: parentName,
      parent_visit: { id: row.parent_visit_id, started_at: row.parent_visit_start, ends_at: row.parent_visit_end },
      visit: { id: row.visit_id, started_at: row.visit_start, ends_at: row.visit_end },
      included: Number(row.included) === 1,
      review_reason: row.review_reason,
      follow_up_status: row.follow_up_status,
      follow_up_due: row.follow_up_due,
      follow_up_note: row.follow_up_note,
      notified_at: row.notified_at,
      notified_by: row.notified_by,
    },
  };
}
