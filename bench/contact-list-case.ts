import { randomUUID } from "node:crypto";
import { type Insertable, sql } from "kysely";
import type { DatabaseKind } from "../server/db/connection.ts";
import type { HealthStore } from "../server/db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../server/db/stores/health/health-schema.ts";

type ContactRow = Insertable<HealthDatabase["tracing_contacts"]>;

const INDEX_PERSON = "mobile:16705550100";

/** An index case whose contact list was computed now, left as a draft or frozen; its id. */
export async function insertIndexCase(health: HealthStore, openedBy: string, list: "draft" | "frozen", now: string): Promise<string> {
  const caseId = randomUUID();
  await health
    .insertInto("tracing_cases")
    .values({
      id: caseId,
      person_key: INDEX_PERSON,
      user_id: null,
      full_name: "IDA INDEX",
      mobile_number: "16705550100",
      email: null,
      case_status: "0003",
      health_status: null,
      onset_date: "2026-03-10",
      test_date: null,
      isolation_date: null,
      window_from: null,
      window_to: null,
      opened_on: "2026-03-12",
      opened_at: now,
      opened_by: openedBy,
      updated_at: now,
      closed_at: null,
      list_state: list,
      list_computed_at: now,
      list_frozen_at: list === "frozen" ? now : null,
      list_minimum_overlap_minutes: 15,
      list_incubation_days: 14,
    })
    .execute();
  return caseId;
}

/** The index case's contact number `index`, exposed at `exposure` with the index person at one place, included and still to notify. */
export function listedContact(caseId: string, index: number, exposure: string, now: string) {
  const mobile = `1670${String(index).padStart(7, "0")}`;
  return {
    id: randomUUID(),
    case_id: caseId,
    person_key: `mobile:${mobile}`,
    user_id: null,
    full_name: `CONTACT ${index} DELA CRUZ`,
    mobile_number: mobile,
    email: index % 2 ? `contact${index}@example.com` : null,
    language: "en",
    generation: 1 + (index % 3),
    exposure_start: exposure,
    overlap_minutes: 15 + (index % 90),
    establishment_id: caseId,
    place: "Saipan Noodle House — Garapan",
    parent_contact_id: null,
    parent_person_key: INDEX_PERSON,
    parent_visit_id: randomUUID(),
    parent_visit_start: exposure,
    parent_visit_end: exposure,
    visit_id: randomUUID(),
    visit_start: exposure,
    visit_end: exposure,
    included: 1,
    follow_up_status: "to_notify",
    follow_up_due: null,
    updated_at: now,
  } satisfies ContactRow;
}

/** Writes `count` contacts in one transaction, `perInsert` rows a statement, then has PostgreSQL gather their statistics. */
export async function insertContacts(kind: DatabaseKind, health: HealthStore, count: number, perInsert: number, contact: (index: number) => ContactRow) {
  await health.transaction().execute(async (trx) => {
    for (let at = 0; at < count; at += perInsert) {
      await trx
        .insertInto("tracing_contacts")
        .values(Array.from({ length: Math.min(perInsert, count - at) }, (_, offset) => contact(at + offset)))
        .execute();
    }
  });
  // Autovacuum would gather the new rows' statistics within a minute; the bench does not wait for it.
  if (kind === "postgres") await sql`analyze tracing_contacts`.execute(health);
}
