import { ageOn, type FamilyMember, GENDERS, isRegistrationComplete, type ProfileAnswer } from "#domain/accounts.ts";
import { ADDRESS_FIELDS, ADDRESS_LEVELS, fullAddress } from "#domain/addresses.ts";
import { SUBMITTED } from "#domain/trips.ts";
import { findAddresses } from "../reference-data/address-queries.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { healthSummaryOf } from "../db/stores/health/medical-record-queries.ts";
import type { FamilyRow, UserRow } from "./profile-queries.ts";
import { listOwnTrips } from "../trips/trip-queries.ts";
import { reportedSymptoms } from "../logbook/check-in-symptoms.ts";
import { frontLinerStaffId } from "../staff/front-liner-role.ts";

type Gender = (typeof GENDERS)[number];

function gender(value: string | null): Gender | null {
  return GENDERS.find((known) => known === value) ?? null;
}

/** Family rows are written only from the validated form, so an unknown value means a damaged row. */
function storedGender(value: string): Gender {
  const known = gender(value);
  if (!known) throw new Error("A family member row has no valid gender");
  return known;
}

export function familyResource(row: FamilyRow): { id: string; type: "family"; attributes: FamilyMember } {
  return {
    id: row.id,
    type: "family",
    attributes: {
      first_name: row.first_name,
      middle_name: row.middle_name,
      last_name: row.last_name,
      birth_date: row.birth_date,
      gender: storedGender(row.gender),
      passport: row.passport,
      passport_country: row.passport_country,
    },
  };
}

async function addressOf(db: Db, user: UserRow): Promise<string | null> {
  const codes = ADDRESS_LEVELS.flatMap((level) => user[ADDRESS_FIELDS[level]] ?? []);
  const found = await findAddresses(db, codes);
  return fullAddress(codes.flatMap((code) => found.get(code)?.name ?? []));
}

/**
 * GET /api/v1/me/profile. The has_* flags come from the health store's records (one query), the
 * trip fields from the newest trip not yet expired (one query): verification is that trip's customs
 * review (PENDING until an officer decides) and the officer's remarks; null without a current trip.
 */
export async function profileAnswer(db: Db, health: HealthStore, user: UserRow, family: readonly FamilyRow[], today: Date): Promise<ProfileAnswer> {
  const [records, [latestTrip], frontLiner] = await Promise.all([
    healthSummaryOf(health, user.id),
    listOwnTrips(db, user.id, { ongoingAt: today, limit: 1 }),
    frontLinerStaffId(db, user.email),
  ]);
  return {
    data: {
      id: user.id,
      type: "profile",
      attributes: {
        uuid: user.id,
        is_guest: user.is_guest === 1,
        is_reg_completed: isRegistrationComplete(user),
        is_front_liner: frontLiner !== undefined,
        mobile_number: user.mobile_number,
        age: user.birth_date ? ageOn(user.birth_date, today) : null,
        passport_country: user.passport_country,
        passport: user.passport,
        has_first_dose: records.covidDoses >= 1,
        has_second_dose: records.covidDoses >= 2,
        has_booster: records.boosters >= 1,
        has_rt_pcr: records.rtPcrResults >= 1,
        has_attested: records.attestations >= 1,
        verification_status: latestTrip?.status ?? null,
        verification_remarks: latestTrip?.remarks ?? null,
        is_customs_completed: latestTrip?.customs_status === SUBMITTED,
        is_health_declaration_completed: latestTrip?.health_declaration_status === SUBMITTED || latestTrip?.attestation_status === SUBMITTED,
        photo_url: user.photo_url,
        latest_visit_history_uuid: latestTrip?.id ?? null,
        first_name: user.first_name,
        middle_name: user.middle_name,
        last_name: user.last_name,
        gender: gender(user.gender),
        health_status: user.health_status,
        case_status: user.case_status,
        symptoms: reportedSymptoms(user.symptoms),
      },
    },
    included: [
      {
        id: user.id,
        type: "logbook",
        attributes: {
          name: user.first_name,
          middle_name: user.middle_name,
          last_name: user.last_name,
          birth_date: user.birth_date,
          region_code: user.region_code,
          province_code: user.province_code,
          municipality_code: user.municipality_code,
          barangay_code: user.barangay_code,
          email: user.email,
          company_name: user.company_name,
          full_address: await addressOf(db, user),
        },
      },
      ...family.map(familyResource),
    ],
  };
}
