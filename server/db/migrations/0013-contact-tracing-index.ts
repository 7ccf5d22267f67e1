import type { Kysely } from "kysely";

/**
 * Contact tracing (decision 024) asks, for each visit of a frontier person, which visits at the same
 * branch overlap it: a range of one branch's check-ins by start, kept to those ending late enough.
 * This index answers that from its own entries (end, person and id included), without a look-up of
 * each visit's row; the check-in's own index (0007) stays as it is for the busiest write's count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("visits_establishment_overlap")
    .on("visits")
    .columns(["establishment_id", "started_at", "ends_at", "person_key", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visits_establishment_overlap").execute();
}
