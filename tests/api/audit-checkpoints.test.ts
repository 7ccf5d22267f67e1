import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditHash, recordAudit } from "../../server/audit/audit-trail.ts";
import type { Config } from "../../server/config.ts";
import type { DatabaseKind, Db } from "../../server/db/connection.ts";
import { startAuditCheckpointJob } from "../../server/jobs/audit-checkpoint-job.ts";
import { auditCheckpointing, verifyAuditTrail, writeCheckpoint } from "../../server/audit/audit-checkpoints.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";

const CLI = path.resolve("server/cli/staff.ts");
const run = promisify(execFile);
const RECORDS = 60;

/** verify-audit as an operator runs it: its own process, the server's environment. */
async function verifyAudit(config: Config): Promise<{ code: number; stdout: string; stderr: string }> {
  const database = config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { SQLITE_FILE: config.sqliteFile };
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, "verify-audit"], { env: { PATH: process.env.PATH, ...database }, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * What someone with write access to the database does to rewrite the trail quietly (decision 039,
 * item 4): drops the append-only triggers, changes the records, recomputes every hash after the
 * change so the chain is intact again, sets the chain's head to match, and removes the checkpoints
 * the database holds. Only the signed checkpoints kept outside it can tell.
 */
class Editor {
  private readonly db: Db;
  private readonly kind: DatabaseKind;

  constructor(db: Db, kind: DatabaseKind) {
    this.db = db;
    this.kind = kind;
  }

  private async unguard(): Promise<void> {
    if (this.kind === "sqlite") {
      await sql`drop trigger audit_events_no_update`.execute(this.db);
      await sql`drop trigger audit_events_no_delete`.execute(this.db);
    } else await sql`drop trigger audit_events_no_change on audit_events`.execute(this.db);
    await this.db.deleteFrom("audit_checkpoints").execute();
  }

  private async headAtNewest(): Promise<void> {
    const newest = await this.db.selectFrom("audit_events").select(["seq", "hash"]).orderBy("seq", "desc").limit(1).executeTakeFirst();
    await this.db
      .updateTable("audit_chain")
      .set({ seq: newest ? Number(newest.seq) : 0, hash: newest?.hash ?? "0".repeat(64) })
      .where("id", "=", 1)
      .execute();
  }

  /** Changes one record and re-chains every record from it on. */
  async rechainFrom(seq: number): Promise<void> {
    await this.unguard();
    const rows = await this.db.selectFrom("audit_events").selectAll().where("seq", ">=", seq).orderBy("seq").execute();
    const before = await this.db
      .selectFrom("audit_events")
      .select("hash")
      .where("seq", "=", seq - 1)
      .executeTakeFirst();
    let previous = before?.hash ?? "0".repeat(64);
    for (const row of rows) {
      const { hash: _old, ...rest } = row;
      const changed = { ...rest, seq: Number(row.seq), prev_hash: previous, ...(Number(row.seq) === seq ? { shown: "nothing" } : {}) };
      const hash = auditHash(changed);
      await this.db.updateTable("audit_events").set({ shown: changed.shown, prev_hash: previous, hash }).where("seq", "=", row.seq).execute();
      previous = hash;
    }
    await this.headAtNewest();
  }

  async removeNewest(count: number): Promise<void> {
    await this.unguard();
    const newest = await this.db.selectFrom("audit_events").select("seq").orderBy("seq", "desc").limit(1).executeTakeFirstOrThrow();
    await this.db
      .deleteFrom("audit_events")
      .where("seq", ">", Number(newest.seq) - count)
      .execute();
    await this.headAtNewest();
  }

  async empty(): Promise<void> {
    await this.unguard();
    await this.db.deleteFrom("audit_events").execute();
    await this.headAtNewest();
  }
}

describe.each(DATABASE_KINDS)("signed audit checkpoints on %s", (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const now = new Date();
    for (let index = 0; index < RECORDS; index += 1) {
      await recordAudit(
        database.db,
        null,
        { staffId: null, role: null },
        { action: "staff.sign_in", outcome: "failed", recordType: "email_code" },
        new Date(now.getTime() + index),
      );
    }
  });
  afterEach(() => database.drop());

  /** Verified once (which checkpoints it), then one more record, as a working trail goes on. */
  async function checkpointed(): Promise<void> {
    const intact = await verifyAudit(database.config);
    expect(intact).toEqual({ code: 0, stdout: `The audit trail is intact: ${RECORDS} records checked.\n`, stderr: "" });
    await recordAudit(database.db, null, { staffId: null, role: null }, { action: "staff.sign_in", outcome: "failed" }, new Date());
  }

  it("names a re-chain from an earlier record, done with the triggers dropped", async () => {
    await checkpointed();
    await new Editor(database.db, kind).rechainFrom(25);
    const broken = await verifyAudit(database.config);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      new RegExp(
        `^The audit trail is broken at record ${RECORDS} \\(id [0-9a-f-]{36}\\): it is not the record the signed checkpoint of \\S+ holds: the trail was rewritten after record 0\\.`,
      ),
    );
  });

  it("names the newest 20 records removed", async () => {
    await checkpointed();
    await new Editor(database.db, kind).removeNewest(21);
    const broken = await verifyAudit(database.config);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      new RegExp(
        `^The audit trail is broken at record ${RECORDS - 19}: the trail ends at record ${RECORDS - 20}, but the signed checkpoint of \\S+ counted ${RECORDS}: the newest 20 records were removed\\.`,
      ),
    );
  });

  it("names the table emptied", async () => {
    await checkpointed();
    await new Editor(database.db, kind).empty();
    const broken = await verifyAudit(database.config);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /^The audit trail is broken at record 1: the trail is empty, but the signed checkpoint of \S+ counted 60 records: the trail was emptied\./,
    );
  });

  it("e-mails each checkpoint to the addresses set, and the verification route checkpoints an intact trail", async () => {
    const sent: { to: string; subject?: string; text: string }[] = [];
    const checkpointing = auditCheckpointing(
      { ...database.config, audit: { ...database.config.audit, checkpointEmails: ["records@audit.example"] } },
      { send: (message) => Promise.resolve(void sent.push(message)) },
    );
    const checkpoint = await writeCheckpoint(database.db, checkpointing, new Date());
    expect(sent).toEqual([
      {
        channel: "email",
        to: "records@audit.example",
        subject: `Audit trail checkpoint: ${RECORDS} records`,
        text: expect.stringContaining(checkpoint.signature),
      },
    ]);
    expect(await verifyAuditTrail(database.db, checkpointing, new Date())).toEqual({ ok: true, checked: RECORDS, broken: null });
    expect(sent).toHaveLength(2);
  });

  it("checkpoints every hour into the file outside the database, signed, and a forged line is named", async () => {
    const sender = { send: () => Promise.resolve() };
    const checkpointing = auditCheckpointing(database.config, sender);
    const job = startAuditCheckpointJob(database.db, checkpointing, { log: { info: () => {}, error: () => {} }, holder: `test-${kind}` });
    await job.stop();
    const lines = readFileSync(checkpointing.file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { trail: string; count: number; signature: string });
    const mine = lines.filter((line) => line.trail === checkpointing.trail);
    expect(mine.at(-1)).toMatchObject({ count: RECORDS, key_id: checkpointing.key.keyId });
    // Outside the data folder, which a restore replaces.
    expect(path.relative(path.dirname(database.config.sqliteFile), checkpointing.file).startsWith("..")).toBe(true);
    // A checkpoint claiming fewer records, written into the database by the editor, does not carry the key's signature.
    await database.db
      .insertInto("audit_checkpoints")
      .values({ ...mine[0], count: 1, hash: "f".repeat(64), at: new Date().toISOString(), key_id: checkpointing.key.keyId, signature: "forged" } as never)
      .execute();
    const broken = await verifyAudit(database.config);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/the checkpoints were altered/);
  });
});
