import type * as v from "valibot";
import { ageOn } from "../../src/domain/accounts.ts";
import { type AccessFacts, type AccessStatus, accessStatus } from "../../src/domain/access-rule.ts";
import type { GuestCheckIn } from "../../src/domain/logbook.ts";
import { mobilePersonKey, userPersonKey } from "../../src/domain/visit-rules.ts";
import type { Db } from "../db/connection.ts";
import type { UserRow } from "../profile/profile-queries.ts";
import { recentSymptoms, reportedSymptoms } from "./check-in-symptoms.ts";
import type { Visitor } from "./visits.ts";

/** What a visit keeps of a guest: the check-in form as they filled it in. */
export function guestVisitor(form: v.InferOutput<typeof GuestCheckIn>): Visitor {
  return {
    user_id: null,
    person_key: mobilePersonKey(form.mobile_number),
    first_name: form.name,
    middle_name: form.middle_name ?? null,
    last_name: form.last_name,
    age: form.age,
    gender: form.gender,
    mobile_number: form.mobile_number,
    email: form.email ?? null,
    company_name: form.company_name ?? null,
    region_code: form.region_code ?? null,
    province_code: form.province_code ?? null,
    municipality_code: form.municipality_code ?? null,
    barangay_code: form.barangay_code ?? null,
    purpose: form.purpose ?? null,
    symptoms: JSON.stringify(form.symptoms),
    health_checklist: JSON.stringify(form.health_checklist),
    health_checklist_other: JSON.stringify(form.health_checklist_other),
  };
}

export type GuestCaseStatus = Pick<AccessFacts, "case_status" | "health_status">;

/** The statuses a health official gave the guest's person key: one primary-key look-up, the guest check-in's only read for it. */
export async function guestCaseStatus(db: Db, visitor: Visitor): Promise<GuestCaseStatus | undefined> {
  return db.selectFrom("guest_case_statuses").select(["case_status", "health_status"]).where("person_key", "=", visitor.person_key).executeTakeFirst();
}

/** The access rule for a guest: their case's statuses, if any, and the symptoms just reported. */
export function guestAccessStatus(known: GuestCaseStatus | undefined, symptoms: readonly string[], now: Date): AccessStatus {
  return accessStatus({ case_status: known?.case_status ?? null, health_status: known?.health_status ?? null, symptoms, symptoms_reported_at: now }, now);
}

/** What a visit keeps of a signed-in visitor: their profile as it is now, and the symptoms that still count. */
export function profileVisitor(user: UserRow, purpose: string, now: Date): Visitor {
  const symptoms = recentSymptoms(user, now);
  return {
    user_id: user.id,
    person_key: userPersonKey(user.id),
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
