import * as v from "valibot";
import { ISLANDS, LENGTHS_OF_STAY, ORIGIN_COUNTRIES, STAY_PLACES, TRAVEL_ARRANGEMENTS, TRAVEL_REASONS, TRIP_COUNTS, VISITOR_TYPES } from "./enumerations.ts";

export const CHOOSE_ONE_MESSAGE = "Please choose one.";
export const CHOOSE_AT_LEAST_ONE_MESSAGE = "Please choose at least one.";
export const STAY_REQUIRED_MESSAGE = "Choose the length of stay on at least one island.";

const choices = <T extends readonly [string, ...string[]]>(options: T, min: number) =>
  v.pipe(
    v.array(v.picklist(options, CHOOSE_ONE_MESSAGE), CHOOSE_AT_LEAST_ONE_MESSAGE),
    v.minLength(min, CHOOSE_AT_LEAST_ONE_MESSAGE),
    v.check((list) => new Set(list).size === list.length, "Each choice may be given once."),
  );

/** The length of stay on each island; at least one island is not N/A. */
export const LengthOfStay = v.pipe(
  v.object({
    SAIPAN: v.picklist(LENGTHS_OF_STAY, CHOOSE_ONE_MESSAGE),
    TINIAN: v.picklist(LENGTHS_OF_STAY, CHOOSE_ONE_MESSAGE),
    ROTA: v.picklist(LENGTHS_OF_STAY, CHOOSE_ONE_MESSAGE),
  }),
  v.check((stay) => ISLANDS.some((island) => stay[island] !== "NOT_APPLICABLE"), STAY_REQUIRED_MESSAGE),
);

/** The tourism authority's (MVA) survey of a trip; kept in the tourism store. */
export const SurveyForm = v.object({
  visitor_type: v.picklist(VISITOR_TYPES, CHOOSE_ONE_MESSAGE),
  origin_country: v.picklist(ORIGIN_COUNTRIES, CHOOSE_ONE_MESSAGE),
  reasons_for_travel: choices(TRAVEL_REASONS, 1),
  planned_activities: choices(TRAVEL_REASONS, 0),
  stay_place: v.picklist(STAY_PLACES, CHOOSE_ONE_MESSAGE),
  travel_arrangement: v.picklist(TRAVEL_ARRANGEMENTS, CHOOSE_ONE_MESSAGE),
  trip_count: v.picklist(TRIP_COUNTS, CHOOSE_ONE_MESSAGE),
  length_of_stay: LengthOfStay,
});
export type SurveyForm = v.InferOutput<typeof SurveyForm>;
export type SurveyFormInput = v.InferInput<typeof SurveyForm>;
