import * as v from "valibot";
import type { AuditFilters, TravellerIdentifier } from "../../machines/console/audit-viewer.machine.ts";
import { type AuditEvent, AuditList, type AuditQuery, AuditVerificationAnswer, WhoSawAnswer } from "#domain/audit.ts";
import { commonwealthWallClock } from "#domain/commonwealth-time.ts";
import { saveFile } from "../lib/save-file.ts";
import { calling } from "./failed-call.ts";
import { listStaffMembers } from "./staff.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's audit viewer calls (decision 018); failures arrive as a CallFailure. */

const PAGE_SIZE = "50";

/** Newest first; `before` pages back from the last page's meta.next_before. */
export function listAuditEvents(filters: AuditFilters, before: number | undefined): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
  const query: v.InferInput<typeof AuditQuery> = { ...filters, before: before === undefined ? undefined : String(before), limit: PAGE_SIZE };
  return calling(async () => {
    const answer = v.parse(AuditList, await staffApi("/api/staff/audit", { query }));
    return { events: answer.data, nextBefore: answer.meta.next_before };
  });
}

export function checkAuditChain() {
  return calling(async () => v.parse(AuditVerificationAnswer, await staffApi("/api/staff/audit/verification")).data);
}

export function listStaffForAudit() {
  return calling(listStaffMembers);
}

/** "Who saw this traveller" (decision 057): the identifier goes in the body, never in the address. */
export function askWhoSaw(identifier: TravellerIdentifier): Promise<AuditEvent[]> {
  return calling(async () => v.parse(WhoSawAnswer, await staffApi("/api/staff/audit/who-saw", { method: "POST", body: identifier })).data);
}

/** The filtered trail as CSV, named for the commonwealth's day it was taken. */
export function downloadAuditCsv(filters: AuditFilters, purpose: string): Promise<void> {
  return calling(async () => {
    const csv = await staffApi("/api/staff/audit.csv", { query: { ...filters, purpose }, responseType: "blob" });
    saveFile(csv, `audit-${commonwealthWallClock(new Date().toISOString()).toISOString().slice(0, 10)}.csv`);
  });
}
