import type { Kysely } from "kysely";

/** The address hierarchy (region → island → municipality → village) in one table; seeded by seed.ts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("addresses")
    .addColumn("code", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("level", "text", (column) => column.notNull())
    .addColumn("parent_code", "text", (column) => column.references("addresses.code"))
    .addColumn("sort_order", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("addresses_level_parent").on("addresses").columns(["level", "parent_code"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("addresses").execute();
}
