import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { TracingRequest } from "./case-access.ts";
import { type CaseRow, caseOr404, caseResource, caseResources } from "./case-resource.ts";
import { TRACING_PURPOSE } from "./tracing-context.ts";

export const READ_ACTION = "tracing.case.read";
export const LIST_ACTION = "tracing.cases.list";
const SHOWN = "name, mobile number, e-mail, case status, health status, dates, infectious window, contact list counts, linked cases";

/** Records each case as shown, all or none, and an empty list as such; the cases are answered only once this has committed. */
async function auditShown({ db, request, actor, now }: TracingRequest, action: string, rows: readonly CaseRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!rows.length) await recordAudit(trx, request, actor, { action, recordType: "tracing_case", shown: "nothing", purpose: TRACING_PURPOSE }, now);
    for (const row of rows) {
      await recordAudit(trx, request, actor, { action, subjectUserId: row.user_id, recordType: "tracing_case", recordId: row.id, shown: SHOWN, purpose: TRACING_PURPOSE }, now);
    }
  });
}

export async function readCase(context: TracingRequest, id: string): Promise<TracingCase> {
  const row = await caseOr404(context.health, id);
  const answer = await caseResource(context, row, context.now);
  await auditShown(context, READ_ACTION, [row]);
  return answer;
}

/** Open or closed cases: those with overdue follow-ups first, then the newest. */
export async function listCases(context: TracingRequest, state: "open" | "closed"): Promise<TracingCase[]> {
  const rows = await context.health
    .selectFrom("tracing_cases")
    .selectAll()
    .where("closed_at", state === "open" ? "is" : "is not", null)
    .orderBy("opened_at", "desc")
    .orderBy("id")
    .execute();
  const cases = await caseResources(context, rows, context.now);
  const overdue = (answer: TracingCase) => (answer.attributes.contact_list.overdue_follow_ups > 0 ? 0 : 1);
  // Array.prototype.sort is stable: within each group the newest stay first.
  const ordered = cases.sort((a, b) => overdue(a) - overdue(b));
  await auditShown(context, LIST_ACTION, rows);
  return ordered;
}
