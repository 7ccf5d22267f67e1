import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  ISLANDS,
  LENGTHS_OF_STAY,
  ORIGIN_COUNTRIES,
  STAY_PLACES,
  TRAVEL_ARRANGEMENTS,
  TRAVEL_REASONS,
  TRIP_COUNTS,
  VISITOR_TYPES,
} from "#domain/declarations/enumerations.ts";

/** What the survey shows for each code the API stores (docs/product-spec.md, part 3 "Enumerations"). */
type Labels<T extends readonly (string | number)[]> = Record<T[number], MessageDescriptor>;

export const VISITOR_TYPE_LABELS: Labels<typeof VISITOR_TYPES> = {
  VISITOR: msg`Visitor`,
  RETURNING_RESIDENT: msg`Returning Resident`,
  INTENDED_RESIDENT_OVER_30_DAYS: msg`Intended Resident (staying over 30 days)`,
  VISITOR_RETURNING_FROM_ISLAND_TRIP: msg`Visitor returning from a day or overnight trip to another island`,
};

export const ORIGIN_COUNTRY_LABELS: Labels<typeof ORIGIN_COUNTRIES> = {
  JAPAN: msg`Japan`,
  KOREA: msg`Korea`,
  CHINA: msg`China`,
  GUAM: msg`Guam`,
  PALAU: msg`Palau`,
  PHILIPPINES: msg`Philippines`,
  AUSTRALIA: msg`Australia`,
  SINGAPORE: msg`Singapore`,
  HONG_KONG: msg`Hong Kong`,
  CANADA: msg`Canada`,
  MALAYSIA: msg`Malaysia`,
  TAIWAN: msg`Taiwan`,
  EUROPE: msg`Europe`,
  RUSSIA: msg`Russia`,
  OTHER: msg`Other`,
};

export const TRAVEL_REASON_LABELS: Labels<typeof TRAVEL_REASONS> = {
  PLEASURE_VACATION: msg`Pleasure/Vacation`,
  MEETING_CONFERENCE: msg`Meeting/Conference`,
  VISIT_FRIENDS_RELATIVES: msg`Visit Friends/Relatives`,
  SPORTS_EVENT: msg`Sports Event`,
  SCHOOL_TRIP: msg`School Trip`,
  COMPANY_TRIP: msg`Company Trip`,
  HONEYMOON: msg`Honeymoon`,
  GET_MARRIED: msg`Get Married`,
  GOLF: msg`Golf`,
  DIVE: msg`Dive`,
  TRAVEL_AGENT: msg`Travel Agent`,
  SHORT_FLIGHT_TIME: msg`Short Flight Time`,
  CLIMATE: msg`Climate`,
  INTERNET: msg`Internet`,
  PREVIOUS_TRIP: msg`Previous Trip`,
};

export const STAY_PLACE_LABELS: Labels<typeof STAY_PLACES> = {
  HOTEL: msg`Hotel`,
  CRUISE_SHIP: msg`Cruise Ship`,
  MILITARY_SHIP: msg`Military Ship`,
  TIMESHARE: msg`Timeshare`,
  BED_AND_BREAKFAST: msg`Bed & Breakfast`,
  VACATION_RENTAL: msg`Vacation Rental`,
  FRIENDS_RELATIVES: msg`Friends/Relatives`,
};

export const TRAVEL_ARRANGEMENT_LABELS: Labels<typeof TRAVEL_ARRANGEMENTS> = {
  PACKAGE_TOUR: msg`Package tour`,
  GROUP_TOUR: msg`Group tour`,
  INDIVIDUAL: msg`Individually arranged`,
};

export const TRIP_COUNT_LABELS: Labels<typeof TRIP_COUNTS> = {
  1: msg`1st`,
  2: msg`2nd`,
  3: msg`3rd`,
  4: msg`4th`,
  5: msg`5th`,
  6: msg`6th+`,
};

export const LENGTH_OF_STAY_LABELS: Labels<typeof LENGTHS_OF_STAY> = {
  DAY_TRIP: msg`Day Trip`,
  NIGHTS_1: msg`1 Night`,
  NIGHTS_2: msg`2 Nights`,
  NIGHTS_3: msg`3 Nights`,
  NIGHTS_4: msg`4 Nights`,
  NIGHTS_5: msg`5 Nights`,
  NIGHTS_6: msg`6 Nights`,
  NIGHTS_7_10: msg`7-10 Nights`,
  NIGHTS_11_PLUS: msg`11+ Nights`,
  NOT_APPLICABLE: msg`N/A`,
};

export const ISLAND_LABELS: Labels<typeof ISLANDS> = {
  SAIPAN: msg`Saipan`,
  TINIAN: msg`Tinian`,
  ROTA: msg`Rota`,
};
