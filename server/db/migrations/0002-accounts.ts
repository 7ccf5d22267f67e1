import type { Kysely } from "kysely";

/** Accounts, sessions, one-time passwords, throttling counters and the development outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.unique())
    .addColumn("mobile_number", "text", (column) => column.unique())
    .addColumn("is_guest", "integer", (column) => column.notNull())
    .addColumn("is_front_liner", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .addColumn("first_name", "text")
    .addColumn("middle_name", "text")
    .addColumn("last_name", "text")
    .addColumn("birth_date", "text")
    .addColumn("gender", "text")
    .addColumn("photo_url", "text")
    .addColumn("passport", "text")
    .addColumn("passport_country", "text")
    .addColumn("region_code", "text")
    .addColumn("province_code", "text")
    .addColumn("municipality_code", "text")
    .addColumn("barangay_code", "text")
    .addColumn("company_name", "text")
    .addColumn("health_status", "text")
    .addColumn("case_status", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("family_members")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("first_name", "text", (column) => column.notNull())
    .addColumn("middle_name", "text")
    .addColumn("last_name", "text", (column) => column.notNull())
    .addColumn("birth_date", "text", (column) => column.notNull())
    .addColumn("gender", "text", (column) => column.notNull())
    .addColumn("passport", "text")
    .addColumn("passport_country", "text")
    .execute();
  await db.schema.createIndex("family_members_user").on("family_members").column("user_id").execute();
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  await db.schema
    .createTable("otp_requests")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("destination", "text", (column) => column.notNull())
    .addColumn("mobile_number", "text")
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("wrong_tries", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("throttle_hits")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("bucket", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("throttle_hits_bucket_at").on("throttle_hits").columns(["bucket", "at"]).execute();
  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("recipient", "text", (column) => column.notNull())
    .addColumn("subject", "text")
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("push_tokens")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("oauth_states")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("state_hash", "text", (column) => column.notNull().unique())
    .addColumn("code_verifier", "text", (column) => column.notNull())
    .addColumn("nonce", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("login_handoffs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("code_hash", "text", (column) => column.notNull().unique())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("oauth_identities")
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("oauth_identities_pk", ["provider", "subject"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "oauth_identities",
    "login_handoffs",
    "oauth_states",
    "push_tokens",
    "outbox_messages",
    "throttle_hits",
    "otp_requests",
    "sessions",
    "family_members",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
