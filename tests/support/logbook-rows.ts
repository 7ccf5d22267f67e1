import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/connection.ts";

const MINUTE_MS = 60_000;

/** A check-in of `personKey` at a branch, started at `startedAt`, as the check-in endpoints record it. */
export async function insertVisit(db: Db, visit: { branchId: string; personKey: string; startedAt: Date }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("visits")
    .values({
      id,
      establishment_id: visit.branchId,
      user_id: null,
      person_key: visit.personKey,
      check_out_key_hash: null,
      first_name: "TEST",
      middle_name: null,
      last_name: "VISITOR",
      age: 30,
      gender: "FEMALE",
      mobile_number: "16705550100",
      email: null,
      company_name: null,
      region_code: null,
      province_code: null,
      municipality_code: null,
      barangay_code: null,
      purpose: "Business",
      symptoms: JSON.stringify(["NONE_OF_THE_ABOVE"]),
      health_checklist: null,
      health_checklist_other: null,
      access_status: "ALLOWED",
      started_at: visit.startedAt.toISOString(),
      ends_at: new Date(visit.startedAt.getTime() + 120 * MINUTE_MS).toISOString(),
      end_reason: "duration",
    })
    .execute();
  return id;
}
