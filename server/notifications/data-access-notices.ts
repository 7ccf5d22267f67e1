import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { Db } from "../db/connection.ts";
import type { Notifier } from "./notifier.ts";

const DAY_MS = 86_400_000;
/**
 * How far back a run looks in the audit trail: twice the longest a run can be late, so an access is
 * seen by at least one run however the runs fall; an access already told of is told of once only,
 * since only accesses after the person's last notice count.
 */
const LOOKBACK_MS = 2 * DAY_MS;
/** People looked up in one query: well within both databases' limits on bound values. */
const PEOPLE_AT_ONCE = 500;

/**
 * Tells each person whose data an agency's staff read (the audit trail's successful records about
 * them, docs/product-spec.md, part 6) which agencies did, at most once a day: someone last told less than a day ago
 * waits for a later run, which then tells of everything since that notice.
 */
export async function sendDataAccessNotices(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const accesses = await db
    .selectFrom("audit_events")
    .select(["subject_user_id", "agency", "at"])
    .where("at", ">=", since)
    .where("at", "<=", now.toISOString())
    .where("outcome", "=", "ok")
    .where("agency", "is not", null)
    .where("subject_user_id", "is not", null)
    .execute();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const byPerson = new Map<string, { agency: string; at: string }[]>();
  for (const { subject_user_id: userId, agency, at } of accesses) {
    if (!userId || !agency) continue;
    const list = byPerson.get(userId) ?? [];
    list.push({ agency, at });
    byPerson.set(userId, list);
  }
  let told = 0;
  const people = [...byPerson.keys()];
  for (let start = 0; start < people.length; start += PEOPLE_AT_ONCE) {
    const chunk = people.slice(start, start + PEOPLE_AT_ONCE);
    const lastNotices = await db
      .selectFrom("notifications")
      .select(["user_id", (eb) => eb.fn.max("created_at").as("last")])
      .where("kind", "=", "data_access")
      .where("user_id", "in", chunk)
      .groupBy("user_id")
      .execute();
    const lastNoticeOf = new Map(lastNotices.map((row) => [row.user_id, row.last]));
    // A deleted account's records stay in the trail; there is no one left to tell.
    const existing = new Set((await db.selectFrom("users").select("id").where("id", "in", chunk).execute()).map((row) => row.id));
    for (const userId of chunk) {
      const last = lastNoticeOf.get(userId);
      if (!existing.has(userId) || (last && last > dayAgo)) continue;
      const agencies = [...new Set((byPerson.get(userId) ?? []).filter((access) => !last || access.at > last).map((access) => access.agency))].sort();
      if (agencies.length === 0) continue;
      await notifier.notify({
        kind: "data_access",
        userId,
        subjectId: null,
        params: { agencies },
        // A second process running the job the same day finds the notice already made.
        dedupeKey: `data_access:${userId}:${commonwealthDay(now)}`,
      });
      told += 1;
    }
  }
  return told;
}
