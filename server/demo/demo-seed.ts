import type { FastifyInstance, InjectOptions } from "fastify";
import { COMMONWEALTH_OFFSET } from "#domain/commonwealth-time.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { Db } from "../db/connection.ts";
import { findFirstEstablishment } from "../reference-data/reference-data-queries.ts";
import { startStaffSession } from "../staff/staff-sessions.ts";
import {
  CAFE_GUESTS,
  CAFE_INDEX,
  type DemoArrival,
  type DemoGuest,
  EARLIER_VISITOR_DAYS,
  EARLIER_VISITORS_A_DAY,
  earlierSurvey,
  TODAYS_ARRIVALS,
} from "./demo-people.ts";
import { type DemoMember, demoStaffSeeded, seedDemoStaff } from "./demo-staff.ts";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SIGNATURE_IMAGE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

interface Caller {
  token?: string;
  cookie?: string;
  /** Each traveller calls from a phone of their own, as the throttles expect. */
  from: string;
}

/**
 * The demo (DEMO_STAFF, decision 058), written through the API as travellers and a health official
 * would, so every store and rule takes it as real: members per role, today's arrivals, four weeks of
 * earlier visitors, yesterday's lunch at the demo café and a case opened for one of its guests.
 * Once: a database that has the demo members already is left as it is.
 */
export async function seedDemo(app: FastifyInstance, db: Db, serverSecret: string, now = new Date()): Promise<DemoMember[] | undefined> {
  if (await demoStaffSeeded(db)) return undefined;
  const members = await seedDemoStaff(db, serverSecret, now);
  const today = commonwealthDay(now);
  for (const [index, arrival] of TODAYS_ARRIVALS.entries()) await declareArrival(app, arrival, today, `10.77.1.${index + 1}`);
  for (let index = 0; index < EARLIER_VISITOR_DAYS * EARLIER_VISITORS_A_DAY; index += 1) {
    const day = 1 + Math.floor(index / EARLIER_VISITORS_A_DAY);
    await declareEarlierVisitor(app, index, commonwealthDay(new Date(now.getTime() - day * DAY_MS)));
  }
  const cafe = await findFirstEstablishment(db);
  const official = members.find((member) => member.role === "health_official");
  if (cafe && official) {
    await lunchAtTheCafe(app, db, cafe.id, now);
    await openCase(app, db, official, now);
  }
  return members;
}

