import { randomUUID } from "node:crypto";
import {
  type CaseChange,
  type CaseOpening,
  commonwealthDay,
  type ContactConversion,
  infectiousWindow,
  type TracingCase,
  TRACING_MESSAGES,
  type WindowFacts,
} from "#domain/tracing/tracing-cases.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { personReference } from "../audit/person-reference.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import type { TracingRequest } from "./case-access.ts";
import { linkEarlierCases } from "./case-links.ts";
import { findPerson, type Person } from "./case-person-queries.ts";
import { type CaseRow, caseOr404, caseResource, caseResources } from "./case-lookup-service.ts";
import { writePersonStatus } from "./case-status-queries.ts";
import { TRACING_PURPOSE } from "./tracing-rules.ts";

export const READ_ACTION = "tracing.case.read";
export const LIST_ACTION = "tracing.cases.list";
const SHOWN = "name, mobile number, e-mail, case status, health status, dates, infectious window, contact list counts, linked cases";

/** Records each case as shown, all or none, and an empty list as such; the cases are answered only once this has committed. */
async function auditShown({ db, request, actor, now }: TracingRequest, action: string, rows: readonly CaseRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!rows.length) await recordAudit(trx, request, actor, { action, recordType: "tracing_case", shown: "nothing", purpose: TRACING_PURPOSE }, now);
    for (const row of rows) {
      await recordAudit(
        trx,
        request,
        actor,
        { action, subjectUserId: row.user_id, recordType: "tracing_case", recordId: row.id, shown: SHOWN, purpose: TRACING_PURPOSE },
        now,
      );
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

export const OPEN_ACTION = "tracing.case.open";
export const CHANGE_ACTION = "tracing.case.change";
export const CLOSE_ACTION = "tracing.case.close";
export const CONVERT_ACTION = "tracing.contact.convert";

/** A window that ends before it starts is refused on the end the official set (or the start, when they set only that). */
function checkWindow(facts: WindowFacts): void {
  const window = infectiousWindow(facts);
  if (window.to < window.from) throw fieldErrors([[facts.window_to || !facts.window_from ? "window_to" : "window_from", TRACING_MESSAGES.windowOrder]]);
}

/** The statuses, the case row's write and its audit record; the case answered only once both have committed. */
async function recordStatus(context: TracingRequest, row: CaseRow, action: string): Promise<void> {
  const { db, request, actor, now } = context;
  await db.transaction().execute(async (trx) => {
    await writePersonStatus(trx, { personKey: row.person_key, userId: row.user_id, caseStatus: row.case_status, healthStatus: row.health_status }, now);
    await recordAudit(trx, request, actor, { action, subjectUserId: row.user_id, recordType: "tracing_case", recordId: row.id, purpose: TRACING_PURPOSE }, now);
  });
}

/** POST /api/staff/tracing/cases: a person with an account or check-ins and no open case; their statuses follow the case. */
export async function openCase(context: TracingRequest, opening: CaseOpening): Promise<TracingCase> {
  const { db, request, actor, now, serverSecret } = context;
  const person = await findPerson(db, opening.person_key);
  if (!person) {
    const recordId = personReference(serverSecret, opening.person_key);
    await recordAudit(db, request, actor, { action: OPEN_ACTION, outcome: "failed", recordType: "person", recordId, purpose: TRACING_PURPOSE }, now);
    throw new HttpError(404, "PERSON_NOT_FOUND");
  }
  return openCaseOf(context, person, opening, OPEN_ACTION);
}

/**
 * POST /api/staff/tracing/cases/{id}/contacts/{contactId}/case: the contact turned into a case of
 * their own in one action (SORMAS's conversion), linked to the case they were a contact in. The
 * person is found as for any case; one whose check-ins are gone is known by the contact's snapshot.
 */
export async function convertContact(context: TracingRequest, caseId: string, contactId: string, facts: ContactConversion): Promise<TracingCase> {
  const { db, health, request, actor, now } = context;
  const contact = await health
    .selectFrom("tracing_contacts")
    .select(["person_key", "user_id", "full_name", "mobile_number", "email"])
    .where("case_id", "=", caseId)
    .where("id", "=", contactId)
    .executeTakeFirst();
  if (!contact) {
    await recordAudit(
      db,
      request,
      actor,
      { action: CONVERT_ACTION, outcome: "failed", recordType: "tracing_contact", recordId: contactId, purpose: TRACING_PURPOSE },
      now,
    );
    throw new HttpError(404, "CONTACT_NOT_FOUND");
  }
  const person = (await findPerson(db, contact.person_key)) ?? {
    key: contact.person_key,
    userId: contact.user_id,
    fullName: contact.full_name,
    mobileNumber: contact.mobile_number,
    email: contact.email,
  };
  return openCaseOf(context, person, facts, CONVERT_ACTION, caseId);
}

/**
 * A case for the person, unless one of theirs is open; linked to the cases they were a contact in
 * within the incubation period and to the one they were turned from (`convertedFrom`).
 */
async function openCaseOf(context: TracingRequest, person: Person, opening: ContactConversion, action: string, convertedFrom?: string): Promise<TracingCase> {
  const { health, actor, now } = context;
  const open = await health.selectFrom("tracing_cases").select("id").where("person_key", "=", person.key).where("closed_at", "is", null).executeTakeFirst();
  if (open) throw new HttpError(409, "CASE_ALREADY_OPEN");
  const openedOn = commonwealthDay(now);
  const facts = { ...opening, opened_on: openedOn };
  checkWindow(facts);
  const at = now.toISOString();
  const row: CaseRow = {
    id: randomUUID(),
    person_key: person.key,
    user_id: person.userId,
    full_name: person.fullName,
    mobile_number: person.mobileNumber,
    email: person.email,
    case_status: opening.case_status,
    health_status: opening.health_status,
    onset_date: opening.onset_date,
    test_date: opening.test_date,
    isolation_date: opening.isolation_date,
    window_from: opening.window_from,
    window_to: opening.window_to,
    opened_on: openedOn,
    opened_at: at,
    opened_by: actor.staffId ?? "",
    updated_at: at,
    closed_at: null,
    list_state: "none",
    list_computed_at: null,
    list_frozen_at: null,
    list_minimum_overlap_minutes: null,
    list_incubation_days: null,
    list_counts: "[]",
    list_capped: 0,
    untouched_notice_at: null,
  };
  const inserted = await health
    .insertInto("tracing_cases")
    .values(row)
    .onConflict((conflict) => conflict.column("person_key").where("closed_at", "is", null).doNothing())
    .executeTakeFirst();
  // Another official opened one between the check above and this insert.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, "CASE_ALREADY_OPEN");
  await linkEarlierCases(health, row, row.opened_by, now, convertedFrom);
  await recordStatus(context, row, action);
  return caseResource(context, row, now);
}

/** PATCH /api/staff/tracing/cases/{id}: what is sent changes; `closed: true` closes the case for good. */
export async function changeCase(context: TracingRequest, id: string, change: CaseChange): Promise<TracingCase> {
  const { health, now } = context;
  const current = await caseOr404(health, id);
  if (current.closed_at !== null) throw new HttpError(409, "CASE_CLOSED");
  const { closed, ...fields } = change;
  const changed: CaseRow = { ...current, ...fields, updated_at: now.toISOString(), closed_at: closed ? now.toISOString() : null };
  checkWindow(changed);
  // Only an open case changes: a close racing another change loses here rather than overwriting it.
  const result = await health
    .updateTable("tracing_cases")
    .set({
      case_status: changed.case_status,
      health_status: changed.health_status,
      onset_date: changed.onset_date,
      test_date: changed.test_date,
      isolation_date: changed.isolation_date,
      window_from: changed.window_from,
      window_to: changed.window_to,
      updated_at: changed.updated_at,
      closed_at: changed.closed_at,
    })
    .where("id", "=", id)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(409, "CASE_CLOSED");
  await recordStatus(context, changed, closed ? CLOSE_ACTION : CHANGE_ACTION);
  return caseResource(context, changed, now);
}
