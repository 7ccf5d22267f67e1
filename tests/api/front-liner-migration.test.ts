import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../server/audit/audit-trail.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";

describe.each(DATABASE_KINDS)("front-liners becoming staff on %s (migration 0010)", (kind) => {
  let database: TestDatabase;
  const frontLinerId = randomUUID();
  const travellerId = randomUUID();
  const scans = [
    { id: randomUUID(), subject: travellerId, detail: "user QR resolved: full_name shown", at: "2026-11-01T08:00:00.000Z" },
    { id: randomUUID(), subject: null, detail: "scanned value matched no branch and no user QR", at: "2026-11-01T08:01:00.000Z" },
  ];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0009-staff-and-audit" });
    const at = "2026-10-01T00:00:00.000Z";
    for (const [id, email, flag] of [
      [frontLinerId, "door@example.com", 1],
      [travellerId, "guest@example.com", 0],
    ] as const) {
      await sql`insert into users (id, email, is_guest, is_front_liner, first_name, last_name, created_at, updated_at)
        values (${id}, ${email}, 0, ${flag}, 'ANA', 'REYES', ${at}, ${at})`.execute(database.db);
    }
    for (const scan of scans) {
      await sql`insert into staff_access_audit (id, staff_user_id, action, subject_user_id, detail, created_at)
        values (${scan.id}, ${frontLinerId}, 'front_liner_scan', ${scan.subject}, ${scan.detail}, ${scan.at})`.execute(database.db);
    }
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it("gives each flagged account's e-mail an active staff member with the front_liner role", async () => {
    const staff = await database.db
      .selectFrom("staff_members")
      .innerJoin("staff_roles", "staff_roles.staff_id", "staff_members.id")
      .select(["staff_members.email", "staff_members.display_name", "staff_members.status", "staff_roles.role"])
      .execute();
    expect(staff).toEqual([{ email: "door@example.com", display_name: "ANA REYES", status: "active", role: "front_liner" }]);
  });

  it("moves the old scan records into the hash chain in their order, attributed to that staff member", async () => {
    const staffId = (await database.db.selectFrom("staff_members").select("id").executeTakeFirstOrThrow()).id;
    const events = await database.db
      .selectFrom("audit_events")
      .select(["id", "at", "staff_id", "role", "action", "outcome", "subject_user_id", "shown"])
      .orderBy("seq")
      .execute();
    expect(events).toEqual(
      scans.map((scan) => ({
        id: scan.id,
        at: scan.at,
        staff_id: staffId,
        role: "front_liner",
        action: "front_liner.scan",
        outcome: scan.subject ? "ok" : "failed",
        subject_user_id: scan.subject,
        shown: scan.detail,
      })),
    );
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, checked: 2, broken: null });
  });
});
