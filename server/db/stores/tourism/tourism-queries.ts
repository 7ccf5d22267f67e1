import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredForm } from "../form-table.ts";
import type { TourismDatabase } from "./tourism-schema.ts";

export type TourismStore = Kysely<TourismDatabase>;

/** Saves the trip's survey, replacing an earlier one; answers the form uuid. */
export async function saveSurvey(db: TourismStore, survey: { tripId: string; answers: unknown; now: Date }): Promise<string> {
  const changes = { answers: JSON.stringify(survey.answers), submitted_at: survey.now.toISOString() };
  const row = await db
    .insertInto("surveys")
    .values({ id: randomUUID(), visit_history_id: survey.tripId, created_at: changes.submitted_at, ...changes })
    .onConflict((conflict) => conflict.column("visit_history_id").doUpdateSet(changes))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSurvey(db: TourismStore, tripId: string): Promise<StoredForm | undefined> {
  return db.selectFrom("surveys").select(["id", "answers", "submitted_at"]).where("visit_history_id", "=", tripId).executeTakeFirst();
}

export async function deleteSurvey(db: TourismStore, tripId: string): Promise<void> {
  await db.deleteFrom("surveys").where("visit_history_id", "=", tripId).execute();
}
