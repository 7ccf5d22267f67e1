import type { Selectable, SqlBool } from "kysely";
import type * as v from "valibot";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { type ContactChannel, type ContactListQuery, type ContactReview, type FollowUpStatus, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { toLocale, FALLBACK_LOCALE } from "#domain/locales.ts";
import type { DiarySummary } from "#domain/tracing/symptom-diary.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { HttpError } from "../http/errors.ts";
import { isAccountKey } from "#domain/person-key.ts";
import { alreadyNotified, type EarlierNotice } from "./already-notified.ts";
import { casesOfContacts } from "./case-links.ts";
import { type CaseRow, caseOr404 } from "./case-lookup-service.ts";
import { type ContactListContext, listRefusal } from "./contact-list-access-service.ts";
import { keptContact, recomputeReach } from "./contact-reach.ts";
import { diarySummaries } from "./diary-service.ts";

export type StoredContact = Selectable<HealthDatabase["tracing_contacts"]> & { parent_full_name: string | null; kept: SqlBool };

/** What a list read shows of each contact, for the audit trail. */
export const CONTACT_FIELDS_SHOWN =
  "names, mobile numbers, e-mail, language, places, visit times, review, unticked contacts reached through, earlier notices, own cases, follow-up";

/** A case's contacts with the name of the contact who exposed each (none for the index person's contacts), and whether the list acts on each. */
export function contactsOf(health: HealthStore, caseId: string) {
  return health
    .selectFrom("tracing_contacts as c")
    .leftJoin("tracing_contacts as p", "p.id", "c.parent_contact_id")
    .selectAll("c")
    .select(["p.full_name as parent_full_name", keptContact("c").as("kept")])
    .where("c.case_id", "=", caseId);
}

/** What a contact's resource says beyond its own row: through whom a dropped contact was reached, an earlier notice, a case of their own. */
interface ContactSurroundings {
  indexName: string;
  unticked: Map<string, { full_name: string; review_reason: string | null }>;
  notices: Map<string, EarlierNotice>;
  casesOf: Map<string, string>;
  /** Contacts whose e-mail a crash may have sent (decision 041): when it was tried. */
  uncertain: Map<string, string>;
  /** The symptom diaries of the notified contacts (decision 053). */
  diaries: Map<string, DiarySummary>;
}

const droppedThrough = (row: Pick<StoredContact, "dropped_through">): string[] => (row.dropped_through ? (JSON.parse(row.dropped_through) as string[]) : []);

/** Ids per `in (…)` list: far under both databases' parameter limits. */
const IDS_PER_QUERY = 500;

function contactResource(row: StoredContact, around: ContactSurroundings): TracingContact {
  const kept = Boolean(row.kept);
  return {
    id: row.id,
    type: "tracing_contact",
    attributes: {
      person_key: row.person_key,
      kind: isAccountKey(row.person_key) ? "account" : "guest",
      full_name: row.full_name,
      mobile_number: row.mobile_number,
      email: row.email,
      language: toLocale(row.language) ?? FALLBACK_LOCALE,
      generation: row.generation,
      exposure_start: row.exposure_start,
      overlap_minutes: row.overlap_minutes,
      establishment_id: row.establishment_id,
      place: row.place,
      parent_contact_id: row.parent_contact_id,
      parent_name: row.parent_full_name ?? around.indexName,
      parent_visit: { id: row.parent_visit_id, started_at: row.parent_visit_start, ends_at: row.parent_visit_end },
      visit: { id: row.visit_id, started_at: row.visit_start, ends_at: row.visit_end },
      ticked: row.included === 1,
      included: kept,
      reached_only_through: droppedThrough(row).flatMap((id) => {
        const unticked = around.unticked.get(id);
        return unticked ? [{ contact_id: id, full_name: unticked.full_name, reason: unticked.review_reason }] : [];
      }),
      review_reason: row.review_reason,
      follow_up_status: row.follow_up_status as FollowUpStatus,
      follow_up_due: row.follow_up_due,
      follow_up_note: row.follow_up_note,
      diary: around.diaries.get(row.id) ?? null,
      notified_at: row.notified_at,
      notified_by: row.notified_by as ContactChannel | null,
      already_notified: (kept && around.notices.get(row.id)) || null,
      may_have_been_sent_at: around.uncertain.get(row.id) ?? null,
      case_id: around.casesOf.get(row.person_key) ?? null,
    },
  };
}

/**
 * Contacts as the routes answer them, with the names and reasons of the unticked contacts a dropped
 * one was reached through, another case's earlier notice of the same exposure, a case of their own,
 * and an e-mail a crash may have sent; a few reads however many contacts.
 */
export async function contactResources(health: HealthStore, row: CaseRow, contacts: readonly StoredContact[], now: Date): Promise<TracingContact[]> {
  const ids = [...new Set(contacts.flatMap(droppedThrough))];
  const unticked = new Map<string, { full_name: string; review_reason: string | null }>();
  for (let at = 0; at < ids.length; at += IDS_PER_QUERY) {
    const people = await health
      .selectFrom("tracing_contacts")
      .select(["id", "full_name", "review_reason"])
      .where("case_id", "=", row.id)
      .where("id", "in", ids.slice(at, at + IDS_PER_QUERY))
      .execute();
    for (const person of people) unticked.set(person.id, person);
  }
  const [notices, casesOf, uncertain, diaries] = await Promise.all([
    alreadyNotified(health, row, now),
    casesOfContacts(health, row.id),
    health.selectFrom("tracing_notifications").select(["contact_id", "sent_at"]).where("case_id", "=", row.id).where("outcome", "=", "uncertain").execute(),
    diarySummaries(health, row, contacts, now, IDS_PER_QUERY),
  ]);
  const around = {
    indexName: row.full_name,
    unticked,
    notices,
    casesOf,
    uncertain: new Map(uncertain.map((attempt) => [attempt.contact_id, attempt.sent_at])),
    diaries,
  };
  return contacts.map((contact) => contactResource(contact, around));
}

/** One contact as a route answers it. */
export async function contactAnswer(health: HealthStore, row: CaseRow, contact: StoredContact, now: Date): Promise<TracingContact> {
  const [resource] = await contactResources(health, row, [contact], now);
  if (!resource) throw new Error("a contact answered no resource");
  return resource;
}

/**
 * The case's contacts: by generation and exposure, or for follow-up the included ones with the
 * symptomatic first (decision 053), then overdue follow-ups (due before today and not released), then by due date.
 */
export async function listContacts(context: ContactListContext, row: CaseRow, query: v.InferOutput<typeof ContactListQuery>): Promise<TracingContact[]> {
  let select = contactsOf(context.deps.health, row.id);
  if (query.generation !== undefined) select = select.where("c.generation", "=", query.generation);
  if (query.order === "follow_up") {
    const today = commonwealthDay(context.now);
    select = select
      .where(keptContact("c"))
      .orderBy((eb) => eb.case().when("c.follow_up_status", "=", "symptomatic").then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when(eb.and([eb("c.follow_up_due", "<", today), eb("c.follow_up_status", "!=", "released")]))
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy((eb) => eb.case().when("c.follow_up_due", "is", null).then(1).else(0).end())
      .orderBy("c.follow_up_due");
  }
  const rows = await select.orderBy("c.generation").orderBy("c.exposure_start").orderBy("c.id").execute();
  return contactResources(context.deps.health, row, rows, context.now);
}

export async function contactOr404(health: HealthStore, caseId: string, contactId: string): Promise<StoredContact> {
  const contact = await contactsOf(health, caseId).where("c.id", "=", contactId).executeTakeFirst();
  if (!contact) throw new HttpError(404, "CONTACT_NOT_FOUND");
  return contact;
}

/**
 * Ticks or unticks one contact with the official's reason, while the list is a draft, and follows
 * the list's exposure paths again: whoever is now reached only through unticked contacts is dropped,
 * whoever is reached again comes back (contact-reach.ts).
 */
export async function reviewContact(
  context: ContactListContext,
  caseId: string,
  contactId: string,
  review: v.InferOutput<typeof ContactReview>,
): Promise<{ row: CaseRow; contact: StoredContact }> {
  const { health } = context.deps;
  const at = context.now.toISOString();
  await caseOr404(health, caseId);
  await health.transaction().execute(async (trx) => {
    // Touching the case first makes a concurrent freeze wait for this review, or this review see the freeze.
    const touched = await trx
      .updateTable("tracing_cases")
      .set({ updated_at: at })
      .where("id", "=", caseId)
      .where("list_state", "=", "draft")
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) throw listRefusal(await caseOr404(trx, caseId), ["draft"]) ?? new HttpError(409, "CONTACT_LIST_FROZEN");
    const reviewed = await trx
      .updateTable("tracing_contacts")
      .set({ included: review.included ? 1 : 0, review_reason: review.reason, reviewed_by: context.actor.staffId, reviewed_at: at, updated_at: at })
      .where("id", "=", contactId)
      .where("case_id", "=", caseId)
      .executeTakeFirst();
    if (Number(reviewed.numUpdatedRows) === 0) throw new HttpError(404, "CONTACT_NOT_FOUND");
    await recomputeReach(trx, await caseOr404(trx, caseId), at);
  });
  return { row: await caseOr404(health, caseId), contact: await contactOr404(health, caseId, contactId) };
}

/** Freezes a draft list: each contact it acts on is now to be notified, due today. */
export async function freezeContactList(context: ContactListContext, caseId: string): Promise<CaseRow> {
  const { health } = context.deps;
  const at = context.now.toISOString();
  await caseOr404(health, caseId);
  await health.transaction().execute(async (trx) => {
    const frozen = await trx
      .updateTable("tracing_cases")
      .set({ list_state: "frozen", list_frozen_at: at, updated_at: at })
      .where("id", "=", caseId)
      .where("list_state", "=", "draft")
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(frozen.numUpdatedRows) === 0) throw listRefusal(await caseOr404(trx, caseId), ["draft"]) ?? new HttpError(409, "CONTACT_LIST_FROZEN");
    await trx
      .updateTable("tracing_contacts")
      .set({ follow_up_status: "to_notify", follow_up_due: commonwealthDay(context.now), updated_at: at })
      .where("case_id", "=", caseId)
      .where(keptContact())
      .execute();
  });
  return caseOr404(health, caseId);
}
