import type * as v from "valibot";
import { ageOn } from "#domain/accounts.ts";
import { type AccessFacts, type AccessStatus, accessStatus } from "#domain/access-rule.ts";
import type { Companion, GuestCheckIn } from "#domain/logbook.ts";
import { accountCompanionKey, accountPersonKey, phonePersonKey } from "#domain/person-key.ts";
import type { UserRow } from "../profile/profile-queries.ts";
import { recentSymptoms, reportedSymptoms } from "./check-in-symptoms.ts";
import type { RecordedVisit } from "./check-in-batch.ts";
import type { Visitor } from "./visit-rules.ts";

/** One person of a check-in: their visit as kept, and their door answer or what decides it. */
export interface CheckInPerson {
  visitor: Visitor;
  /** A signed-in visitor's answer, worked out from the profile; a guest's is worked out with the batch (their case status). */
  accessStatus?: AccessStatus;
  /** The symptoms reported at this door (a guest's), which the access rule reads. */
  symptoms: readonly string[];
}

type GuestForm = v.InferOutput<typeof GuestCheckIn>;

/**
 * The people of a guest check-in, the holder first: each a visit of their own with their own
 * symptoms, keyed as met through the holder's number (decision 034). Companions have no phone of
 * their own: their visits keep the holder's number, which reaches them, and the holder's answers
 * to where they came from and why.
 */
export function guestPeople(form: GuestForm): [CheckInPerson, ...CheckInPerson[]] {
  const household = {
    mobile_number: form.mobile_number,
    company_name: form.company_name ?? null,
    region_code: form.region_code ?? null,
    province_code: form.province_code ?? null,
    municipality_code: form.municipality_code ?? null,
    barangay_code: form.barangay_code ?? null,
    purpose: form.purpose ?? null,
    language: form.lang ?? null,
    user_id: null,
  };
  const holder: Visitor = {
    ...household,
    person_key: phonePersonKey(form.mobile_number, { first_name: form.name, last_name: form.last_name }),
    first_name: form.name,
    middle_name: form.middle_name ?? null,
    last_name: form.last_name,
    age: form.age,
    gender: form.gender,
    email: form.email ?? null,
    symptoms: JSON.stringify(form.symptoms),
    health_checklist: JSON.stringify(form.health_checklist),
    health_checklist_other: JSON.stringify(form.health_checklist_other),
  };
  const companions = form.companions.map(
    (companion): CheckInPerson => ({
      symptoms: companion.symptoms,
      visitor: {
        ...household,
        person_key: phonePersonKey(form.mobile_number, { first_name: companion.name, last_name: companion.last_name }),
        first_name: companion.name,
        middle_name: companion.middle_name ?? null,
        last_name: companion.last_name,
        age: companion.age,
        gender: companion.gender,
        email: null,
        symptoms: JSON.stringify(companion.symptoms),
        health_checklist: null,
        health_checklist_other: null,
      },
    }),
  );
  return [{ visitor: holder, symptoms: form.symptoms }, ...companions];
}

export type CaseStatus = Pick<AccessFacts, "case_status" | "health_status">;

/** The access rule for a guest: their case's statuses, if any, and the symptoms just reported. */
export function guestAccessStatus(known: CaseStatus | undefined, symptoms: readonly string[], now: Date): AccessStatus {
  return accessStatus({ case_status: known?.case_status ?? null, health_status: known?.health_status ?? null, symptoms, symptoms_reported_at: now }, now);
}

/** What a visit keeps of a signed-in visitor: their profile as it is now, and the symptoms that still count. */
export function profileVisitor(user: UserRow, purpose: string, now: Date): Visitor {
  const symptoms = recentSymptoms(user, now);
  return {
    user_id: user.id,
    person_key: accountPersonKey(user.id),
    // A guest session or an unfinished profile has no names; the account id still ties the visit to the person.
    first_name: user.first_name ?? "",
    middle_name: user.middle_name,
    last_name: user.last_name ?? "",
    age: user.birth_date ? ageOn(user.birth_date, now) : null,
    gender: user.gender,
    mobile_number: user.mobile_number,
    email: user.email,
    company_name: user.company_name,
    region_code: user.region_code,
    province_code: user.province_code,
    municipality_code: user.municipality_code,
    barangay_code: user.barangay_code,
    purpose,
    language: user.language,
    symptoms: symptoms && JSON.stringify(symptoms),
    health_checklist: null,
    health_checklist_other: null,
  };
}

/** The access rule (decision 011) over the profile's statuses and the symptoms last reported on the symptoms screen. */
export function profileAccessStatus(user: UserRow, now: Date): AccessStatus {
  const reportedAt = user.symptoms_reported_at === null ? null : new Date(user.symptoms_reported_at);
  return accessStatus(
    { case_status: user.case_status, health_status: user.health_status, symptoms: reportedSymptoms(user.symptoms), symptoms_reported_at: reportedAt },
    now,
  );
}

/** People a signed-in visitor checks in with (their family, say): on the account's number, or under the account without one (decision 034). */
export function profileCompanions(user: UserRow, companions: ReadonlyArray<v.InferOutput<typeof Companion>>, purpose: string): CheckInPerson[] {
  return companions.map((companion) => {
    const names = { first_name: companion.name, last_name: companion.last_name };
    return {
      symptoms: companion.symptoms,
      visitor: {
        user_id: null,
        person_key: user.mobile_number ? phonePersonKey(user.mobile_number, names) : accountCompanionKey(user.id, names),
        first_name: companion.name,
        middle_name: companion.middle_name ?? null,
        last_name: companion.last_name,
        age: companion.age,
        gender: companion.gender,
        mobile_number: user.mobile_number,
        email: null,
        company_name: null,
        region_code: user.region_code,
        province_code: user.province_code,
        municipality_code: user.municipality_code,
        barangay_code: user.barangay_code,
        purpose,
        language: user.language,
        symptoms: JSON.stringify(companion.symptoms),
        health_checklist: null,
        health_checklist_other: null,
      },
    };
  });
}

/** Each recorded visit as the door is answered (`CheckedInPerson`), with the name of the person given for it, in the same order. */
export function checkedInPeople(visits: readonly RecordedVisit[], people: ReadonlyArray<{ name: string; last_name: string }>) {
  return visits.map((visit, index) => ({
    visit_id: visit.id,
    name: people[index]?.name ?? "",
    last_name: people[index]?.last_name ?? "",
    ends_at: visit.endsAt,
    access_status: visit.accessStatus,
  }));
}
