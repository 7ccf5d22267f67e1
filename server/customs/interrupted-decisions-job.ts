import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import type { CustomsStore } from "../db/stores/customs/customs-queries.ts";

/**
 * A decision's entry is added to the customs store inside the core transaction that changes the trip
 * and writes its audit record, just before that commits (customs-decision-service.ts): two databases, so a
 * crash in between leaves an entry the core database never took — no trip change, no audit record,
 * no answer to the officer. At start-up such entries are taken out again (decision 041): the
 * decision did not happen, and the officer, who was never told it did, decides again.
 *
 * An entry is the core's when an audit record of a customs decision on its trip carries its officer
 * and its instant (both written from the one `now`).
 */
const UNDONE_ACTION = "customs.decision.undone";
/** How long before the newest audit record a decision still being committed may have begun: a request's waits for locks, and room to spare. */
const IN_FLIGHT_MS = 10 * 60_000;
/**
 * On PostgreSQL other server processes may be committing a decision this minute, so only entries
 * older than this are judged, now and once more when it has passed. One process owns a SQLite file.
 */
const OTHERS_GRACE_MS = 2 * 60_000;

export interface InterruptedDecisionsLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Takes out the entries begun before `before` that the core database has no audit record of; answers how many. */
export async function undoInterruptedDecisions(db: Db, customs: CustomsStore, before: Date, now: Date): Promise<number> {
  const head = await db.selectFrom("audit_events").select("at").orderBy("seq", "desc").limit(1).executeTakeFirst();
  const since = head ? new Date(Date.parse(head.at) - IN_FLIGHT_MS).toISOString() : "";
  const entries = await customs
    .selectFrom("customs_decision_entries")
    .select(["id", "visit_history_id", "staff_id", "decided_at"])
    .where("decided_at", ">=", since)
    .where("decided_at", "<", before.toISOString())
    .orderBy("decided_at")
    .execute();
  let undone = 0;
  for (const entry of entries) {
    const record = await db
      .selectFrom("audit_events")
      .select("seq")
      .where("at", "=", entry.decided_at)
      .where("staff_id", "=", entry.staff_id)
      .where("record_type", "=", "trip")
      .where("record_id", "=", entry.visit_history_id)
      .where("action", "like", "customs.decision%")
      .where("outcome", "=", "ok")
      .executeTakeFirst();
    if (record) continue;
    await recordAudit(
      db,
      null,
      { staffId: null, role: null },
      { action: UNDONE_ACTION, recordType: "trip", recordId: entry.visit_history_id, shown: `entry of ${entry.decided_at}` },
      now,
    );
    await customs.deleteFrom("customs_decision_entries").where("id", "=", entry.id).execute();
    undone += 1;
  }
  return undone;
}

/**
 * Runs the undoing at start-up, before the server listens; on PostgreSQL once more when other
 * processes' decisions under way at the start have had time to commit. Answers a stop for the close.
 */
export async function startUndoingInterruptedDecisions(
  db: Db,
  customs: CustomsStore,
  { sharedWithOthers, log, clock }: { sharedWithOthers: boolean; log: InterruptedDecisionsLog; clock: () => Date },
): Promise<() => void> {
  const pass = async (before: Date) => {
    const undone = await undoInterruptedDecisions(db, customs, before, clock());
    if (undone > 0) log.warn({ undone }, "customs decisions cut short by a crash were taken out of the customs store");
  };
  const started = clock();
  if (!sharedWithOthers) {
    await pass(started);
    return () => undefined;
  }
  await pass(new Date(started.getTime() - OTHERS_GRACE_MS));
  const timer = setTimeout(
    () =>
      void pass(started).catch((error: unknown) =>
        log.error({ failure: error instanceof Error ? error.name : "unknown" }, "undoing interrupted customs decisions failed"),
      ),
    OTHERS_GRACE_MS,
  );
  timer.unref();
  return () => clearTimeout(timer);
}
