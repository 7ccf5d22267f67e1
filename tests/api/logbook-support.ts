import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/connection.ts";
import type { CheckInBranch } from "../../server/logbook/check-in-flags.ts";
import { NO_COMPANY_OR_ADDRESS } from "../support/tracing-visits.ts";

export interface BranchOptions {
  name?: string;
  branch?: string;
  logo?: string;
  visitMinutes?: number;
  latitude?: number;
  longitude?: number;
}

/** A branch with its own location QR uuid, made directly in the database. */
export async function createBranch(db: Db, options: BranchOptions = {}): Promise<CheckInBranch> {
  const id = randomUUID();
  await db
    .insertInto("establishments")
    .values({
      id,
      name: options.name ?? "Saipan Noodle House",
      branch: options.branch ?? "Garapan",
      label: "Front desk",
      logo: options.logo ?? "",
      qr_type: "ESTABLISHMENT",
      created_at: new Date().toISOString(),
      account_id: null,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      visit_minutes: options.visitMinutes ?? 120,
    })
    .execute();
  return { id, latitude: options.latitude ?? null, longitude: options.longitude ?? null };
}

let guestCount = 0;

/** A complete guest check-in with a mobile number of its own. */
export function guestCheckIn(branchId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  guestCount += 1;
  return {
    name: "maria",
    middle_name: null,
    last_name: "santos",
    age: 34,
    gender: "FEMALE",
    mobile_number: `+1670${String(guestCount).padStart(7, "0")}`,
    email: null,
    ...NO_COMPANY_OR_ADDRESS,
    purpose: "Business",
    health_checklist: [],
    health_checklist_other: {},
    symptoms: ["NONE_OF_THE_ABOVE"],
    location_qr_code_uuid: branchId,
    ...overrides,
  };
}

export function visitsAt(db: Db, branchId: string) {
  return db.selectFrom("visits").selectAll().where("establishment_id", "=", branchId).orderBy("started_at").execute();
}
