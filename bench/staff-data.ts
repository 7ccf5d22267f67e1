import { randomBytes, randomUUID } from "node:crypto";
import { auditHash } from "../server/audit/audit-trail.ts";
import type { Db } from "../server/db/connection.ts";
import type { AgencyStores } from "../server/db/stores/agency-stores.ts";
import type { CoreDatabase } from "../server/db/schema.ts";
import { arrivalFactsOf } from "../server/db/stores/customs/arrival-facts.ts";
import { tripCodeOf } from "#domain/trip-code.ts";
import type { CustomsForm } from "#domain/declarations/customs.ts";
import { exceededLimits } from "#domain/declarations/declaration-limits.ts";
import { customsForm } from "../tests/support/trip-fixtures.ts";

/**
 * National-scale data for the staff screens, written straight into the stores: a year of trips with
 * their customs declarations (the commonwealth sees about half a million arrivals a year), and an
 * audit trail of a year of staff reads.
 */
export const STAFF_SCALE = { trips: 500_000, auditEvents: 2_000_000, people: 300_000 } as const;

const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * The day's arrivals as the belt sees them: ~1,400 declarations a day on 24 flights (three airlines
 * the commonwealth hears from most) and 2 vessels, one declaration in 12 with a referral reason
 * (spirits over the limit or a plant), a quarter of them families.
 */
const FLIGHTS = Array.from({ length: 24 }, (_, index) => ({
  airline: ["United Airlines", "Jeju Air", "Asiana Airlines"][index % 3] ?? "",
  flight: `${["UA", "7C", "OZ"][index % 3]} ${100 + index * 7}`,
}));
const VESSELS = ["Star of Tinian", "Saipan Express"];

function declarationOf(template: ReturnType<typeof customsForm>, index: number, arrival: string, passport: string) {
  const place =
    index % 53 === 0 ? { vessel: VESSELS[index % VESSELS.length] ?? "" } : { flight: FLIGHTS[index % FLIGHTS.length] ?? { airline: "", flight: "" } };
  const referred = index % 12 === 0;
  return {
    ...template,
    trip: {
      ...template.trip,
      date_of_arrival: arrival,
      ...("vessel" in place
        ? { transport_type: "SEA" as const, flight_type: null, airline: null, flight_number: null, vessel_name: place.vessel }
        : { airline: place.flight.airline, flight_number: place.flight.flight }),
    },
    declarant: { ...template.declarant, passport_number: passport },
    passengers: index % 4 === 0 ? template.passengers : [],
    items: { ...template.items, has_alcohol: referred, has_plants: referred && index % 24 === 0 },
    quantities: { ...template.quantities, alcohol_distilled_floz: referred ? 100 : 0, alcohol_wine_floz: 0 },
  };
}

export interface StaffData {
  /** QR values and passports of trips not yet expired, to look up. */
  currentQrIds: string[];
  currentPassports: string[];
  /** Today's date of the arrivals view, and one of its flights. */
  today: string;
  busyFlight: string;
  /** Subjects with audit records, to filter by. */
  subjects: string[];
  staffId: string;
}

async function inBatches<T>(count: number, make: (index: number) => T, write: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset));
    await write(rows);
  }
}

