import type { CustomsItem } from "#domain/declarations/enumerations.ts";
import { LENGTHS_OF_STAY, ORIGIN_COUNTRIES, STAY_PLACES, TRAVEL_REASONS } from "#domain/declarations/enumerations.ts";

/**
 * The demo's people (decision 058): today's arrivals that show each thing the customs card flags,
 * four weeks of earlier visitors for the tourism dashboard, and yesterday's guests at the demo café
 * around whom the demo case is opened.
 */

export interface DemoArrival {
  first_name: string;
  last_name: string;
  birth_date: string;
  passport_number: string;
  passport_country: string;
  residence_country: string;
  origin_country: string;
  survey_origin: (typeof ORIGIN_COUNTRIES)[number];
  airline: string;
  flight_number: string;
  mobile: string;
  email: string;
  children: { first_name: string; birth_date: string; gender: "MALE" | "FEMALE"; passport_number: string }[];
  /** The customs questions answered "Yes". */
  items: CustomsItem[];
  distilled_floz: number;
  symptoms: string[];
}

export const TODAYS_ARRIVALS: DemoArrival[] = [
  {
    first_name: "minji",
    last_name: "kim",
    birth_date: "1987-04-12",
    passport_number: "m48213907",
    passport_country: "KR",
    residence_country: "Korea",
    origin_country: "Korea",
    survey_origin: "KOREA",
    airline: "Jeju Air",
    flight_number: "7C 3402",
    mobile: "+821041235678",
    email: "minji.kim@example.com",
    children: [
      { first_name: "seoyeon", birth_date: "2016-09-03", gender: "FEMALE", passport_number: "m48213908" },
      { first_name: "jihoon", birth_date: "2019-02-21", gender: "MALE", passport_number: "m48213909" },
    ],
    items: [],
    distilled_floz: 0,
    symptoms: ["NONE_OF_THE_ABOVE"],
  },
  {
    first_name: "hiroshi",
    last_name: "tanaka",
    birth_date: "1975-11-30",
    passport_number: "tk2290417",
    passport_country: "JP",
    residence_country: "Japan",
    origin_country: "Japan",
    survey_origin: "JAPAN",
    airline: "United Airlines",
    flight_number: "UA 197",
    mobile: "+819012345678",
    email: "hiroshi.tanaka@example.com",
    children: [],
    items: [],
    distilled_floz: 0,
    symptoms: ["FEVER", "DRY_COUGH"],
  },
  {
    first_name: "john",
    last_name: "miller",
    birth_date: "1969-06-08",
    passport_number: "561234987",
    passport_country: "US",
    residence_country: "United States",
    origin_country: "Guam",
    survey_origin: "GUAM",
    airline: "United Airlines",
    flight_number: "UA 171",
    mobile: "+16715550142",
    email: "john.miller@example.com",
    children: [],
    items: ["has_harmful_objects"],
    distilled_floz: 0,
    symptoms: ["NONE_OF_THE_ABOVE"],
  },
  {
    first_name: "lei",
    last_name: "wang",
    birth_date: "1992-01-17",
    passport_number: "e78120334",
    passport_country: "CN",
    residence_country: "China",
    origin_country: "China",
    survey_origin: "CHINA",
    airline: "Asiana Airlines",
    flight_number: "OZ 625",
    mobile: "+8613812345678",
    email: "lei.wang@example.com",
    children: [],
    items: ["has_alcohol"],
    distilled_floz: 120,
    symptoms: ["NONE_OF_THE_ABOVE"],
  },
  {
    first_name: "seojun",
    last_name: "park",
    birth_date: "1995-07-25",
    passport_number: "m51120876",
    passport_country: "KR",
    residence_country: "Korea",
    origin_country: "Korea",
    survey_origin: "KOREA",
    airline: "Asiana Airlines",
    flight_number: "OZ 625",
    mobile: "+821098765432",
    email: "seojun.park@example.com",
    children: [],
    items: [],
    distilled_floz: 0,
    symptoms: ["NONE_OF_THE_ABOVE"],
  },
];

/**
 * Earlier visitors: two a day for four weeks (a trip more than 30 days old could not be declared any
 * more), most of them from Korea and Japan as the islands see.
 */
export const EARLIER_VISITOR_DAYS = 28;
export const EARLIER_VISITORS_A_DAY = 2;
const EARLIER_ORIGINS = ["KOREA", "KOREA", "JAPAN", "KOREA", "CHINA", "JAPAN", "KOREA", "PHILIPPINES"] as const;

export function earlierSurvey(index: number) {
  const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T;
  return {
    visitor_type: "VISITOR",
    origin_country: pick(EARLIER_ORIGINS, index),
    reasons_for_travel: [pick(TRAVEL_REASONS.slice(0, 3), index)],
    planned_activities: ["GOLF"],
    stay_place: pick(STAY_PLACES.slice(0, 2), index),
    travel_arrangement: "INDIVIDUAL",
    trip_count: 1 + (index % 3),
    length_of_stay: { SAIPAN: pick(LENGTHS_OF_STAY.slice(2, 5), index), TINIAN: "NOT_APPLICABLE", ROTA: "NOT_APPLICABLE" },
  };
}

export interface DemoGuest {
  name: string;
  last_name: string;
  age: number;
  gender: "MALE" | "FEMALE";
  mobile_number: string;
  lang: "en" | "ja" | "ko" | "zh";
  companions: { name: string; last_name: string; age: number; gender: "MALE" | "FEMALE" }[];
  /** Minutes after the index guest sat down that they arrived, and how long they stayed. */
  arrived: number;
  minutes: number;
}

/** Yesterday's lunch at the demo café: the index guest with her children, and the people around them. */
export const CAFE_INDEX: DemoGuest = {
  name: "carmen",
  last_name: "sablan",
  age: 38,
  gender: "FEMALE",
  mobile_number: "+16702876543",
  lang: "en",
  companions: [
    { name: "joaquin", last_name: "sablan", age: 9, gender: "MALE" },
    { name: "isabel", last_name: "sablan", age: 6, gender: "FEMALE" },
  ],
  arrived: 0,
  minutes: 90,
};

export const CAFE_GUESTS: DemoGuest[] = [
  { name: "liza", last_name: "manglona", age: 29, gender: "FEMALE", mobile_number: "+16702851122", lang: "en", companions: [], arrived: -20, minutes: 60 },
  { name: "tomas", last_name: "aguon", age: 44, gender: "MALE", mobile_number: "+16702859933", lang: "en", companions: [], arrived: 10, minutes: 70 },
  { name: "jiwoo", last_name: "lee", age: 33, gender: "FEMALE", mobile_number: "+821055501234", lang: "ko", companions: [], arrived: 15, minutes: 60 },
  { name: "yuki", last_name: "sato", age: 51, gender: "MALE", mobile_number: "+818055502345", lang: "ja", companions: [], arrived: 30, minutes: 45 },
  { name: "pedro", last_name: "tenorio", age: 62, gender: "MALE", mobile_number: "+16702854477", lang: "en", companions: [], arrived: 80, minutes: 60 },
];
