import type { Kysely } from "kysely";

/**
 * Contact tracing (decision 025) asks, for each visit of a frontier person, which visits at the same
 * branch overlap it: a range of one branch's check-ins by start, kept to those ending late enough.
 * The check-in's own index (0007: branch, start, user, for counting a branch's last minute) is
 * widened to carry the end, person and id as well, so both read their answer from the index alone and
 * a check-in still writes one index for its branch, not two (the check-in is the busiest write).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("visits_establishment_started_overlap")
    .on("visits")
    .columns(["establishment_id", "started_at", "user_id", "ends_at", "person_key", "id"])
    .execute();
  await db.schema.dropIndex("visits_establishment_started_user").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("visits_establishment_started_user").on("visits").columns(["establishment_id", "started_at", "user_id"]).execute();
  await db.schema.dropIndex("visits_establishment_started_overlap").execute();
}