export async function writeStaffData(db: Db, stores: AgencyStores, now: Date): Promise<StaffData> {
  const currentQrIds: string[] = [];
  const currentPassports: string[] = [];
  const template = customsForm();
  const at = now.toISOString();
  const today = now.toISOString().slice(0, 10);
  const officerId = randomUUID();
  const codesTaken = new Set<string>();
  await inBatches(
    STAFF_SCALE.trips,
    (index) => {
      // Arrivals spread over the past year; those of the last 30 days are still current.
      const arrival = new Date(now.getTime() - Math.floor((index / STAFF_SCALE.trips) * 365) * DAY_MS);
      const id = randomUUID();
      // As the app does (decision 037): a QR ID whose trip code another trip holds is drawn again; at this scale some are.
      let qrId = randomBytes(16).toString("base64url");
      while (codesTaken.has(tripCodeOf(qrId))) qrId = randomBytes(16).toString("base64url");
      codesTaken.add(tripCodeOf(qrId));
      const passport = `P${String(index).padStart(8, "0")}`;
      const expires = new Date(arrival.getTime() + 30 * DAY_MS);
      if (expires > now && currentQrIds.length < 5_000) {
        currentQrIds.push(qrId);
        currentPassports.push(passport);
      }
      return { id, index, qrId, passport, arrival: arrival.toISOString().slice(0, 10), expires: expires.toISOString() };
    },
    async (rows) => {
      await db
        .insertInto("visit_histories")
        .values(
          rows.map((row) => ({
            id: row.id,
            user_id: null,
            travel_type: "INTERNATIONAL" as const,
            is_domestic: 0,
            date_of_arrival: row.arrival,
            expires_at: row.expires,
            origin: "Narita",
            origin_country: "Japan",
            destination: "Saipan",
            survey_form_uuid: randomUUID(),
            survey_status: "SUBMITTED" as const,
            special_survey_created_at: null,
            customs_form_uuid: randomUUID(),
            customs_status: "SUBMITTED" as const,
            health_declaration_form_uuid: randomUUID(),
            health_declaration_status: "SUBMITTED" as const,
            attestation_form_uuid: null,
            attestation_status: null,
            status: "PENDING" as const,
            qr_id: row.qrId,
            trip_code: tripCodeOf(row.qrId),
            remarks: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await stores.customs
        .insertInto("customs_declarations")
        .values(
          rows.map((row) => {
            const answers = declarationOf(template, row.index, row.arrival, row.passport);
            return {
              id: randomUUID(),
              visit_history_id: row.id,
              answers: JSON.stringify(answers),
              exceeded_limits: JSON.stringify(exceededLimits(answers.quantities ?? {})),
              submitted_at: at,
              created_at: at,
              ...arrivalFactsOf(answers as CustomsForm),
            };
          }),
        )
        .execute();
      await stores.customs
        .insertInto("customs_declaration_passports")
        .values(rows.map((row) => ({ visit_history_id: row.id, passport_number: row.passport })))
        .execute();
      // Every past arrival was decided at the belt, and a third of today's so far; the arrivals view asks each of today's declarations whether it was.
      const decided = rows.filter((row) => row.arrival < today || row.index % 3 === 0);
      if (decided.length) {
        await stores.customs
          .insertInto("customs_decision_entries")
          .values(
            decided.map((row) => ({
              id: randomUUID(),
              visit_history_id: row.id,
              seq: 1,
              kind: "decision" as const,
              decision: row.index % 12 === 0 ? ("FOR_INSPECTION" as const) : ("CLEARED" as const),
              reason: null,
              note: "",
              message_code: null,
              message_params: null,
              remarks: null,
              staff_id: officerId,
              role: "customs_officer" as const,
              decided_at: `${row.arrival}T02:00:00.000Z`,
            })),
          )
          .execute();
      }
    },
  );

  const staffId = randomUUID();
  await db
    .insertInto("staff_members")
    .values({ id: staffId, email: "officer@gov.example", display_name: "Officer", status: "active", created_at: at, updated_at: at })
    .execute();
  const subjects = Array.from({ length: STAFF_SCALE.people }, () => randomUUID());
  let previous = "0".repeat(64);
  await inBatches(
    STAFF_SCALE.auditEvents,
    (index) => {
      const unhashed: Omit<CoreDatabase["audit_events"], "hash"> = {
        seq: index + 1,
        id: randomUUID(),
        at: new Date(now.getTime() - (STAFF_SCALE.auditEvents - index) * 15_000).toISOString(),
        staff_id: staffId,
        role: "customs_officer",
        agency: "customs",
        action: "customs.lookup",
        outcome: "ok",
        subject_user_id: subjects[index % subjects.length] ?? null,
        record_type: "trip",
        record_id: randomUUID(),
        shown: "names, passport, trip, passengers, declaration",
        purpose: null,
        request_id: null,
        client_address: "203.0.113.7",
        prev_hash: previous,
      };
      previous = auditHash(unhashed);
      return { ...unhashed, hash: previous };
    },
    (rows) => db.insertInto("audit_events").values(rows).execute(),
  );
  await db.updateTable("audit_chain").set({ seq: STAFF_SCALE.auditEvents, hash: previous }).where("id", "=", 1).execute();
  const busyFlight = (FLIGHTS[0]?.flight ?? "").replace(/[^A-Z0-9]/g, "");
  return { currentQrIds, currentPassports, today, busyFlight, subjects, staffId };
}
