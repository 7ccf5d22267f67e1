import { RETENTION_DAYS } from "#domain/constants.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { CONSOLE_NAME } from "../staff/staff-emails.ts";
import { TRACING_PURPOSE } from "./tracing-rules.ts";

const DAY_MS = 86_400_000;
/** An open case untouched this long is closed, so its data then goes as any closed case's (docs/product-spec.md, part 9). */
export const UNTOUCHED_CASE_CLOSE_DAYS = RETENTION_DAYS.contactTracing;
/** Its officials are told this many days before: time to update it, or to set the person's status first. */
export const UNTOUCHED_CASE_NOTICE_DAYS = 7;
export const UNTOUCHED_CLOSE_ACTION = "tracing.case.close_untouched";

/** What the job needs to tell the officials: the e-mail sender and where the console is. */
export interface CaseOfficialsReach {
  sender: MessageSender;
  publicUrl: string;
  /** A notice that could not be sent, without the recipient. */
  log: { error: (fields: object, message: string) => void };
}

export interface UntouchedCaseCounts {
  /** Open cases whose officials were told they close in UNTOUCHED_CASE_NOTICE_DAYS days. */
  cases_flagged: number;
  /** Open cases closed by the job, each audited with the reason. */
  cases_closed_untouched: number;
}

interface QuietCase {
  id: string;
  user_id: string | null;
  opened_by: string;
  opened_on: string;
  updated_at: string;
  untouched_notice_at: string | null;
  contacts_touched_at: string | null;
}

/**
 * Open cases whose row has not changed since `before`, with their contacts' latest change: a
 * computed list, a review, a freeze and a close all stamp the case; a follow-up or a message, the
 * contact.
 */
function quietCases(health: HealthStore, before: string): Promise<QuietCase[]> {
  return health
    .selectFrom("tracing_cases")
    .leftJoin("tracing_contacts", "tracing_contacts.case_id", "tracing_cases.id")
    .select((eb) => [
      "tracing_cases.id",
      "tracing_cases.user_id",
      "tracing_cases.opened_by",
      "tracing_cases.opened_on",
      "tracing_cases.updated_at",
      "tracing_cases.untouched_notice_at",
      eb.fn.max("tracing_contacts.updated_at").as("contacts_touched_at"),
    ])
    .where("tracing_cases.closed_at", "is", null)
    .where("tracing_cases.updated_at", "<", before)
    .groupBy([
      "tracing_cases.id",
      "tracing_cases.user_id",
      "tracing_cases.opened_by",
      "tracing_cases.opened_on",
      "tracing_cases.updated_at",
      "tracing_cases.untouched_notice_at",
    ])
    .execute();
}

/** The official who opened the case while they still trace contacts; else every active health official, so someone knows. */
async function officialsOf(db: Db, openedBy: string): Promise<{ email: string; display_name: string }[]> {
  const officials = db
    .selectFrom("staff_members")
    .innerJoin("staff_roles", "staff_roles.staff_id", "staff_members.id")
    .select(["staff_members.email", "staff_members.display_name"])
    .where("staff_members.status", "=", "active")
    .where("staff_roles.role", "=", "health_official");
  const opener = await officials.where("staff_members.id", "=", openedBy).execute();
  return opener.length > 0 ? opener : officials.execute();
}

/** Staff e-mails are in English (staff-emails.ts) and name no person: the link opens the case for a signed-in official. */
function noticeText(quiet: QuietCase, displayName: string, untouchedDays: number, closeDay: string, publicUrl: string): string {
  return (
    `Hello ${displayName},\n\nThe contact-tracing case opened on ${quiet.opened_on} has not been updated for ${untouchedDays} days, ` +
    `and neither have its contacts. It will be closed on ${closeDay} unless it or one of its contacts is updated before then. ` +
    `Closing does not change the person's status: if they are cleared, set that first.\n\n` +
    `${publicUrl}/console/tracing/cases/${quiet.id}`
  );
}

/** Sends the notice to each official; true when every one was sent. */
async function tellOfficials(db: Db, reach: CaseOfficialsReach, quiet: QuietCase, lastTouched: number, now: Date): Promise<boolean> {
  const untouchedDays = Math.floor((now.getTime() - lastTouched) / DAY_MS);
  const closeDay = commonwealthDay(new Date(lastTouched + UNTOUCHED_CASE_CLOSE_DAYS * DAY_MS));
  let allSent = true;
  for (const official of await officialsOf(db, quiet.opened_by)) {
    try {
      await reach.sender.send({
        channel: "email",
        to: official.email,
        subject: `${CONSOLE_NAME}: a contact-tracing case closes on ${closeDay}`,
        text: noticeText(quiet, official.display_name, untouchedDays, closeDay, reach.publicUrl),
      });
    } catch (error) {
      allSent = false;
      reach.log.error({ failure: error instanceof Error ? error.name : "unknown" }, "an untouched case's notice could not be sent");
    }
  }
  return allSent;
}

/**
 * docs/product-spec.md, part 9 keeps contact-tracing data 60 days, and a case's data goes 60 days after it closed;
 * an open case nobody works on would keep it for ever. So an open case untouched (itself and its
 * contacts) for UNTOUCHED_CASE_CLOSE_DAYS is closed, audited as the system's act with the reason;
 * UNTOUCHED_CASE_NOTICE_DAYS before that its officials are told by e-mail, once per quiet spell
 * (a failed e-mail is tried again next run). The person's status stays as the official left it.
 * A case changed meanwhile is not closed: the close is conditional on the row read.
 */
export async function closeUntouchedCases(db: Db, health: HealthStore, reach: CaseOfficialsReach, now: Date): Promise<UntouchedCaseCounts> {
  const noticeFrom = now.getTime() - (UNTOUCHED_CASE_CLOSE_DAYS - UNTOUCHED_CASE_NOTICE_DAYS) * DAY_MS;
  const counts: UntouchedCaseCounts = { cases_flagged: 0, cases_closed_untouched: 0 };
  for (const quiet of await quietCases(health, new Date(noticeFrom).toISOString())) {
    const lastTouched = Math.max(Date.parse(quiet.updated_at), quiet.contacts_touched_at ? Date.parse(quiet.contacts_touched_at) : 0);
    if (lastTouched >= noticeFrom) continue;
    if (lastTouched + UNTOUCHED_CASE_CLOSE_DAYS * DAY_MS <= now.getTime()) {
      const closed = await health
        .updateTable("tracing_cases")
        .set({ closed_at: now.toISOString() })
        .where("id", "=", quiet.id)
        .where("closed_at", "is", null)
        .where("updated_at", "=", quiet.updated_at)
        .executeTakeFirst();
      if (closed.numUpdatedRows === 0n) continue;
      await recordAudit(
        db,
        null,
        { staffId: null, role: null },
        { action: UNTOUCHED_CLOSE_ACTION, subjectUserId: quiet.user_id, recordType: "tracing_case", recordId: quiet.id, purpose: TRACING_PURPOSE },
        now,
      );
      counts.cases_closed_untouched += 1;
    } else if (quiet.untouched_notice_at === null || Date.parse(quiet.untouched_notice_at) < lastTouched) {
      if (!(await tellOfficials(db, reach, quiet, lastTouched, now))) continue;
      await health.updateTable("tracing_cases").set({ untouched_notice_at: now.toISOString() }).where("id", "=", quiet.id).execute();
      counts.cases_flagged += 1;
    }
  }
  return counts;
}
