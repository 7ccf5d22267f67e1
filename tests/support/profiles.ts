import type { ProfileAttributes } from "#domain/accounts.ts";

/** A profile as the API answers it for an account just made: its id, nothing filled in, nothing declared. */
export function newAccountProfile(uuid: string): ProfileAttributes {
  return {
    uuid,
    is_guest: false,
    is_reg_completed: false,
    is_front_liner: false,
    mobile_number: null,
    age: null,
    passport_country: null,
    passport: null,
    has_first_dose: false,
    has_second_dose: false,
    has_booster: false,
    has_rt_pcr: false,
    has_attested: false,
    verification_status: null,
    verification_remarks: null,
    is_customs_completed: false,
    is_health_declaration_completed: false,
    photo_url: null,
    latest_visit_history_uuid: null,
    first_name: null,
    middle_name: null,
    last_name: null,
    gender: null,
    health_status: null,
    case_status: null,
    symptoms: [],
  };
}
