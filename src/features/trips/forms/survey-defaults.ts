import type { Profile } from "#domain/accounts.ts";
import { ORIGIN_COUNTRIES } from "#domain/declarations/enumerations.ts";
import type { SurveyFormInput } from "#domain/declarations/survey.ts";
import type { VisitHistoryAttributes } from "#domain/trips.ts";

type OriginCountry = (typeof ORIGIN_COUNTRIES)[number];

/** The origin markets a trip's or a passport's country code names (ISO 3166 alpha-2 and alpha-3). */
const ORIGIN_BY_CODE: Record<string, OriginCountry> = {
  JP: "JAPAN",
  JPN: "JAPAN",
  KR: "KOREA",
  KOR: "KOREA",
  CN: "CHINA",
  CHN: "CHINA",
  GU: "GUAM",
  GUM: "GUAM",
  PW: "PALAU",
  PLW: "PALAU",
  PH: "PHILIPPINES",
  PHL: "PHILIPPINES",
  AU: "AUSTRALIA",
  AUS: "AUSTRALIA",
  SG: "SINGAPORE",
  SGP: "SINGAPORE",
  HK: "HONG_KONG",
  HKG: "HONG_KONG",
  CA: "CANADA",
  CAN: "CANADA",
  MY: "MALAYSIA",
  MYS: "MALAYSIA",
  TW: "TAIWAN",
  TWN: "TAIWAN",
  RU: "RUSSIA",
  RUS: "RUSSIA",
};

/** "Hong Kong", "hong_kong", "HK" or "HKG" → HONG_KONG; anything that names no market → undefined. */
export function originCountryOf(text: string | null | undefined): OriginCountry | undefined {
  const key = (text ?? "")
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]+/g, "_");
  return ORIGIN_COUNTRIES.find((country) => country === key && country !== "OTHER") ?? ORIGIN_BY_CODE[key];
}

/** What the survey holds before anything is chosen: no reason ticked yet, every island not visited (N/A). */
export function blankSurvey(): Partial<SurveyFormInput> {
  return {
    reasons_for_travel: [],
    planned_activities: [],
    length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "NOT_APPLICABLE", ROTA: "NOT_APPLICABLE" },
  };
}

/**
 * The survey's prefill: the origin market from the trip's origin country when it names one, else
 * from the passport country (the survey asks where visitors come from, which is most often that).
 */
export function surveyDefaults(profile: Profile | undefined, trip: VisitHistoryAttributes): Partial<SurveyFormInput> {
  const origin = originCountryOf(trip.origin_country) ?? originCountryOf(profile?.passport_country);
  return { ...blankSurvey(), ...(origin ? { origin_country: origin } : {}) };
}
