import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "../../server/db/connection.ts";
import type { CoreDatabase } from "../../server/db/schema.ts";

/** What contact tracing reads of a visit; the rest of the row is filled as a guest check-in would. */
export interface PlannedVisit {
  id: string;
  branchId: string;
  personKey: string;
  startedAt: string;
  endsAt: string;
}

/** No company and no address: what a guest who gives neither leaves empty. */
export const NO_COMPANY_OR_ADDRESS = {
  company_name: null,
  region_code: null,
  province_code: null,
  municipality_code: null,
  barangay_code: null,
} as const;

export function visitRow(visit: PlannedVisit): Insertable<CoreDatabase["visits"]> {
  return {
    id: visit.id,
    establishment_id: visit.branchId,
    user_id: null,
    person_key: visit.personKey,
    check_out_key_hash: null,
    first_name: "TEST",
    middle_name: null,
    last_name: "VISITOR",
    age: 30,
    gender: null,
    mobile_number: null,
    email: null,
    ...NO_COMPANY_OR_ADDRESS,
    purpose: null,
    symptoms: null,
    health_checklist: null,
    health_checklist_other: null,
    access_status: "ALLOWED",
    started_at: visit.startedAt,
    ends_at: visit.endsAt,
    end_reason: "duration",
  };
}

/** Writes the visits with multi-row inserts, `perStatement` rows each, in one transaction. */
export async function insertPlannedVisits(db: Db, visits: readonly PlannedVisit[], perStatement = 200): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < visits.length; at += perStatement) {
      await trx
        .insertInto("visits")
        .values(visits.slice(at, at + perStatement).map(visitRow))
        .execute();
    }
  });
}

/** Writes one visit of a person who gave their names, mobile number or e-mail (`person`, as the row holds them); the visit's id. */
export async function insertPersonVisit(db: Db, visit: Omit<PlannedVisit, "id">, person: Partial<Insertable<CoreDatabase["visits"]>>): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("visits")
    .values({ ...visitRow({ id, ...visit }), ...person })
    .execute();
  return id;
}
