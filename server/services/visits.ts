import { randomBytes, randomUUIDv7 } from "node:crypto";
import type { Transaction } from "kysely";
import type * as v from "valibot";
import type { AccessStatus } from "../../src/domain/access-rule.ts";
import type { EstablishmentScanResult, VisitResource } from "../../src/domain/logbook.ts";
import { isVisitOpen, visitEndsAt } from "../../src/domain/visit-rules.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { type BranchCheckIns, type EstablishmentRow, endRacingVisits, type NewVisit, recordVisit, type VisitWithEstablishment } from "../db/visit-queries.ts";
import { flagImplausibleCheckIn } from "./check-in-flags.ts";
import { hashToken } from "./sessions.ts";

/** Who checked in, as the visit keeps it for contact tracing. */
export type Visitor = Omit<NewVisit, "id" | "establishment_id" | "check_out_key_hash" | "access_status" | "started_at" | "ends_at" | "end_reason">;

export interface CheckIn {
  establishment: EstablishmentRow;
  visitor: Visitor;
  accessStatus: AccessStatus;
}

export interface RecordedVisit {
  id: string;
  endsAt: string;
  /** The branch's check-ins of the last minute, this one included. */
  atBranch: BranchCheckIns;
}

/**
 * Records a check-in in the caller's transaction, ending the person's open visit elsewhere, and
 * lets the plausibility check look at it there: the check-in commits once, and a failing check
 * takes it back rather than leave a recorded visit answered with an error. The visit is recorded
 * whatever the access status: contact tracing needs it. Time-ordered ids append to the id index.
 */
export async function recordCheckIn(
  trx: Transaction<CoreDatabase>,
  { establishment, visitor, accessStatus }: CheckIn,
  now: Date,
  checkOutKeyHash: string | null = null,
): Promise<RecordedVisit> {
  const id = randomUUIDv7();
  const startedAt = now.toISOString();
  const endsAt = visitEndsAt(now, establishment.visit_minutes).toISOString();
  await recordVisit(trx, {
    ...visitor,
    id,
    establishment_id: establishment.id,
    check_out_key_hash: checkOutKeyHash,
    access_status: accessStatus,
    started_at: startedAt,
    ends_at: endsAt,
    end_reason: "duration",
  });
  const atBranch = await flagImplausibleCheckIn(trx, { id, person_key: visitor.person_key, started_at: startedAt }, establishment, now);
  return { id, endsAt, atBranch };
}

/** A check-in in a transaction of its own, then the race check that has to follow its commit. */
export async function checkIn(db: Db, details: CheckIn, now: Date): Promise<RecordedVisit> {
  const visit = await db.transaction().execute((trx) => recordCheckIn(trx, details, now));
  await endRacingVisits(db, details.visitor.person_key, now);
  return visit;
}

/** A guest's key to end their visit early: 128 random bits, answered once and kept only hashed. */
export function newCheckOutKey(): { key: string; hash: string } {
  const key = randomBytes(16).toString("base64url");
  return { key, hash: hashToken(key) };
}

export function visitResource(row: VisitWithEstablishment, now: Date): v.InferOutput<typeof VisitResource> {
  return {
    id: row.id,
    type: "visit",
    attributes: {
      establishment: { uuid: row.establishment_id, name: row.name, branch: row.branch, label: row.label, logo: row.logo },
      purpose: row.purpose,
      access_status: row.access_status,
      started_at: row.started_at,
      ends_at: row.ends_at,
      end_reason: row.end_reason,
      is_open: isVisitOpen(row.ends_at, now),
    },
  };
}

/** A branch as a signed-in scan shows it (spec part 3 "Scan result types"): qr_value is its uuid. */
export function establishmentScanResult(branch: EstablishmentRow): v.InferOutput<typeof EstablishmentScanResult> {
  const { id, qr_type, logo, name, label, latitude, longitude } = branch;
  const geoloc = latitude === null || longitude === null ? null : { latitude, longitude };
  return { result_type: "ESTABLISHMENT", qr_value: id, qr_type, logo, name, branch: branch.branch, label, geoloc };
}
