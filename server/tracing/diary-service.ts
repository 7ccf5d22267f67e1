import * as v from "valibot";
import { NONE_OF_THE_ABOVE } from "#domain/symptom-codes.ts";
import type { DiaryAnswer, DiarySummary } from "#domain/tracing/symptom-diary.ts";
import { stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { INCUBATION_DAYS } from "#domain/tracing/tracing-contacts.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { CaseRow } from "./case-lookup-service.ts";
import { diaryPath } from "#domain/tracing/symptom-diary.ts";
import { linkSigner } from "./diary-link.ts";
import { diarySummary } from "./diary-rules.ts";
import type { TracingDeps } from "./tracing-rules.ts";

const StoredCodes = v.array(v.string());
const codesOf = (stored: string) => v.parse(StoredCodes, JSON.parse(stored));

/** The last day of a contact's follow-up period: the day the exposure message tells them to stay home until. */
export const followUpUntil = (contact: { exposure_start: string }, index: Pick<CaseRow, "list_incubation_days">) =>
  stayHomeUntil(contact.exposure_start, index.list_incubation_days ?? INCUBATION_DAYS.default);

/** The diary link `{diary}` writes into a contact's message. */
export function diaryLink(deps: Pick<TracingDeps, "serverSecret" | "publicUrl">, contactId: string, until: string): string {
  return `${deps.publicUrl.replace(/\/$/, "")}${diaryPath(linkSigner(deps.serverSecret).sign({ contactId, until }))}`;
}

/**
 * The contact a diary link opens, or the refusal: a link not ours (or whose contact is gone) is
 * invalid; one past its last day, or whose follow-up ended (released, case closed), has expired.
 */
export async function diaryContact(deps: Pick<TracingDeps, "health" | "serverSecret">, token: string, now: Date) {
  const today = commonwealthDay(now);
  const link = linkSigner(deps.serverSecret).read(token, today);
  if (link.kind === "invalid") throw new HttpError(404, "DIARY_LINK_INVALID");
  if (link.kind === "expired") throw new HttpError(410, "DIARY_LINK_EXPIRED");
  const contact = await deps.health
    .selectFrom("tracing_contacts as c")
    .innerJoin("tracing_cases as k", "k.id", "c.case_id")
    .select(["c.id", "c.follow_up_status", "c.notified_at", "k.closed_at"])
    .where("c.id", "=", link.contactId)
    .executeTakeFirst();
  if (!contact || contact.notified_at === null) throw new HttpError(404, "DIARY_LINK_INVALID");
  if (contact.follow_up_status === "released" || contact.closed_at !== null) throw new HttpError(410, "DIARY_LINK_EXPIRED");
  return { id: contact.id, until: link.until, today };
}

/** What the diary page shows: nothing but the period and today's answer. */
export async function diaryAnswer(health: HealthStore, contact: { id: string; until: string; today: string }): Promise<DiaryAnswer> {
  const entry = await health
    .selectFrom("tracing_diary_entries")
    .select("symptoms")
    .where("contact_id", "=", contact.id)
    .where("day", "=", contact.today)
    .executeTakeFirst();
  return { until: contact.until, today: contact.today, answered_today: entry ? codesOf(entry.symptoms) : null };
}

/**
 * Keeps today's answer, replacing one given earlier today; a symptom makes the contact `symptomatic`
 * for the official (unless already released). A later "none" does not undo it: the official decides.
 */
export async function recordDiaryEntry(health: HealthStore, contact: { id: string; today: string }, symptoms: readonly string[], now: Date): Promise<void> {
  const at = now.toISOString();
  const stored = JSON.stringify(symptoms);
  await health.transaction().execute(async (trx) => {
    await trx
      .insertInto("tracing_diary_entries")
      .values({ contact_id: contact.id, day: contact.today, symptoms: stored, answered_at: at })
      .onConflict((conflict) => conflict.columns(["contact_id", "day"]).doUpdateSet({ symptoms: stored, answered_at: at }))
      .execute();
    if (symptoms.includes(NONE_OF_THE_ABOVE)) return;
    await trx
      .updateTable("tracing_contacts")
      .set({ follow_up_status: "symptomatic", updated_at: at })
      .where("id", "=", contact.id)
      .where("follow_up_status", "!=", "released")
      .execute();
  });
}

/** The diaries of a case's notified contacts, as their follow-ups show them. */
export async function diarySummaries(
  health: HealthStore,
  index: Pick<CaseRow, "list_incubation_days">,
  contacts: readonly { id: string; exposure_start: string; notified_at: string | null }[],
  now: Date,
  idsPerQuery: number,
): Promise<Map<string, DiarySummary>> {
  const notified = contacts.filter((contact) => contact.notified_at !== null);
  const entries = new Map<string, { day: string; symptoms: string[] }[]>();
  for (let at = 0; at < notified.length; at += idsPerQuery) {
    const rows = await health
      .selectFrom("tracing_diary_entries")
      .select(["contact_id", "day", "symptoms"])
      .where(
        "contact_id",
        "in",
        notified.slice(at, at + idsPerQuery).map((contact) => contact.id),
      )
      .execute();
    for (const row of rows) entries.set(row.contact_id, [...(entries.get(row.contact_id) ?? []), { day: row.day, symptoms: codesOf(row.symptoms) }]);
  }
  const today = commonwealthDay(now);
  return new Map(
    notified.map((contact) => [
      contact.id,
      diarySummary(entries.get(contact.id) ?? [], { from: commonwealthDay(new Date(contact.notified_at ?? now)), until: followUpUntil(contact, index), today }),
    ]),
  );
}
