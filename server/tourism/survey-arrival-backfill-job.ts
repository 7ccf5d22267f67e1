import type { Db } from "../db/connection.ts";
import type { TourismStore } from "../db/stores/tourism/tourism-queries.ts";
import { setSurveyArrival } from "../db/stores/tourism/tourism-queries.ts";

const BATCH = 500;

/**
 * Surveys saved before the tourism store kept the trip's arrival date (migration 0002 of that store)
 * get it from their core trip, once, at the server's start: the server holds both connections, the
 * analyst's dashboard only the tourism store's. Rows whose trip is gone keep no date and count in no
 * period. After the first run this is one indexed query that finds nothing.
 */
export async function backfillSurveyArrivals(db: Db, tourism: TourismStore): Promise<number> {
  let filled = 0;
  let after = "";
  for (;;) {
    const pending = await tourism
      .selectFrom("surveys")
      .select("visit_history_id")
      .where("arrival_date", "is", null)
      .where("visit_history_id", ">", after)
      .orderBy("visit_history_id")
      .limit(BATCH)
      .execute();
    if (!pending.length) return filled;
    const ids = pending.map((row) => row.visit_history_id);
    const trips = await db.selectFrom("visit_histories").select(["id", "date_of_arrival"]).where("id", "in", ids).execute();
    for (const trip of trips) await setSurveyArrival(tourism, trip.id, trip.date_of_arrival);
    filled += trips.length;
    after = ids[ids.length - 1] ?? after;
  }
}
