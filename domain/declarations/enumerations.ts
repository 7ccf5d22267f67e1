/**
 * The enumerations of docs/product-spec.md, part 3 used by the trip declarations, as the codes the API stores.
 * The web app shows each code with a translated label; the server accepts only these codes.
 */

export const TRAVEL_TYPES = ["US_CITIZEN", "FOREIGN_CITIZEN", "DOMESTIC", "INTERNATIONAL"] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

export const TRANSPORT_TYPES = ["AIR", "SEA"] as const;
export const FLIGHT_TYPES = ["COMMERCIAL", "PRIVATE"] as const;
export const TRIP_PURPOSES = ["BUSINESS", "PLEASURE"] as const;

/**
 * The customs declarant's person type (docs/product-spec.md, part 3, first list), with the survey's Visitor first:
 * the spec's two lists disagree, and a visitor (most travellers) must be able to say so on both.
 */
export const DECLARANT_PERSON_TYPES = ["VISITOR", "INTENDED_RESIDENT", "RETURNING_RESIDENT", "FLIGHT_CREW_MEMBER", "OTHER"] as const;

/** The MVA survey's visitor type (docs/product-spec.md, part 3, second list); an intended resident stays over 30 days. */
export const VISITOR_TYPES = ["VISITOR", "RETURNING_RESIDENT", "INTENDED_RESIDENT_OVER_30_DAYS", "VISITOR_RETURNING_FROM_ISLAND_TRIP"] as const;

export const STAY_PLACES = ["HOTEL", "CRUISE_SHIP", "MILITARY_SHIP", "TIMESHARE", "BED_AND_BREAKFAST", "VACATION_RENTAL", "FRIENDS_RELATIVES"] as const;

/** Not enumerated in the spec: how the trip was booked, as the tourism authority's survey asks it. */
export const TRAVEL_ARRANGEMENTS = ["PACKAGE_TOUR", "GROUP_TOUR", "INDIVIDUAL"] as const;

/** 1st to 6th+: 6 stands for the sixth trip or more. */
export const TRIP_COUNTS = [1, 2, 3, 4, 5, 6] as const;

export const LENGTHS_OF_STAY = [
  "DAY_TRIP",
  "NIGHTS_1",
  "NIGHTS_2",
  "NIGHTS_3",
  "NIGHTS_4",
  "NIGHTS_5",
  "NIGHTS_6",
  "NIGHTS_7_10",
  "NIGHTS_11_PLUS",
  "NOT_APPLICABLE",
] as const;
export type LengthOfStay = (typeof LENGTHS_OF_STAY)[number];

/** The three islands whose length of stay the survey asks for. */
export const ISLANDS = ["SAIPAN", "TINIAN", "ROTA"] as const;

/** docs/product-spec.md, part 3 "Purposes and reasons": offered both as reasons for travel and as planned activities. */
export const TRAVEL_REASONS = [
  "PLEASURE_VACATION",
  "MEETING_CONFERENCE",
  "VISIT_FRIENDS_RELATIVES",
  "SPORTS_EVENT",
  "SCHOOL_TRIP",
  "COMPANY_TRIP",
  "HONEYMOON",
  "GET_MARRIED",
  "GOLF",
  "DIVE",
  "TRAVEL_AGENT",
  "SHORT_FLIGHT_TIME",
  "CLIMATE",
  "INTERNET",
  "PREVIOUS_TRIP",
] as const;

/** docs/product-spec.md, part 3's origin markets, plus OTHER for a traveller from anywhere else. */
export const ORIGIN_COUNTRIES = [
  "JAPAN",
  "KOREA",
  "CHINA",
  "GUAM",
  "PALAU",
  "PHILIPPINES",
  "AUSTRALIA",
  "SINGAPORE",
  "HONG_KONG",
  "CANADA",
  "MALAYSIA",
  "TAIWAN",
  "EUROPE",
  "RUSSIA",
  "OTHER",
] as const;

export const PHONE_TYPES = ["mobile", "home", "work", "international"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** The ten yes/no questions of the customs declaration, in the order the form asks them. */
export const CUSTOMS_ITEMS = [
  "has_harmful_objects",
  "has_wildlife",
  "has_plants",
  "has_soil",
  "has_animal",
  "has_alcohol",
  "has_tobacco",
  "has_cigarettes",
  "has_merchandise",
  "has_excess_currency",
] as const;
export type CustomsItem = (typeof CUSTOMS_ITEMS)[number];

export const DOSE_TYPES = ["COVID_19_DOSE", "BOOSTER", "ADDITIONAL_BOOSTER"] as const;
export const TEST_TYPES = ["RT_PCR", "ANTIGEN"] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const TEST_RESULTS = ["NEGATIVE", "POSITIVE"] as const;

export const VACCINATION_STATUSES = ["FULLY_VACCINATED", "NOT_FULLY_VACCINATED"] as const;

/**
 * Not listed in the spec: the exceptions of the attestation a traveller who is not fully
 * vaccinated ticks, exactly one (the categories of the US attestation the form is modelled on).
 */
export const VACCINATION_EXCEPTIONS = [
  "MEDICAL_CONTRAINDICATION",
  "CLINICAL_TRIAL_PARTICIPANT",
  "UNDER_18",
  "HUMANITARIAN_OR_EMERGENCY",
  "LIMITED_VACCINE_AVAILABILITY",
  "OFFICIAL_GOVERNMENT_TRAVEL",
  "SEA_CREW",
] as const;
