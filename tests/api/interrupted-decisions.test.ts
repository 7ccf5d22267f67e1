import { describe, expect, it } from "vitest";
import { recordAudit } from "../../server/audit/audit-trail.ts";
import { undoInterruptedDecisions } from "../../server/customs/interrupted-decisions-job.ts";
import { appendDecisionEntry } from "../../server/db/stores/customs/customs-queries.ts";
import { createStaff } from "../support/staff.ts";
import { decisionEntry } from "./customs-support.ts";
import { DATABASE_KINDS, type TestDatabase, withTestDatabase } from "../support/test-database.ts";

/**
 * The start-up pass of decision 041 on both databases: the fault test kills a real server between
 * the customs store and the core commit (SQLite); this one plants what such a kill leaves.
 */
describe.each(DATABASE_KINDS)("customs decisions cut short by a crash, on %s", (kind) => {
  let database: TestDatabase;

  withTestDatabase(kind, (made) => (database = made));

  it("takes out the entries begun before the instant given that have no audit record of the core's commit, and audits each", async () => {
    const { db, stores } = database;
    const officer = await createStaff(db, ["customs_officer"]);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const entry = (decidedAt: Date) => decisionEntry({ staff_id: officer.id, decided_at: decidedAt.toISOString() });
    const committed = entry(ago(60_000));
    const cutShort = entry(ago(30_000));
    // Another process may still be between its two commits: younger than the instant, left alone.
    const underWay = entry(ago(1_000));
    for (const planted of [committed, cutShort, underWay]) await appendDecisionEntry(stores.customs, planted);
    await recordAudit(
      db,
      null,
      { staffId: officer.id, role: "customs_officer" },
      { action: "customs.decision", recordType: "trip", recordId: committed.visit_history_id },
      new Date(committed.decided_at),
    );

    expect(await undoInterruptedDecisions(db, stores.customs, ago(10_000), now)).toBe(1);

    const left = await stores.customs.selectFrom("customs_decision_entries").select("id").orderBy("decided_at").execute();
    expect(left.map((row) => row.id)).toEqual([committed.id, underWay.id]);
    const undone = await db
      .selectFrom("audit_events")
      .select(["staff_id", "record_type", "record_id"])
      .where("action", "=", "customs.decision.undone")
      .execute();
    expect(undone).toEqual([{ staff_id: null, record_type: "trip", record_id: cutShort.visit_history_id }]);
    // Again, as the next start-up would: nothing more; and the later pass judges the younger one too.
    expect(await undoInterruptedDecisions(db, stores.customs, ago(10_000), now)).toBe(0);
    expect(await undoInterruptedDecisions(db, stores.customs, now, now)).toBe(1);
  });
});
