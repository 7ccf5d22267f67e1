import type { FormTable } from "../form-table.ts";

/**
 * A survey with the answers the dashboard groups by copied out of its JSON into columns, and the
 * trip's arrival date copied from the core trip, so the tourism authority's aggregates are plain
 * GROUP BY queries of this store alone (decision 016). Null only on a row whose trip's arrival date
 * was never known here (see survey-arrival-backfill-job.ts); such a row counts in no period.
 */
export interface SurveysTable extends FormTable {
  arrival_date: string | null;
  /** The Monday of the arrival's ISO week. */
  arrival_week: string | null;
  /** YYYY-MM of the arrival. */
  arrival_month: string | null;
  origin_country: string | null;
  visitor_type: string | null;
  stay_place: string | null;
  travel_arrangement: string | null;
  trip_count: string | null;
  stay_saipan: string | null;
  stay_tinian: string | null;
  stay_rota: string | null;
  /**
   * A random number (0 to 2³¹ − 1) given at the first save and kept: a cell's surveys' key sum chooses how
   * its published count is moved (decision 056). Never sent.
   */
  record_key: number;
}

/** The tourism authority's (MVA) store: the trip surveys only (docs/decisions/016-agency-stores.md). */
export interface TourismDatabase {
  surveys: SurveysTable;
  /**
   * A survey's reasons for travel, one row each (the one answer that holds several choices), with the
   * survey's arrival period beside them so counting reasons needs no join.
   */
  survey_reasons: { survey_id: string; reason: string; arrival_date: string | null; arrival_week: string | null; arrival_month: string | null };
  /**
   * Surveyed arrivals per day and answer, kept current in the transaction of every survey write
   * (arrival-counts.ts): the dashboard reads a year from a few thousand of these rows instead of
   * counting half a million surveys.
   */
  arrival_counts: {
    dimension: string;
    arrival_date: string;
    value: string;
    arrival_week: string;
    arrival_month: string;
    count: number;
    /** The sum of the counted surveys' record keys (decision 056). */
    key_sum: number;
  };
}
