import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import type { StoredForm } from "../form-table.ts";
import { countSurvey, storedFacts } from "./arrival-counts.ts";
import { answerColumns, arrivalColumns, newRecordKey } from "./survey-facts.ts";
import type { TourismDatabase } from "./tourism-schema.ts";

export type TourismStore = Kysely<TourismDatabase>;

/**
 * Saves the trip's survey, replacing an earlier one, with the trip's arrival date beside it for the
 * dashboard (the store cannot read the trip); answers the form uuid.
 */
export async function saveSurvey(db: TourismStore, survey: { tripId: string; arrivalDate: string; answers: SurveyForm; now: Date }): Promise<string> {
  const arrival = arrivalColumns(survey.arrivalDate);
  const changes = {
    answers: JSON.stringify(survey.answers),
    submitted_at: survey.now.toISOString(),
    ...answerColumns(survey.answers),
    ...arrival,
  };
  return db.transaction().execute(async (trx) => {
    await countSurvey(trx, await storedFacts(trx, survey.tripId), -1);
    const row = await trx
      .insertInto("surveys")
      .values({ id: randomUUID(), visit_history_id: survey.tripId, created_at: changes.submitted_at, record_key: newRecordKey(), ...changes })
      .onConflict((conflict) => conflict.column("visit_history_id").doUpdateSet(changes))
      .returning(["id", "record_key"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("survey_reasons").where("survey_id", "=", row.id).execute();
    await trx
      .insertInto("survey_reasons")
      .values(survey.answers.reasons_for_travel.map((reason) => ({ survey_id: row.id, reason, ...arrival })))
      .execute();
    await countSurvey(trx, { ...arrival, ...answerColumns(survey.answers), record_key: row.record_key, reasons: survey.answers.reasons_for_travel }, 1);
    return row.id;
  });
}

/** Follows a change of the trip's arrival date; nothing when the trip has no survey yet. */
export async function setSurveyArrival(db: TourismStore, tripId: string, arrivalDate: string): Promise<void> {
  const arrival = arrivalColumns(arrivalDate);
  await db.transaction().execute(async (trx) => {
    const before = await storedFacts(trx, tripId);
    if (!before) return;
    await countSurvey(trx, before, -1);
    await trx.updateTable("surveys").set(arrival).where("visit_history_id", "=", tripId).execute();
    await trx
      .updateTable("survey_reasons")
      .set(arrival)
      .where("survey_id", "in", trx.selectFrom("surveys").select("id").where("visit_history_id", "=", tripId))
      .execute();
    await countSurvey(trx, { ...before, ...arrival }, 1);
  });
}

export function findSurvey(db: TourismStore, tripId: string): Promise<StoredForm | undefined> {
  return db.selectFrom("surveys").select(["id", "answers", "submitted_at"]).where("visit_history_id", "=", tripId).executeTakeFirst();
}

export async function deleteSurvey(db: TourismStore, tripId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await countSurvey(trx, await storedFacts(trx, tripId), -1);
    await trx
      .deleteFrom("survey_reasons")
      .where("survey_id", "in", trx.selectFrom("surveys").select("id").where("visit_history_id", "=", tripId))
      .execute();
    await trx.deleteFrom("surveys").where("visit_history_id", "=", tripId).execute();
  });
}
