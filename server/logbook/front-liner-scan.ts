import type { FastifyRequest } from "fastify";
import { displayedStatus } from "#domain/health-status.ts";
import { QR_NOT_FOUND_MESSAGE, type ScanResult, scannedCode } from "#domain/logbook.ts";
import { validTripCode } from "#domain/trip-code.ts";
import { TRIP_QR_SCANNED_HERE_MESSAGE, tripQrIdInAddress } from "#domain/trips.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import { findEstablishment } from "./visit-queries.ts";

const FRONT_LINER_SCAN_ACTION = "front_liner.scan";

const AUDIT_DETAIL = {
  user: "user QR resolved: full_name, company_name, municipality_name, status, health_status shown",
  notFound: "scanned value matched no branch and no user QR",
} as const;

/**
 * What a front-liner sees for a scanned QR: a branch, or the few facts about a person a door check
 * needs. Every look-up that could have shown a person is audited, in the same transaction as the
 * read, misses included so that guessing shows up in the audit.
 */
export async function frontLinerScan(db: Db, request: FastifyRequest, staffId: string, scanned: string, now: Date): Promise<ScanResult> {
  // A trip QR's address or its short code is recognised without a look-up: it is never a person's or a branch's code.
  if (tripQrIdInAddress(scanned) || validTripCode(scanned)) return { result_type: "NOT_FOUND", message: TRIP_QR_SCANNED_HERE_MESSAGE };
  const code = scannedCode(scanned);
  const branch = await findEstablishment(db, code);
  if (branch) {
    const { id, qr_type, logo, name, label, latitude, longitude } = branch;
    const geoloc = latitude === null || longitude === null ? null : { latitude, longitude };
    return { result_type: "ESTABLISHMENT", qr_value: id, qr_type, logo, name, branch: branch.branch, label, geoloc };
  }
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom("users")
      .leftJoin("addresses", (join) => join.onRef("addresses.code", "=", "users.municipality_code").on("addresses.level", "=", "municipality"))
      .select([
        "users.id",
        "users.first_name",
        "users.middle_name",
        "users.last_name",
        "users.company_name",
        "users.case_status",
        "users.health_status",
        "addresses.name as municipality_name",
      ])
      .where("users.logbook_qr", "=", code)
      .executeTakeFirst();
    await recordAudit(
      trx,
      request,
      { staffId, role: "front_liner" },
      {
        action: FRONT_LINER_SCAN_ACTION,
        outcome: person ? "ok" : "failed",
        subjectUserId: person?.id ?? null,
        recordType: "user_qr",
        shown: person ? AUDIT_DETAIL.user : AUDIT_DETAIL.notFound,
      },
      now,
    );
    if (!person) return { result_type: "NOT_FOUND", message: QR_NOT_FOUND_MESSAGE };
    return {
      result_type: "USER",
      full_name: [person.first_name, person.middle_name, person.last_name].filter((name) => name).join(" "),
      company_name: person.company_name ?? "",
      municipality_name: person.municipality_name ?? "",
      status: displayedStatus(person)?.name ?? null,
      health_status: person.health_status,
    };
  });
}
