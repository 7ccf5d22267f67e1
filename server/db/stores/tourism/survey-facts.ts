import { randomInt } from "node:crypto";
import { arrivalMonth, arrivalWeek } from "#domain/tourism-dashboard.ts";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import type { SurveysTable } from "./tourism-schema.ts";

type ArrivalColumns = Pick<SurveysTable, "arrival_date" | "arrival_week" | "arrival_month">;
type AnswerColumns = Pick<
  SurveysTable,
  "origin_country" | "visitor_type" | "stay_place" | "travel_arrangement" | "trip_count" | "stay_saipan" | "stay_tinian" | "stay_rota"
>;

/** The period columns of an arrival date; all null when it is unknown. */
export function arrivalColumns(arrivalDate: string | null): ArrivalColumns {
  if (!arrivalDate) return { arrival_date: null, arrival_week: null, arrival_month: null };
  return { arrival_date: arrivalDate, arrival_week: arrivalWeek(arrivalDate), arrival_month: arrivalMonth(arrivalDate) };
}

/** The survey's single-choice answers as the columns the dashboard groups by. */
export function answerColumns(answers: SurveyForm): AnswerColumns {
  return {
    origin_country: answers.origin_country,
    visitor_type: answers.visitor_type,
    stay_place: answers.stay_place,
    travel_arrangement: answers.travel_arrangement,
    trip_count: String(answers.trip_count),
    stay_saipan: answers.length_of_stay.SAIPAN,
    stay_tinian: answers.length_of_stay.TINIAN,
    stay_rota: answers.length_of_stay.ROTA,
  };
}

/** A survey's record key (decision 056), given at its first save and kept through every later one. */
export const newRecordKey = (): number => randomInt(2 ** 31);
