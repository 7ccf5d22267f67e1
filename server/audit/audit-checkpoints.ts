import { sign, verify } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AuditVerification } from "#domain/audit.ts";
import { auditFiles, type Config } from "../config.ts";
import { type Db, databaseKind } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { type AuditSigningKey, resolveAuditSigningKey } from "./audit-signing-key.ts";
import { verifyAuditChain } from "./audit-trail.ts";

/**
 * A signed statement of the trail's head: it held `count` records and the newest had `hash`, at
 * `at` (decision 039). The chain proves the order of the records; a checkpoint proves how many there
 * were and what they were, up to it, to whoever holds the public key.
 */
export interface Checkpoint {
  /** Which database's trail: a checkpoint file may serve several (development, tests). */
  trail: string;
  count: number;
  hash: string;
  at: string;
  key_id: string;
  signature: string;
}

export interface Checkpointing {
  key: AuditSigningKey;
  trail: string;
  file: string;
  emails: readonly string[];
  sender: MessageSender;
}

const GENESIS = "0".repeat(64);

/** The database a trail lives in, without credentials: a restored copy in the same place is the same trail. */
export function trailName(config: Pick<Config, "databaseUrl" | "sqliteFile">): string {
  if (databaseKind(config) === "sqlite") return `sqlite:${config.sqliteFile}`;
  const url = new URL(config.databaseUrl ?? "");
  return `postgres://${url.host}${url.pathname}`;
}

export function auditCheckpointing(config: Config, sender: MessageSender): Checkpointing {
  const { keyFile, checkpointFile } = auditFiles(config);
  return {
    key: resolveAuditSigningKey({ signingKey: config.audit.signingKey, keyFile }, config.production),
    trail: trailName(config),
    file: checkpointFile,
    emails: config.audit.checkpointEmails,
    sender,
  };
}

const signedText = (checkpoint: Omit<Checkpoint, "signature">) =>
  Buffer.from(`travel audit checkpoint v1\n${checkpoint.trail}\n${checkpoint.count}\n${checkpoint.hash}\n${checkpoint.at}\n${checkpoint.key_id}`);

/** The newest record's number and hash, as the records say (not the head row, which an editor rewrites with them). */
async function recordedHead(db: Db): Promise<{ count: number; hash: string }> {
  const newest = await db.selectFrom("audit_events").select(["seq", "hash"]).orderBy("seq", "desc").limit(1).executeTakeFirst();
  return newest ? { count: Number(newest.seq), hash: newest.hash } : { count: 0, hash: GENESIS };
}

/**
 * Signs the head and sends the checkpoint where the database cannot take it back: appended to the
 * checkpoint file first, then e-mailed to AUDIT_CHECKPOINT_EMAIL; the table keeps a copy. Made by
 * the hourly job and after every verification that found the trail intact.
 */
export async function writeCheckpoint(db: Db, checkpointing: Checkpointing, now: Date): Promise<Checkpoint> {
  const head = await recordedHead(db);
  const unsigned = { trail: checkpointing.trail, count: head.count, hash: head.hash, at: now.toISOString(), key_id: checkpointing.key.keyId };
  const checkpoint: Checkpoint = { ...unsigned, signature: sign(null, signedText(unsigned), checkpointing.key.privateKey).toString("base64url") };
  await mkdir(path.dirname(checkpointing.file), { recursive: true });
  await appendFile(checkpointing.file, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600 });
  for (const to of checkpointing.emails) {
    await checkpointing.sender.send({
      channel: "email",
      to,
      subject: `Audit trail checkpoint: ${checkpoint.count} records`,
      text: `Keep this e-mail: it lets the audit trail be checked after a database restore.\n\n${JSON.stringify(checkpoint)}\n`,
    });
  }
  await db
    .insertInto("audit_checkpoints")
    .values(checkpoint)
    .onConflict((conflict) => conflict.column("signature").doNothing())
    .execute();
  return checkpoint;
}

