import type { FastifyRequest } from "fastify";
import { recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import type { CaseRow } from "./case-lookup-service.ts";
import { TRACING_PURPOSE, type TracingDeps } from "./tracing-rules.ts";

/** A health official's request on one case's contact list. */
export interface ContactListContext {
  deps: TracingDeps;
  request: FastifyRequest;
  actor: StaffActor;
  now: Date;
}

type ListState = CaseRow["list_state"];

/** Why the case's list cannot take this step: a closed case, no list yet, or a list in the wrong state. */
export function listRefusal(row: Pick<CaseRow, "closed_at" | "list_state">, allowed: readonly ListState[]): HttpError | undefined {
  if (row.closed_at !== null) return new HttpError(409, "CASE_CLOSED");
  if (allowed.includes(row.list_state)) return undefined;
  if (row.list_state === "none") return new HttpError(409, "NO_CONTACT_LIST");
  if (row.list_state === "frozen") return new HttpError(409, "CONTACT_LIST_FROZEN");
  return new HttpError(409, "CONTACT_LIST_NOT_FROZEN");
}

export interface CaseAudit {
  action: string;
  /** The case the read or write was about; unknown when its id was. */
  row?: Pick<CaseRow, "id" | "user_id">;
  recordType?: string;
  recordId?: string;
  subjectUserId?: string | null;
  shown?: string | null;
  purpose?: string;
  outcome?: "ok" | "failed";
}

/** One audit record of a contact-list read or write, with the tracing purpose unless another was stated. */
export function auditCase({ deps, request, actor, now }: ContactListContext, entry: CaseAudit): Promise<void> {
  return recordAudit(
    deps.db,
    request,
    actor,
    {
      action: entry.action,
      outcome: entry.outcome ?? "ok",
      subjectUserId: entry.subjectUserId !== undefined ? entry.subjectUserId : (entry.row?.user_id ?? null),
      recordType: entry.recordType ?? "tracing_case",
      recordId: entry.recordId ?? entry.row?.id ?? null,
      shown: entry.shown ?? null,
      purpose: entry.purpose ?? TRACING_PURPOSE,
    },
    now,
  );
}

/** One audit record per contact a batch wrote, in one transaction: the trail names each person touched, as a single write would. */
export function auditContacts(
  context: ContactListContext,
  action: string,
  contacts: readonly { id: string; user_id: string | null }[],
  shown: string,
): Promise<void> {
  const { deps, request, actor, now } = context;
  return deps.db.transaction().execute(async (trx) => {
    for (const contact of contacts) {
      await recordAudit(
        trx,
        request,
        actor,
        { action, outcome: "ok", subjectUserId: contact.user_id, recordType: "tracing_contact", recordId: contact.id, shown, purpose: TRACING_PURPOSE },
        now,
      );
    }
  });
}

/** Runs a step; a refusal (404, 409) is audited as failed before it is answered, so probing shows in the trail. */
export async function auditedRefusals<T>(context: ContactListContext, action: string, caseId: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError) await auditCase(context, { action, outcome: "failed", recordId: caseId, subjectUserId: null });
    throw error;
  }
}
