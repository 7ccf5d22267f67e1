import type { Kysely } from "kysely";

/**
 * The language a visit was checked in with (decision 049): a guest's is the check-in page's, so an
 * exposure message reaches a guest in the language they read; null for visits from before, which
 * are written to in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visits").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visits").dropColumn("language").execute();
}
