import * as v from "valibot";
import { GENDERS } from "#domain/accounts.ts";
import { MAX_AGE } from "#domain/logbook.ts";

/** The four address lists' codes, under the field names the payloads carry. */
export interface AddressValues {
  region_code: string;
  province_code: string;
  municipality_code: string;
  barangay_code: string;
}

/**
 * A person as the profile and the guest check-in both ask for them, as typed: text everywhere,
 * empty means not given. Each form adds its own fields beside these.
 */
export interface PersonValues extends AddressValues {
  name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  company_name: string;
}

/** A saved person (a profile, remembered guest details): any field may be missing or null. */
export type SavedPerson = { readonly [K in keyof PersonValues]?: string | null };

/** The forms' error messages as catalog ids, translated where they are shown (FormField). */
export interface FormMessages {
  required: string;
  invalidAge: string;
  invalidDate: string;
  futureDate: string;
}

export type Gender = (typeof GENDERS)[number];

/** The longest age and passport number the inputs take. */
export const AGE_MAX_LENGTH = 3;
export const PASSPORT_MAX_LENGTH = 20;

/** What was left empty is sent as null. */
export const given = (value: string) => (value.trim() === "" ? null : value.trim());

/** Today as YYYY-MM-DD in the traveller's own time zone, the latest birth date there can be. */
export function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function toPersonValues(person: SavedPerson): PersonValues {
  return {
    name: person.name ?? "",
    middle_name: person.middle_name ?? "",
    last_name: person.last_name ?? "",
    gender: person.gender ?? "",
    company_name: person.company_name ?? "",
    region_code: person.region_code ?? "",
    province_code: person.province_code ?? "",
    municipality_code: person.municipality_code ?? "",
    barangay_code: person.barangay_code ?? "",
  };
}

/** The person as the payloads carry them: names upper-case, empty fields null. */
export function toPersonPayload(values: PersonValues) {
  return {
    name: values.name.trim().toUpperCase(),
    middle_name: given(values.middle_name.toUpperCase()),
    last_name: values.last_name.trim().toUpperCase(),
    gender: values.gender as Gender,
    company_name: given(values.company_name),
    region_code: given(values.region_code),
    province_code: given(values.province_code),
    municipality_code: given(values.municipality_code),
    barangay_code: given(values.barangay_code),
  };
}

export function requiredText(messages: Pick<FormMessages, "required">) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
}

export function genderChoice(messages: Pick<FormMessages, "required">) {
  return v.pipe(v.string(), v.picklist(GENDERS, messages.required));
}

/** An age in whole years, as typed. */
export function age(messages: Pick<FormMessages, "required" | "invalidAge">) {
  return v.pipe(
    v.string(),
    v.nonEmpty(messages.required),
    v.digits(messages.invalidAge),
    v.check((typed) => Number(typed) <= MAX_AGE, messages.invalidAge),
  );
}

export function birthDate(messages: Pick<FormMessages, "required" | "invalidDate" | "futureDate">) {
  return v.pipe(
    v.string(),
    v.nonEmpty(messages.required),
    v.isoDate(messages.invalidDate),
    v.check((value) => value <= today(), messages.futureDate),
  );
}

/** The checks of the person's own fields, for a form's object schema to spread among its others. */
export function personEntries(messages: Pick<FormMessages, "required">) {
  return {
    name: requiredText(messages),
    middle_name: v.string(),
    last_name: requiredText(messages),
    gender: genderChoice(messages),
    company_name: v.string(),
    region_code: v.string(),
    province_code: v.string(),
    municipality_code: v.string(),
    barangay_code: v.string(),
  };
}