function isCheckpoint(value: unknown): value is Checkpoint {
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ["trail", "hash", "at", "key_id", "signature"].every((name) => typeof fields[name] === "string") && Number.isInteger(fields.count);
}

async function fileCheckpoints(file: string): Promise<Checkpoint[]> {
  const text = await readFile(file, "utf8").catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return "";
    throw error;
  });
  return text.split("\n").flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return isCheckpoint(parsed) ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

/** This trail's checkpoints signed with this key, from the file and the table, each once, oldest count first. */
async function knownCheckpoints(db: Db, checkpointing: Checkpointing): Promise<Checkpoint[]> {
  const stored = await db.selectFrom("audit_checkpoints").selectAll().execute();
  const all = [...(await fileCheckpoints(checkpointing.file)), ...stored.map((row) => ({ ...row, count: Number(row.count) }))];
  const unique = new Map(
    all
      .filter((checkpoint) => checkpoint.trail === checkpointing.trail && checkpoint.key_id === checkpointing.key.keyId)
      .map((checkpoint) => [checkpoint.signature, checkpoint]),
  );
  return [...unique.values()].sort((a, b) => a.count - b.count || a.at.localeCompare(b.at));
}

type Broken = NonNullable<AuditVerification["broken"]>;

/**
 * Holds a chain already found intact against every signed checkpoint: a checkpoint whose signature
 * fails was forged or altered; one whose record now has another hash means the records up to it
 * were rewritten (the chain recomputed after an edit); one counting more records than are left means
 * the newest were removed, or all of them.
 */
async function checkAgainstCheckpoints(db: Db, checkpointing: Checkpointing, records: number): Promise<{ broken: Broken; intact: number } | null> {
  const checkpoints = await knownCheckpoints(db, checkpointing);
  for (const checkpoint of checkpoints) {
    const { signature, ...signed } = checkpoint;
    if (!verify(null, signedText(signed), checkpointing.key.publicKey, Buffer.from(signature, "base64url"))) {
      return {
        broken: { seq: checkpoint.count, id: null, reason: `the checkpoint of ${checkpoint.at} does not carry its signature: the checkpoints were altered` },
        intact: 0,
      };
    }
  }
  let intact = 0;
  for (const checkpoint of checkpoints.filter((each) => each.count > 0 && each.count <= records)) {
    const row = await db.selectFrom("audit_events").select(["id", "hash"]).where("seq", "=", checkpoint.count).executeTakeFirstOrThrow();
    if (row.hash !== checkpoint.hash) {
      const reason = `it is not the record the signed checkpoint of ${checkpoint.at} holds: the trail was rewritten after record ${intact}`;
      return { broken: { seq: checkpoint.count, id: row.id, reason }, intact };
    }
    intact = checkpoint.count;
  }
  const latest = checkpoints.at(-1);
  if (latest && latest.count > records) {
    const reason =
      records === 0
        ? `the trail is empty, but the signed checkpoint of ${latest.at} counted ${latest.count} records: the trail was emptied`
        : `the trail ends at record ${records}, but the signed checkpoint of ${latest.at} counted ${latest.count}: the newest ${latest.count - records} records were removed`;
    return { broken: { seq: records + 1, id: null, reason }, intact };
  }
  return null;
}

/** The whole check (CLI verify-audit, the admin's audit page): the chain, then the checkpoints; an intact trail is checkpointed. */
export async function verifyAuditTrail(db: Db, checkpointing: Checkpointing, now: Date): Promise<AuditVerification> {
  const chain = await verifyAuditChain(db);
  if (!chain.ok) return chain;
  const failed = await checkAgainstCheckpoints(db, checkpointing, chain.checked);
  if (failed) return { ok: false, checked: failed.intact, broken: failed.broken };
  await writeCheckpoint(db, checkpointing, now);
  return chain;
}
