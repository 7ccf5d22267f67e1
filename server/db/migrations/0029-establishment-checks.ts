import { type Kysely, sql } from "kysely";

/**
 * Establishment accounts checked (decision 062): an e-mail address confirmed by a mailed link before
 * the portal opens, a password reset by a mailed link, and an admin's disabling. Accounts from before
 * count as confirmed. A branch carries its account's disabling too, so the door reads one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("establishment_accounts").addColumn("email_confirmed_at", "text").execute();
  await db.schema.alterTable("establishment_accounts").addColumn("disabled_at", "text").execute();
  await db.schema.alterTable("establishment_accounts").addColumn("disabled_reason", "text").execute();
  await sql`update establishment_accounts set email_confirmed_at = created_at`.execute(db);
  await db.schema.alterTable("establishments").addColumn("disabled_at", "text").execute();
  await db.schema
    .createTable("establishment_links")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("account_id", "text", (column) => column.notNull().references("establishment_accounts.id").onDelete("cascade"))
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("establishment_links_account").on("establishment_links").columns(["account_id", "purpose"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("establishment_links").execute();
  await db.schema.alterTable("establishments").dropColumn("disabled_at").execute();
  await db.schema.alterTable("establishment_accounts").dropColumn("disabled_reason").execute();
  await db.schema.alterTable("establishment_accounts").dropColumn("disabled_at").execute();
  await db.schema.alterTable("establishment_accounts").dropColumn("email_confirmed_at").execute();
}
