import type * as v from "valibot";
import type { EstablishmentScanResult, VisitResource } from "#domain/logbook.ts";
import { isVisitOpen } from "#domain/visit-rules.ts";
import type { EstablishmentRow, NewVisit, VisitWithEstablishment } from "./visit-queries.ts";
import { hashToken } from "../sign-in/sessions.ts";
import { randomToken } from "../security/random-tokens.ts";

/** Who checked in, as the visit keeps it for contact tracing. */
export type Visitor = Omit<NewVisit, "id" | "establishment_id" | "check_out_key_hash" | "access_status" | "started_at" | "ends_at" | "end_reason">;

/** A guest's key to end their visit early: 128 random bits, answered once and kept only hashed. */
export function newCheckOutKey(): { key: string; hash: string } {
  const key = randomToken(16);
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

/** A branch as a signed-in scan shows it (docs/product-spec.md, part 3 "Scan result types"): qr_value is its uuid. */
export function establishmentScanResult(branch: EstablishmentRow): v.InferOutput<typeof EstablishmentScanResult> {
  const { id, qr_type, logo, name, label, latitude, longitude } = branch;
  const geoloc = latitude === null || longitude === null ? null : { latitude, longitude };
  return { result_type: "ESTABLISHMENT", qr_value: id, qr_type, logo, name, branch: branch.branch, label, geoloc };
}