async function call<T>(app: FastifyInstance, method: InjectOptions["method"], url: string, caller: Caller, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.cookie) headers.cookie = caller.cookie;
  const response = await app.inject({ method, url, headers, remoteAddress: caller.from, ...(body === undefined ? {} : { payload: body as object }) });
  if (response.statusCode >= 300) throw new Error(`Demo data: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

async function guestSession(app: FastifyInstance, from: string, lang = "en"): Promise<Caller> {
  const session = await call<{ token: string }>(app, "POST", "/api/v1/guest/login", { from }, { lang });
  return { token: session.token, from };
}

const signature = (day: string, name: string) => ({ image: SIGNATURE_IMAGE, date: day, printed_name: name });
const NO_PHONE = { number: "", confirm: "" };
const NO_ITEMS = {
  has_harmful_objects: false,
  has_wildlife: false,
  has_plants: false,
  has_soil: false,
  has_animal: false,
  has_alcohol: false,
  has_tobacco: false,
  has_cigarettes: false,
  has_merchandise: false,
  has_excess_currency: false,
};

function ageOn(day: string, birthDate: string): number {
  const age = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? age - 1 : age;
}

function customsForm(arrival: DemoArrival, day: string) {
  return {
    trip: {
      date_of_arrival: day,
      transport_type: "AIR",
      flight_type: "COMMERCIAL",
      airline: arrival.airline,
      flight_number: arrival.flight_number,
      vessel_name: null,
      origin_country: arrival.origin_country,
      purpose_of_trip: "PLEASURE",
    },
    declarant: {
      first_name: arrival.first_name,
      middle_name: null,
      last_name: arrival.last_name,
      birth_date: arrival.birth_date,
      passport_number: arrival.passport_number,
      passport_country: arrival.passport_country,
      address_in_commonwealth: "Beach Road, Garapan",
      family_count: arrival.children.length + 1,
      occupation: "Engineer",
      residence_country: arrival.residence_country,
      person_type: "OTHER",
    },
    contact: {
      phones: { mobile: { number: arrival.mobile, confirm: arrival.mobile }, home: NO_PHONE, work: NO_PHONE, international: NO_PHONE },
      email: arrival.email,
      confirm_email: arrival.email,
    },
    passengers: arrival.children.map((child) => ({
      passport_number: child.passport_number,
      issuing_country: arrival.passport_country,
      first_name: child.first_name,
      middle_name: null,
      last_name: arrival.last_name,
      birth_date: child.birth_date,
      gender: child.gender,
      age: ageOn(day, child.birth_date),
    })),
    items: { ...NO_ITEMS, ...Object.fromEntries(arrival.items.map((item) => [item, true])) },
    quantities: { alcohol_distilled_floz: arrival.distilled_floz, alcohol_beer_floz: 0, alcohol_wine_floz: 0 },
    currency: null,
    truthful_consent: true,
    signature: signature(day, `${arrival.first_name} ${arrival.last_name}`),
  };
}

async function declareTrip(app: FastifyInstance, caller: Caller, arrival: DemoArrival, day: string, survey: object): Promise<void> {
  const trip = await call<{ id: string }>(app, "POST", "/api/v1/visit-histories", caller, {
    travel_type: "INTERNATIONAL",
    is_domestic: 0,
    date_of_arrival: day,
    origin: arrival.origin_country,
    origin_country: arrival.origin_country,
    destination: "Saipan",
  });
  await call(app, "PUT", `/api/v1/visit-histories/${trip.id}/survey`, caller, survey);
  await call(app, "PUT", `/api/v1/visit-histories/${trip.id}/customs`, caller, customsForm(arrival, day));
  await call(app, "PUT", `/api/v1/visit-histories/${trip.id}/health-declaration`, caller, {
    symptoms: arrival.symptoms,
    signature: signature(day, `${arrival.first_name} ${arrival.last_name}`),
  });
}

async function declareArrival(app: FastifyInstance, arrival: DemoArrival, day: string, from: string): Promise<void> {
  const survey = { ...earlierSurvey(0), origin_country: arrival.survey_origin };
  await declareTrip(app, await guestSession(app, from), arrival, day, survey);
}

async function declareEarlierVisitor(app: FastifyInstance, index: number, day: string): Promise<void> {
  const template = TODAYS_ARRIVALS[index % TODAYS_ARRIVALS.length] as DemoArrival;
  const arrival = {
    ...template,
    passport_number: `${template.passport_number.slice(0, 2)}${String(7_000_000 + index)}`,
    items: [],
    symptoms: ["NONE_OF_THE_ABOVE"],
  };
  await declareTrip(app, await guestSession(app, `10.77.2.${index + 1}`), arrival, day, earlierSurvey(index));
}

/** Each guest checks in at the café's QR with the guest form; the visits are then moved to yesterday's lunch. */
async function lunchAtTheCafe(app: FastifyInstance, db: Db, cafeId: string, now: Date): Promise<void> {
  // Yesterday at noon on the commonwealth's clocks, when the index guest sat down.
  const lunch = Date.parse(`${commonwealthDay(new Date(now.getTime() - DAY_MS))}T12:00:00${COMMONWEALTH_OFFSET}`);
  for (const [index, guest] of [CAFE_INDEX, ...CAFE_GUESTS].entries()) {
    const { people } = await call<{ people: { visit_id: string }[] }>(
      app,
      "POST",
      "/api/v1/scan_qr/confirm",
      { from: `10.77.3.${index + 1}` },
      checkIn(cafeId, guest),
    );
    const startedAt = new Date(lunch + guest.arrived * MINUTE_MS).toISOString();
    const endsAt = new Date(lunch + (guest.arrived + guest.minutes) * MINUTE_MS).toISOString();
    await db
      .updateTable("visits")
      .set({ started_at: startedAt, ends_at: endsAt })
      .where(
        "id",
        "in",
        people.map((person) => person.visit_id),
      )
      .execute();
  }
}

function checkIn(cafeId: string, guest: DemoGuest) {
  return {
    name: guest.name,
    middle_name: null,
    last_name: guest.last_name,
    age: guest.age,
    gender: guest.gender,
    mobile_number: guest.mobile_number,
    email: null,
    company_name: null,
    region_code: null,
    province_code: null,
    municipality_code: null,
    barangay_code: null,
    purpose: "Lunch",
    symptoms: ["NONE_OF_THE_ABOVE"],
    companions: guest.companions.map((companion) => ({ ...companion, middle_name: null, symptoms: ["NONE_OF_THE_ABOVE"] })),
    location_qr_code_uuid: cafeId,
    lang: guest.lang,
  };
}

/** The health official finds the index guest by name, opens a confirmed case from yesterday's onset and computes the contacts. */
async function openCase(app: FastifyInstance, db: Db, official: DemoMember, now: Date): Promise<void> {
  const caller = { cookie: `${STAFF_COOKIE}=${await startStaffSession(db, official.id, "complete", now)}`, from: "10.77.4.1" };
  const [person] = await call<{ person_key: string }[]>(app, "POST", "/api/staff/tracing/people/search", caller, {
    query: `${CAFE_INDEX.name} ${CAFE_INDEX.last_name}`,
  });
  if (!person) throw new Error("Demo data: the index guest was not found");
  const opened = await call<{ id: string }>(app, "POST", "/api/staff/tracing/cases", caller, {
    person_key: person.person_key,
    case_status: "0003",
    health_status: "MILD",
    onset_date: commonwealthDay(now),
    test_date: commonwealthDay(now),
  });
  await call(app, "POST", `/api/staff/tracing/cases/${opened.id}/contacts/compute`, caller, {});
}
