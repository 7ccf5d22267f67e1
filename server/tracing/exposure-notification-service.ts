import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type * as v from "valibot";
import { CONTACT_CHANNELS, type ContactChannel, INCUBATION_DAYS, type MessageTemplate, type NotifyAnswer } from "#domain/tracing/tracing-contacts.ts";
import { FALLBACK_LOCALE, LOCALES, type Locale, toLocale } from "#domain/locales.ts";
import type { HealthDatabase, NotificationOutcome } from "../db/stores/health/health-schema.ts";
import { MessageRefused } from "../delivery/message-sender.ts";
import { HttpError } from "../http/errors.ts";
import type { CaseRow } from "./case-lookup-service.ts";
import { alreadyNotified } from "./already-notified.ts";
import { droppedContact, keptContact } from "./contact-reach.ts";
import { diaryLink } from "./diary-service.ts";
import { exposureMessage, routeOf } from "./exposure-notification-rules.ts";
import type { TracingDeps } from "./tracing-rules.ts";
import { readTemplates, templateFor } from "./template-service.ts";

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
  /** E-mails a run stopped by a crash may have sent: not sent again unasked (decision 041). */
  uncertain: number;
}

/** The details a notify answer gives beside its counts. */
export type NotifyDetails = Pick<v.InferOutput<typeof NotifyAnswer>["data"], "routes" | "messages" | "unreachable_contacts">;

/** Only a frozen list of an open case is notified; anything else is refused before a message goes. */
export function refusalToNotify(index: CaseRow): HttpError | undefined {
  if (index.closed_at !== null) return new HttpError(409, "CASE_CLOSED");
  if (index.list_state !== "frozen") return new HttpError(409, "CONTACT_LIST_NOT_FROZEN");
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
  return {
    waiting,
    counts: { sms: 0, email: 0, unreachable: 0, failed: 0, dropped: Number(dropped.count), already_notified: unnotified.length - waiting.length, uncertain: 0 },
  };
}

/** A message to send: to a contact with no attempt open, or taking up an open attempt under its id. */
interface Attempt {
  contact: ContactRow;
  resumed?: string;
}

/**
 * The waiting contacts this run sends to (decision 041). An attempt an earlier run left open is taken
 * up under its id where the channel delivers one message per id; an e-mail left so may have gone and
 * is only counted `uncertain`, unless the official asks to send those again.
 */
async function plannedAttempts(
  deps: Pick<TracingDeps, "health" | "sender">,
  index: CaseRow,
  now: Date,
  resendUncertain: boolean,
): Promise<{ attempts: Attempt[]; counts: NotifyCounts }> {
  const { waiting, counts } = await waitingContacts(deps, index, now);
  const open = await deps.health
    .selectFrom("tracing_notifications")
    .select(["id", "contact_id", "channel", "outcome"])
    .where("case_id", "=", index.id)
    .where("outcome", "in", ["pending", "uncertain"])
    .execute();
  const openOf = new Map(open.map((attempt) => [attempt.contact_id, attempt]));
  const attempts: Attempt[] = [];
  for (const contact of waiting) {
    const attempt = openOf.get(contact.id);
    if (!attempt) attempts.push({ contact });
    else if (resendUncertain || (attempt.outcome === "pending" && deps.sender.deduplicates?.(attempt.channel))) attempts.push({ contact, resumed: attempt.id });
    else counts.uncertain += 1;
  }
  return { attempts, counts };
}

/** The counts of a run that would send every planned message. */
function planned(attempts: readonly Attempt[], leftOut: NotifyCounts): NotifyCounts {
  const counts = { ...leftOut };
  for (const { contact } of attempts) {
    const route = routeOf(contact);
    if ("unreachable" in route) counts.unreachable += 1;
    else counts[route.channel] += 1;
  }
  return counts;
}

