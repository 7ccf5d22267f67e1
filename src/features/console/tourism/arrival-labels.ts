import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ArrivalDimension, ArrivalPeriod, RangePreset } from "#domain/tourism-dashboard.ts";
import {
  LENGTH_OF_STAY_LABELS,
  ORIGIN_COUNTRY_LABELS,
  STAY_PLACE_LABELS,
  TRAVEL_ARRANGEMENT_LABELS,
  TRAVEL_REASON_LABELS,
  TRIP_COUNT_LABELS,
  VISITOR_TYPE_LABELS,
} from "../../trips/forms/survey-labels.ts";

export const DIMENSION_LABELS: Record<ArrivalDimension, MessageDescriptor> = {
  origin_country: msg`Origin country`,
  visitor_type: msg`Visitor type (purpose of trip)`,
  reasons_for_travel: msg`Reasons for travel`,
  stay_place: msg`Place of stay`,
  travel_arrangement: msg`Travel arrangement`,
  trip_count: msg`Trip count`,
  stay_saipan: msg`Length of stay on Saipan`,
  stay_tinian: msg`Length of stay on Tinian`,
  stay_rota: msg`Length of stay on Rota`,
};

export const PERIOD_LABELS: Record<ArrivalPeriod, MessageDescriptor> = {
  week: msg`By week`,
  month: msg`By month`,
};

export const PRESET_LABELS: Record<RangePreset, MessageDescriptor> = {
  last_month: msg`Last month`,
  last_quarter: msg`Last quarter`,
  year_to_date: msg`Year to date`,
};

/** The survey's own labels of each answer (the traveller app's catalog, which the console loads too). */
const VALUE_LABELS: Record<ArrivalDimension, Record<string, MessageDescriptor>> = {
  origin_country: ORIGIN_COUNTRY_LABELS,
  visitor_type: VISITOR_TYPE_LABELS,
  reasons_for_travel: TRAVEL_REASON_LABELS,
  stay_place: STAY_PLACE_LABELS,
  travel_arrangement: TRAVEL_ARRANGEMENT_LABELS,
  trip_count: TRIP_COUNT_LABELS,
  stay_saipan: LENGTH_OF_STAY_LABELS,
  stay_tinian: LENGTH_OF_STAY_LABELS,
  stay_rota: LENGTH_OF_STAY_LABELS,
};

/** An answer's label, or the stored code when it is not one the survey offers today. */
export function valueLabel(dimension: ArrivalDimension, value: string): MessageDescriptor | string {
  return VALUE_LABELS[dimension][value] ?? value;
}
