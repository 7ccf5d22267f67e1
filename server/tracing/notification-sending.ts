import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { commonwealthDay, TRACING_ERRORS, TRACING_MESSAGES } from "../../src/domain/tracing/tracing-cases.ts";
import { CONTACT_ERRORS, CONTACT_MESSAGES, type ContactChannel } from "../../src/domain/tracing/tracing-contacts.ts";
import { FALLBACK_LOCALE, toLocale } from "../../src/domain/locales.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { HttpError } from "../http/errors.ts";
import type { CaseRow } from "./case-resource.ts";
import { alreadyNotified } from "./already-notified.ts";
import { droppedContact, keptContact } from "./contact-reach.ts";
import { channelOf, exposureMessage } from "./notification-message.ts";
import type { TracingDeps } from "./tracing-context.ts";
import { readTemplates, templateFor } from "./template-store.ts";

type ContactRow = Selectable<HealthDatabase["tracing_contacts"]>;

const DAY_MS = 86_400_000;
/** Messages sent at once: a slow SMS gateway holds a few contacts, not the whole list. */
const SENDING_AT_ONCE = 8;
const ERROR_KEPT_CHARACTERS = 300;

export interface NotifyCounts {
  sms: number;
  email: number;
  unreachable: number;
  failed: number;
  /** Ticked contacts reached only through unticked ones: not notified. */
  dropped: number;
  /** Told of the same exposure by another case within the incubation period: not told again. */
  already_notified: number;
}

/** Only a frozen list of an open case is notified; anything else is refused before a message goes. */
export function refusalToNotify(index: CaseRow): HttpError | undefined {
  if (index.closed_at !== null) return new HttpError(409, TRACING_MESSAGES.caseClosed, TRACING_ERRORS.caseClosed);
  if (index.list_state !== "frozen") return new HttpError(409, CONTACT_MESSAGES.listNotFrozen, CONTACT_ERRORS.listNotFrozen);
  return undefined;
}

/**
 * The frozen list's contacts it acts on that no message has reached yet, less those another case
 * already told of the same exposure; and how many were left out each way.
 */
async function waitingContacts({ health }: Pick<TracingDeps, "health">, index: CaseRow, now: Date): Promise<{ waiting: ContactRow[]; counts: NotifyCounts }> {
  const unnotified = await health
    .selectFrom("tracing_contacts")
    .selectAll()
    .where("case_id", "=", index.id)
    .where(keptContact())
    .where("notified_at", "is", null)
    .orderBy("generation")
    .orderBy("exposure_start")
    .orderBy("id")
    .execute();
  const dropped = await health
    .selectFrom("tracing_contacts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("case_id", "=", index.id)
    .where(droppedContact())
    .executeTakeFirstOrThrow();
  const notices = await alreadyNotified(health, index, now);
  const waiting = unnotified.filter((contact) => !notices.has(contact.id));
  return { waiting, counts: { sms: 0, email: 0, unreachable: 0, failed: 0, dropped: Number(dropped.count), already_notified: unnotified.length - waiting.length } };
}

/** How many of the waiting contacts each channel would reach, and how many are left out, without sending. */
export async function countNotifications(deps: Pick<TracingDeps, "health">, index: CaseRow, now: Date): Promise<NotifyCounts> {
  const { waiting, counts } = await waitingContacts(deps, index, now);
  for (const contact of waiting) {
    const route = channelOf(contact);
    if (route) counts[route.channel] += 1;
    else counts.unreachable += 1;
  }
  return counts;
}

type Outcome = { channel: ContactChannel; sent: boolean } | undefined;

/**
 * Sends each waiting contact the exposure message in their language and records it. A message that
 * fails is recorded with its error and leaves the contact waiting, so the next notify tries it again;
 * one that is sent marks the contact notified, due for a follow-up the next commonwealth day, and is
 * passed to `warned` (the app's own notice to a contact with an account).
 */
export async function sendNotifications(
  deps: TracingDeps,
  index: CaseRow,
  staffId: string,
  warned: (contact: ContactRow) => Promise<void>,
): Promise<NotifyCounts> {
  const caseId = index.id;
  const templates = await readTemplates(deps.health);
  const { waiting, counts } = await waitingContacts(deps, index, deps.clock());
  const notifyOne = async (contact: ContactRow): Promise<Outcome> => {
    const route = channelOf(contact);
    if (!route) return undefined;
    const language = toLocale(contact.language) ?? FALLBACK_LOCALE;
    const message = exposureMessage(templateFor(templates, route.channel, language), contact, route.to);
    let error: string | null = null;
    try {
      await deps.sender.send(message);
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_KEPT_CHARACTERS);
    }
    const now = deps.clock();
    const sentAt = now.toISOString();
    await deps.health.transaction().execute(async (trx) => {
      await trx
        .insertInto("tracing_notifications")
        .values({ id: randomUUID(), case_id: caseId, contact_id: contact.id, channel: route.channel, recipient: route.to, language, outcome: error === null ? "sent" : "failed", error, sent_by: staffId, sent_at: sentAt })
        .execute();
      if (error !== null) return;
      await trx
        .updateTable("tracing_contacts")
        .set({
          notified_at: sentAt,
          notified_by: route.channel,
          follow_up_status: "notified",
          follow_up_due: commonwealthDay(new Date(now.getTime() + DAY_MS)),
          updated_at: sentAt,
        })
        .where("id", "=", contact.id)
        .execute();
    });
    if (error === null) await warned(contact);
    return { channel: route.channel, sent: error === null };
  };
  for (let start = 0; start < waiting.length; start += SENDING_AT_ONCE) {
    for (const outcome of await Promise.all(waiting.slice(start, start + SENDING_AT_ONCE).map(notifyOne))) {
      if (!outcome) counts.unreachable += 1;
      else if (outcome.sent) counts[outcome.channel] += 1;
      else counts.failed += 1;
    }
  }
  return counts;
}
