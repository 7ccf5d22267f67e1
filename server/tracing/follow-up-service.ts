import type { FastifyRequest } from "fastify";
import { type AuditEntry, recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import { type CaseRow, findCase } from "./case-lookup-service.ts";
import { TRACING_PURPOSE, type TracingDeps } from "./tracing-rules.ts";

export interface Audited {
  deps: TracingDeps;
  request: FastifyRequest;
  actor: StaffActor;
  action: string;
}

/** An entry of the audit trail for this tracing action, with the tracing purpose. */
export function auditTracing({ deps, request, actor, action }: Audited, entry: Omit<AuditEntry, "action" | "purpose">, now = deps.clock()): Promise<void> {
  return recordAudit(deps.db, request, actor, { action, purpose: TRACING_PURPOSE, ...entry }, now);
}

/** A refusal, recorded as a failed attempt at the action before it is thrown. */
export async function refuse(audited: Audited, refusal: HttpError, index?: CaseRow): Promise<never> {
  await auditTracing(audited, { outcome: "failed", subjectUserId: index?.user_id ?? null, recordType: "tracing_case", recordId: index?.id ?? null });
  throw refusal;
}

/** The case the request names, or an audited 404. */
export async function auditedCase(audited: Audited, id: string): Promise<CaseRow> {
  const row = await findCase(audited.deps.health, id);
  return row ?? refuse(audited, new HttpError(404, "CASE_NOT_FOUND"));
}

/** The case the request names while its contacts are followed up: open, its list frozen; else an audited refusal. */
export async function followedUpCase(audited: Audited, id: string): Promise<CaseRow> {
  const index = await auditedCase(audited, id);
  if (index.closed_at !== null) return refuse(audited, new HttpError(409, "CASE_CLOSED"), index);
  if (index.list_state !== "frozen") return refuse(audited, new HttpError(409, "CONTACT_LIST_NOT_FROZEN"), index);
  return index;
}
