import * as v from "valibot";
import type { AccessResult, VisitToConfirm } from "../../machines/logbook-scan.machine.ts";
import {
  ConfirmVisit,
  ConfirmVisitAnswer,
  LogbookQrValue,
  NotAllowedAnswer,
  ReportSymptoms,
  ScanQr,
  type ScanResult,
  ScanResultAnswer,
  VisitAnswer,
  VisitListAnswer,
} from "#domain/logbook.ts";
import { api } from "./client.ts";
import { refusalBody } from "./failed-call.ts";

/** The signed-in traveller's logbook calls (docs/product-spec.md, part 7), read with the shared contract. */

export type Visit = v.InferOutput<typeof VisitListAnswer>["data"][number];

/** POST /api/v1/me/profile/scan_qr: what a scanned code stands for, for checking in. */
export async function lookUpCode(code: string): Promise<ScanResult> {
  const answer = await api("/api/v1/me/profile/scan_qr", { method: "POST", body: v.parse(ScanQr, { uuid: code }) });
  return v.parse(ScanResultAnswer, answer).data;
}

/** POST /api/v1/me/profile/scan_qr/front-liner: whose or which code it is, for a front-liner. */
export async function verifyCode(code: string): Promise<ScanResult> {
  const answer = await api("/api/v1/me/profile/scan_qr/front-liner", { method: "POST", body: v.parse(ScanQr, { uuid: code }) });
  return v.parse(ScanResultAnswer, answer).data;
}

/**
 * POST /api/v1/me/profile/scan_qr/confirm, for the traveller and the people with them. A refused
 * entry (409) is on record; any other failure is NOT_ALLOWED without anyone's visit (docs/product-spec.md,
 * part 4). Either answer carries each companion's own door answer; the app words them in its own language.
 */
export async function confirmVisit(visit: VisitToConfirm): Promise<AccessResult> {
  try {
    const answer = v.parse(ConfirmVisitAnswer, await api("/api/v1/me/profile/scan_qr/confirm", { method: "POST", body: v.parse(ConfirmVisit, visit) }));
    return { status: "ALLOWED", companions: answer.companions };
  } catch (error) {
    const refused = v.safeParse(NotAllowedAnswer, refusalBody(error));
    return { status: "NOT_ALLOWED", recorded: refused.success, companions: refused.success ? refused.output.companions : [] };
  }
}

/** GET /api/v1/me/visits: the visits of the last 30 days, newest first. */
export async function listVisits(): Promise<Visit[]> {
  return v.parse(VisitListAnswer, await api("/api/v1/me/visits")).data;
}

/** POST /api/v1/me/visits/:id/check-out: ends the open visit now. */
export async function checkOut(id: string): Promise<Visit> {
  return v.parse(VisitAnswer, await api(`/api/v1/me/visits/${encodeURIComponent(id)}/check-out`, { method: "POST" })).data;
}

/** PUT /api/v1/me/symptoms: the chosen symptom codes, or NONE_OF_THE_ABOVE. */
export async function reportSymptoms(status: string[]): Promise<void> {
  await api("/api/v1/me/symptoms", { method: "PUT", body: v.parse(ReportSymptoms, { status }) });
}

/** GET /api/v1/me/logbook-qr: the value of the traveller's own QR code, for front-liners to scan. */
export async function myQrValue(): Promise<string> {
  return v.parse(LogbookQrValue, await api("/api/v1/me/logbook-qr")).data.qr_value;
}
