import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { HealthStore } from "../../server/db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../../server/db/stores/health/health-schema.ts";

/**
 * Tracing rows written straight into the health store: for tests of what comes after a case is
 * opened (contact lists, notifications, follow-up, retention), not of how cases are opened (those
 * go through the API).
 */
export async function insertCase(health: HealthStore, values: Partial<Insertable<HealthDatabase["tracing_cases"]>> & { opened_by: string }): Promise<string> {
  const id = values.id ?? randomUUID();
  // One open case per person: a new guest key unless the test names the person.
  const personKey = `mobile:1670${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const now = new Date().toISOString();
  await health
    .insertInto("tracing_cases")
    .values({
      id,
      person_key: personKey,
      user_id: null,
      full_name: "INDEX PERSON",
      mobile_number: null,
      email: null,
      case_status: "0003",
      health_status: null,
      onset_date: null,
      test_date: null,
      isolation_date: null,
      window_from: null,
      window_to: null,
      opened_on: now.slice(0, 10),
      opened_at: now,
      updated_at: now,
      closed_at: null,
      list_computed_at: null,
      list_frozen_at: null,
      list_minimum_overlap_minutes: null,
      list_incubation_days: null,
      ...values,
    })
    .execute();
  return id;
}

/** A contact of a case, generation 1 by default, included and waiting to be notified. */
export async function insertContact(
  health: HealthStore,
  values: Partial<Insertable<HealthDatabase["tracing_contacts"]>> & { case_id: string; person_key: string },
): Promise<string> {
  const id = values.id ?? randomUUID();
  const now = new Date().toISOString();
  await health
    .insertInto("tracing_contacts")
    .values({
      id,
      user_id: null,
      full_name: "CONTACT PERSON",
      mobile_number: null,
      email: null,
      language: "en",
      generation: 1,
      exposure_start: now,
      overlap_minutes: 30,
      establishment_id: randomUUID(),
      place: "Garapan Seaside Cafe — Beach Road",
      parent_contact_id: null,
      parent_person_key: "mobile:16705550100",
      parent_visit_id: randomUUID(),
      parent_visit_start: now,
      parent_visit_end: now,
      visit_id: randomUUID(),
      visit_start: now,
      visit_end: now,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      follow_up_due: null,
      follow_up_note: null,
      notified_at: null,
      notified_by: null,
      updated_at: now,
      ...values,
    })
    .execute();
  return id;
}