/** What fills a message besides the contact: the hotline, the list's incubation period, the diary links. */
const messageFacts = (deps: Pick<TracingDeps, "healthHotline" | "serverSecret" | "publicUrl">, index: CaseRow) => ({
  hotline: deps.healthHotline,
  incubationDays: index.list_incubation_days ?? INCUBATION_DAYS.default,
  diaryLink: (contactId: string, until: string) => diaryLink(deps, contactId, until),
});

/**
 * What a run sets out to do, for the official to sign off: how many by channel, language and
 * generation; one message per channel and language, written for its first contact exactly as it is
 * sent; and who cannot be messaged, and why.
 */
function plannedDetails(attempts: readonly Attempt[], templates: readonly MessageTemplate[], facts: ReturnType<typeof messageFacts>): NotifyDetails {
  const routes = new Map<string, NotifyDetails["routes"][number]>();
  const messages = new Map<string, NotifyDetails["messages"][number]>();
  const unreachable: NotifyDetails["unreachable_contacts"] = [];
  for (const { contact } of attempts) {
    const route = routeOf(contact);
    if ("unreachable" in route) {
      unreachable.push({ contact_id: contact.id, full_name: contact.full_name, generation: contact.generation, reason: route.unreachable });
      continue;
    }
    const language = toLocale(contact.language) ?? FALLBACK_LOCALE;
    const { channel } = route;
    const routeKey = `${channel} ${language} ${contact.generation}`;
    const counted = routes.get(routeKey) ?? { channel, language, generation: contact.generation, contacts: 0 };
    routes.set(routeKey, { ...counted, contacts: counted.contacts + 1 });
    const written = messages.get(`${channel} ${language}`);
    if (written) {
      written.contacts += 1;
      continue;
    }
    const message = exposureMessage(templateFor(templates, channel, language), contact, route.to, facts);
    messages.set(`${channel} ${language}`, {
      channel,
      language,
      contacts: 1,
      written_for: contact.full_name,
      subject: message.subject ?? null,
      body: message.text,
    });
  }
  const byRoute = (a: { channel: ContactChannel; language: Locale }, b: { channel: ContactChannel; language: Locale }) =>
    a.channel.localeCompare(b.channel) || LOCALES.indexOf(a.language) - LOCALES.indexOf(b.language);
  return {
    routes: [...routes.values()].sort((a, b) => byRoute(a, b) || a.generation - b.generation),
    messages: [...messages.values()].sort(byRoute),
    unreachable_contacts: unreachable,
  };
}

/** Who each channel would reach and with what message, and who is left out, without sending. */
export async function previewNotifications(
  deps: Pick<TracingDeps, "health" | "sender" | "healthHotline" | "serverSecret" | "publicUrl">,
  index: CaseRow,
  now: Date,
  resendUncertain: boolean,
): Promise<NotifyCounts & NotifyDetails> {
  const templates = await readTemplates(deps.health);
  const { attempts, counts } = await plannedAttempts(deps, index, now, resendUncertain);
  return { ...planned(attempts, counts), ...plannedDetails(attempts, templates, messageFacts(deps, index)) };
}

type Outcome = { channel: ContactChannel; sent: boolean } | "unreachable" | "taken";

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

/**
 * Sends each planned contact the exposure message in their language. The message's row is written
 * "pending" and committed before it goes, its id the message's key on every attempt, and completed
 * after (decision 041): a crash in between leaves the attempt open for the next run instead of
 * forgotten. A message that fails is recorded with its error and leaves the contact waiting, so the
 * next notify tries it again (under the same id when no answer said it was refused); one that is
 * sent marks the contact notified, due for a follow-up the next commonwealth day, and is passed to
 * `warned` (the app's own notice to a contact with an account, deduplicated by contact). The run is `audited` with what it
 * sets out to send before the first message goes, so a run a crash cuts short has its record.
 * Attempts left open by an earlier run on a channel without a key are marked uncertain here.
 */
