import * as v from "valibot";
import { type AuditEvent, AuditList, type AuditQuery, AuditVerificationAnswer } from "#domain/audit.ts";
import { calling } from "./failed-call.ts";
import { listStaffMembers } from "./staff.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's audit viewer calls (decision 018); failures arrive as a CallFailure. */

const PAGE_SIZE = "50";

/** Newest first; `before` pages back from the last page's meta.next_before. */
export function listAuditEvents(
  filters: Pick<v.InferInput<typeof AuditQuery>, "staff_id" | "subject_user_id" | "from" | "to">,
  before: number | undefined,
): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
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
