import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("symptoms")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("sort_order", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("purposes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("title", "text", (column) => column.notNull().unique())
    .addColumn("sort_order", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("settings")
    .addColumn("code", "text", (column) => column.primaryKey())
    .addColumn("value_type", "text", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("establishments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("branch", "text", (column) => column.notNull())
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("logo", "text", (column) => column.notNull())
    .addColumn("qr_type", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["establishments", "settings", "purposes", "symptoms"]) {
    await db.schema.dropTable(table).execute();
  }
}