export async function sendNotifications(
  deps: TracingDeps,
  index: CaseRow,
  staffId: string,
  {
    resendUncertain,
    audited,
    warned,
  }: { resendUncertain: boolean; audited: (planned: NotifyCounts) => Promise<void>; warned: (contact: ContactRow) => Promise<void> },
): Promise<NotifyCounts & NotifyDetails> {
  const caseId = index.id;
  const templates = await readTemplates(deps.health);
  const { attempts, counts } = await plannedAttempts(deps, index, deps.clock(), resendUncertain);
  // The answer lists what the run set out to do and, for calls, who no message could reach.
  const details = plannedDetails(attempts, templates, messageFacts(deps, index));
  await audited(planned(attempts, counts));
  const undeduplicated = CONTACT_CHANNELS.filter((channel) => !deps.sender.deduplicates?.(channel));
  if (!resendUncertain && undeduplicated.length) {
    await deps.health
      .updateTable("tracing_notifications")
      .set({ outcome: "uncertain" })
      .where("case_id", "=", caseId)
      .where("outcome", "=", "pending")
      .where("channel", "in", undeduplicated)
      .execute();
  }
  const openAttempt = async (
    contact: ContactRow,
    route: { channel: ContactChannel; to: string },
    language: string,
    resumed: string | undefined,
  ): Promise<string | undefined> => {
    const triedAt = deps.clock().toISOString();
    if (resumed) {
      await deps.health
        .updateTable("tracing_notifications")
        .set({ outcome: "pending", sent_by: staffId, sent_at: triedAt })
        .where("id", "=", resumed)
        .execute();
      return resumed;
    }
    const id = randomUUID();
    const row = {
      id,
      case_id: caseId,
      contact_id: contact.id,
      channel: route.channel,
      recipient: route.to,
      language,
      outcome: "pending" as const,
      error: null,
      sent_by: staffId,
      sent_at: triedAt,
    };
    try {
      await deps.health.insertInto("tracing_notifications").values(row).execute();
      return id;
    } catch (error) {
      // Another run opened an attempt for this contact since this one planned: it sends.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  };
  const notifyOne = async ({ contact, resumed }: Attempt): Promise<Outcome> => {
    const route = routeOf(contact);
    if ("unreachable" in route) return "unreachable";
    const language = toLocale(contact.language) ?? FALLBACK_LOCALE;
    const id = await openAttempt(contact, route, language, resumed);
    if (!id) return "taken";
    const message = exposureMessage(templateFor(templates, route.channel, language), contact, route.to, messageFacts(deps, index));
    let error: string | null = null;
    let outcome: NotificationOutcome = "sent";
    try {
      await deps.sender.send({ ...message, id });
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_KEPT_CHARACTERS);
      // Unanswered, it may have gone: where the channel delivers one message per id, the attempt stays
      // open and the next run sends it again under its id instead of a new message.
      outcome = failure instanceof MessageRefused || !deps.sender.deduplicates?.(route.channel) ? "failed" : "pending";
    }
    // The app's own notice goes before the record, so a crash between them cannot lose it; it is kept
    // once per contact however often it is given. Its failure still leaves the send recorded.
    const warning =
      error === null
        ? await warned(contact).then(
            () => undefined,
            (failure: unknown) => ({ failure }),
          )
        : undefined;
    const now = deps.clock();
    const sentAt = now.toISOString();
    await deps.health.transaction().execute(async (trx) => {
      await trx.updateTable("tracing_notifications").set({ outcome, error, sent_at: sentAt }).where("id", "=", id).execute();
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
        .where("notified_at", "is", null)
        .execute();
    });
    if (warning) throw warning.failure;
    return { channel: route.channel, sent: error === null };
  };
  for (let start = 0; start < attempts.length; start += SENDING_AT_ONCE) {
    for (const outcome of await Promise.all(attempts.slice(start, start + SENDING_AT_ONCE).map(notifyOne))) {
      if (outcome === "unreachable") counts.unreachable += 1;
      else if (outcome === "taken") continue;
      else if (outcome.sent) counts[outcome.channel] += 1;
      else counts.failed += 1;
    }
  }
  return { ...counts, ...details };
}
