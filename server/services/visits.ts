import { randomBytes, randomUUID } from "node:crypto";
import type * as v from "valibot";
import type { AccessStatus } from "../../src/domain/access-rule.ts";
import type { EstablishmentScanResult, VisitResource } from "../../src/domain/logbook.ts";
import { isVisitOpen, visitEndsAt } from "../../src/domain/visit-rules.ts";
import type { Db } from "../db/connection.ts";
import { type EstablishmentRow, type NewVisit, recordVisit, type VisitWithEstablishment } from "../db/visit-queries.ts";
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
}

/**
 * Records a check-in, ending the person's open visit elsewhere, then lets the plausibility check
 * look at it. The visit is recorded whatever the access status: contact tracing needs it.
 */
export async function checkIn(db: Db, { establishment, visitor, accessStatus }: CheckIn, now: Date, checkOutKeyHash: string | null = null): Promise<RecordedVisit> {
  const id = randomUUID();
  const endsAt = visitEndsAt(now, establishment.visit_minutes).toISOString();
  await recordVisit(db, {
    ...visitor,
    id,
    establishment_id: establishment.id,
    check_out_key_hash: checkOutKeyHash,
    access_status: accessStatus,
    started_at: now.toISOString(),
    ends_at: endsAt,
    end_reason: "duration",
  });
  await flagImplausibleCheckIn(db, id, now);
  return { id, endsAt };
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
