import { RETENTION_DAYS } from "#domain/constants.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { type CaseOfficialsReach, closeUntouchedCases, type UntouchedCaseCounts } from "./untouched-cases.ts";

const DAY_MS = 86_400_000;
const KEYS_PER_QUERY = 500;

export interface TracingRetentionCounts extends UntouchedCaseCounts {
  tracing_cases: number;
  tracing_contacts: number;
  tracing_notifications: number;
  guest_case_statuses: number;
  /** Accounts whose self-reported symptoms were cleared. */
  symptoms_cleared: number;
}

const count = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) =>
  Number("numDeletedRows" in result ? result.numDeletedRows : result.numUpdatedRows);

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += KEYS_PER_QUERY) all.push(items.slice(start, start + KEYS_PER_QUERY));
  return all;
}

/**
 * docs/product-spec.md, part 9 and docs/decisions/026-tracing-notifications-and-retention.md: an open case untouched
 * for 60 days is closed, its officials told a week before (decision 035); a case, its contacts,
 * their exposures, their notifications and its links to other cases go 60 days after the case
 * closed, and with them a guest's case status that only that case held; self-reported symptoms are
 * cleared 30 days after they were reported. The children go before the case, so a run cut short
 * leaves the case to find again next time.
 */
export async function runTracingRetention(db: Db, health: HealthStore, officials: CaseOfficialsReach, now: Date): Promise<TracingRetentionCounts> {
  const untouched = await closeUntouchedCases(db, health, officials, now);
  const closedBefore = before(now, RETENTION_DAYS.contactTracing);
  const expired = health.selectFrom("tracing_cases").select("id").where("closed_at", "<", closedBefore);
  const guests = await health
    .selectFrom("tracing_cases")
    .select("person_key")
    .distinct()
    .where("closed_at", "<", closedBefore)
    .where("person_key", "like", "mobile:%")
    .execute();
  const notifications = await health.deleteFrom("tracing_notifications").where("case_id", "in", expired).executeTakeFirst();
  await health.deleteFrom("tracing_exposures").where("case_id", "in", expired).execute();
  await health
    .deleteFrom("tracing_case_links")
    .where((eb) => eb.or([eb("case_id", "in", expired), eb("source_case_id", "in", expired)]))
    .execute();
  await health
    .deleteFrom("tracing_diary_entries")
    .where("contact_id", "in", health.selectFrom("tracing_contacts").select("id").where("case_id", "in", expired))
    .execute();
  const contacts = await health.deleteFrom("tracing_contacts").where("case_id", "in", expired).executeTakeFirst();
  const cases = await health.deleteFrom("tracing_cases").where("closed_at", "<", closedBefore).executeTakeFirst();

  let guestStatuses = 0;
  for (const keys of chunks(guests.map((row) => row.person_key))) {
    const stillTraced = new Set(
      (await health.selectFrom("tracing_cases").select("person_key").where("person_key", "in", keys).execute()).map((row) => row.person_key),
    );
    const gone = keys.filter((key) => !stillTraced.has(key));
    if (gone.length > 0) guestStatuses += count(await db.deleteFrom("guest_case_statuses").where("person_key", "in", gone).executeTakeFirst());
  }

  const symptoms = await db
    .updateTable("users")
    .set({ symptoms: null, symptoms_reported_at: null })
    .where("symptoms_reported_at", "<", before(now, RETENTION_DAYS.symptoms))
    .executeTakeFirst();

  return {
    ...untouched,
    tracing_cases: count(cases),
    tracing_contacts: count(contacts),
    tracing_notifications: count(notifications),
    guest_case_statuses: guestStatuses,
    symptoms_cleared: count(symptoms),
  };
}
