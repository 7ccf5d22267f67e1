import type { Kysely } from "kysely";

/**
 * Indexes shaped by the guest check-in, the busiest write (docs/decisions/011-check-ins-and-access.md,
 * "Throughput"): the branch's check-ins of the last minute are counted, guests apart, from the index
 * alone; the user index holds signed-in visits only, so a guest's check-in leaves it untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visits_establishment_started").execute();
  await db.schema.createIndex("visits_establishment_started_user").on("visits").columns(["establishment_id", "started_at", "user_id"]).execute();
  await db.schema.dropIndex("visits_user").execute();
  await db.schema.createIndex("visits_user").on("visits").column("user_id").where("user_id", "is not", null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visits_user").execute();
  await db.schema.createIndex("visits_user").on("visits").column("user_id").execute();
  await db.schema.dropIndex("visits_establishment_started_user").execute();
  await db.schema.createIndex("visits_establishment_started").on("visits").columns(["establishment_id", "started_at"]).execute();
}
