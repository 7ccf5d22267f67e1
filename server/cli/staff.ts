/**
 * Staff accounts from the shell (docs/operations.md, "Staff accounts"), with the server's environment
 * (DATABASE_URL or SQLITE_FILE, PUBLIC_URL, SMTP_URL, and for verify-audit the AUDIT_* settings):
 *   node server/cli/staff.ts create-admin --email ana@gov.example --name "Ana Cruz" [--force]
 *   node server/cli/staff.ts verify-audit
 */
import { COMMONWEALTH_ZONE_LABEL, commonwealthTime } from "#domain/commonwealth-time.ts";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import Fastify from "fastify";
import * as v from "valibot";
import { Email } from "#domain/fields.ts";
import { auditCheckpointing, verifyAuditTrail } from "../audit/audit-checkpoints.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Db, databaseKind, openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createMessageSender } from "../delivery/create-message-sender.ts";
import { HttpError } from "../http/errors.ts";
import { createInvite } from "../staff/invite-service.ts";
import { createInvitedMember } from "../staff/member-service.ts";
import { inviteEmail, sendStaffEmail } from "../staff/staff-emails.ts";

const USAGE = [
  "Usage:",
  '  node server/cli/staff.ts create-admin --email someone@example.com --name "Full Name" [--force]',
  "  node server/cli/staff.ts verify-audit",
].join("\n");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  try {
    return parseArgs({ allowPositionals: true, options: { email: { type: "string" }, name: { type: "string" }, force: { type: "boolean", default: false } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function activeAdminExists(db: Db): Promise<boolean> {
  const admin = await db
    .selectFrom("staff_members")
    .innerJoin("staff_roles", "staff_roles.staff_id", "staff_members.id")
    .select("staff_members.id")
    .where("staff_roles.role", "=", "admin")
    .where("staff_members.status", "=", "active")
    .executeTakeFirst();
  return admin !== undefined;
}

/** The first admin of an installation: invited like any staff member, so they enrol a second factor before anything else. */
async function createAdmin(db: Db, config: Config, values: { email?: string; name?: string; force: boolean }): Promise<void> {
  const email = v.safeParse(Email, values.email ?? "");
  if (!email.success) fail(`--email must be an e-mail address.\n${USAGE}`);
  const name = values.name?.trim();
  if (!name) fail(`--name is required.\n${USAGE}`);
  await migrateToLatest(db);
  if (!values.force && (await activeAdminExists(db))) {
    fail("An active admin already exists: invite further admins from the console, or add --force.");
  }
  const now = new Date();
  const member = await createInvitedMember(db, { email: email.output, display_name: name, roles: ["admin"] }, null, now);
  await recordAudit(
    db,
    null,
    { staffId: null, role: null },
    { action: "staff.invited", recordType: "staff_member", recordId: member.id, purpose: "command line" },
    now,
  );
  const { link, expiresAt } = await createInvite(db, config.publicUrl, member.id, null, now);
  const log = Fastify({ logger: false }).log;
  const sender = createMessageSender(config, db, log, () => new Date());
  const sent = await sendStaffEmail(sender, log, inviteEmail(member.email, name, link)).then(
    () => true,
    () => false,
  );
  console.log(`${member.email} is invited as admin. The invitation works once, until ${commonwealthTime(expiresAt)} (${COMMONWEALTH_ZONE_LABEL}):\n${link}`);
  if (!sent) console.error("The invitation e-mail could not be sent; give the link to the person yourself.");
}

/** The chain and its signed checkpoints (decision 039); an intact trail gets a new checkpoint. */
async function verifyAudit(db: Db, config: Config): Promise<void> {
  const sender = createMessageSender(config, db, Fastify({ logger: false }).log, () => new Date());
  const result = await verifyAuditTrail(db, auditCheckpointing(config, sender), new Date());
  if (result.ok) {
    console.log(`The audit trail is intact: ${result.checked} records checked.`);
    return;
  }
  const row = result.broken;
  fail(
    `The audit trail is broken at record ${row?.seq ?? "?"}${row?.id ? ` (id ${row.id})` : ""}: ${row?.reason ?? "unknown"}. ${result.checked} records before it are intact.`,
  );
}

const { positionals, values } = readArguments();
const command = positionals[0];
if (command !== "create-admin" && command !== "verify-audit") fail(USAGE);
const config = loadConfig();
// Checking the trail of a database that does not exist would create an empty one and call it intact.
if (command === "verify-audit" && databaseKind(config) === "sqlite" && !existsSync(config.sqliteFile)) {
  fail(`No database at ${config.sqliteFile}: set SQLITE_FILE or DATABASE_URL as for the server.`);
}
const db = openDatabase(config);
try {
  if (command === "create-admin") await createAdmin(db, config, values);
  else await verifyAudit(db, config);
} catch (error) {
  fail(error instanceof HttpError ? error.message : `The command failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await db.destroy();
}
