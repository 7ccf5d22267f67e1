/**
 * Grants (or with --revoke, takes back) a staff role of an account that signed in once by e-mail:
 *   node server/cli/grant-role.ts --email someone@example.com --role front-liner [--revoke]
 * It reads the same environment as the server (DATABASE_URL or SQLITE_FILE; README "Staff accounts").
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import * as v from "valibot";
import { Email } from "../../src/domain/fields.ts";
import { loadConfig } from "../config.ts";
import { databaseKind, openDatabase } from "../db/connection.ts";

const ROLES = { "front-liner": "is_front_liner" } as const;
const USAGE = "Usage: node server/cli/grant-role.ts --email someone@example.com --role front-liner [--revoke]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  try {
    return parseArgs({ options: { email: { type: "string" }, role: { type: "string" }, revoke: { type: "boolean", default: false } } }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

function parseCommand(): { email: string; role: keyof typeof ROLES; revoke: boolean } {
  const values = readArguments();
  const email = v.safeParse(Email, values.email ?? "");
  if (!email.success) fail(`--email must be an e-mail address.\n${USAGE}`);
  const role = values.role;
  if (role !== "front-liner") fail(`--role must be one of: ${Object.keys(ROLES).join(", ")}.\n${USAGE}`);
  return { email: email.output, role, revoke: values.revoke };
}

const { email, role, revoke } = parseCommand();
const config = loadConfig();
// Opening a missing SQLite file would create an empty database somewhere nobody looks.
if (databaseKind(config) === "sqlite" && !existsSync(config.sqliteFile)) {
  fail(`No database at ${config.sqliteFile}: set SQLITE_FILE or DATABASE_URL as for the server.`);
}
const db = openDatabase(config);
try {
  const result = await db
    .updateTable("users")
    .set({ [ROLES[role]]: revoke ? 0 : 1, updated_at: new Date().toISOString() })
    .where("email", "=", email)
    .where("is_guest", "=", 0)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    fail("No account signs in with this e-mail address. The person must sign in once by e-mail OTP first.");
  }
  console.log(revoke ? `The ${role} role was taken back from ${email}.` : `${email} now has the ${role} role.`);
} catch (error) {
  fail(`The database could not be updated: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await db.destroy();
}
