import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Staff accounts apart from travellers (decision 018): invitations, e-mail sign-in codes, second factors
 * (authenticator secret, passkeys), cookie sessions, roles; and the hash-chained audit trail, whose
 * rows the database itself refuses to change (the chain still detects a change made around that).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_members")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("display_name", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("totp_secret", "text")
    .addColumn("totp_enrolled_at", "text")
    .addColumn("totp_last_step", "integer")
    .addColumn("failed_codes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("last_sign_in_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("staff_roles")
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("granted_by", "text")
    .addColumn("granted_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("staff_roles_pk", ["staff_id", "role"])
    .execute();
  await db.schema
    .createTable("staff_invites")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("staff_sign_in_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_sign_in_codes_staff").on("staff_sign_in_codes").columns(["staff_id", "created_at"]).execute();
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("stage", "text", (column) => column.notNull())
    .addColumn("webauthn_challenge", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();
  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "integer", (column) => column.notNull())
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("staff_passkeys_staff").on("staff_passkeys").column("staff_id").execute();

  await db.schema
    .createTable("audit_events")
    .addColumn("seq", "integer", (column) => column.primaryKey())
    .addColumn("id", "text", (column) => column.notNull().unique())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("staff_id", "text")
    .addColumn("role", "text")
    .addColumn("agency", "text")
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("outcome", "text", (column) => column.notNull())
    .addColumn("subject_user_id", "text")
    .addColumn("record_type", "text")
    .addColumn("record_id", "text")
    .addColumn("shown", "text")
    .addColumn("purpose", "text")
    .addColumn("request_id", "text")
    .addColumn("client_address", "text")
    .addColumn("prev_hash", "text", (column) => column.notNull())
    .addColumn("hash", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("audit_events_staff").on("audit_events").columns(["staff_id", "seq"]).execute();
  await db.schema.createIndex("audit_events_subject").on("audit_events").columns(["subject_user_id", "seq"]).execute();
  await db.schema.createIndex("audit_events_at").on("audit_events").column("at").execute();
  // The chain's head: one row, updated in the transaction that appends, so appends are serialized.
  await db.schema
    .createTable("audit_chain")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("seq", "integer", (column) => column.notNull())
    .addColumn("hash", "text", (column) => column.notNull())
    .execute();
  await sql`insert into audit_chain (id, seq, hash) values (1, 0, ${"0".repeat(64)})`.execute(db);
  await forbidAuditChanges(db);
}

/** Both dialects refuse UPDATE and DELETE on audit rows; the hash chain catches whoever drops the guard. */
async function forbidAuditChanges(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create trigger audit_events_no_update before update on audit_events begin select raise(abort, 'audit records are append-only'); end`.execute(db);
    await sql`create trigger audit_events_no_delete before delete on audit_events begin select raise(abort, 'audit records are append-only'); end`.execute(db);
    return;
  }
  await sql`create function audit_events_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit records are append-only'; end $$`.execute(
    db,
  );
  await sql`create trigger audit_events_no_change before update or delete on audit_events for each row execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_chain",
    "audit_events",
    "staff_passkeys",
    "staff_sessions",
    "staff_sign_in_codes",
    "staff_invites",
    "staff_roles",
    "staff_members",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
