import type { Kysely } from "kysely";

/**
 * Establishment accounts (they own branches, `establishments.account_id`) and their own sessions,
 * kept apart from travellers' sessions so neither kind of token opens the other's routes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("establishment_accounts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("organisation_name", "text", (column) => column.notNull())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("establishment_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("account_id", "text", (column) => column.notNull().references("establishment_accounts.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("establishment_sessions_account").on("establishment_sessions").column("account_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("establishment_sessions").execute();
  await db.schema.dropTable("establishment_accounts").execute();
}
