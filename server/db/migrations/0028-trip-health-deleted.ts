import type { Kysely } from "kysely";

/**
 * When the traveller deleted their health information from a trip customs had already reviewed
 * (decision 059): the trip keeps its QR and status, and its customs card says the health part was
 * deleted on that day. Null for every other trip.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visit_histories").addColumn("health_deleted_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visit_histories").dropColumn("health_deleted_at").execute();
}
