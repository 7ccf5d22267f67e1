import type { Control } from "react-hook-form";
import * as v from "valibot";
import { GENDERS, type Profile, SaveProfile } from "#domain/accounts.ts";

/**
 * The profile form as typed: every input holds text; empty means not given. The sign-in e-mail
 * address and mobile number are not part of it: the server keeps them as proven at sign-in.
 */
export interface ProfileFormValues {
  photo_url: string;
  passport_country: string;
  passport: string;
  name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  birth_date: string;
  region_code: string;
  province_code: string;
  municipality_code: string;
  barangay_code: string;
  company_name: string;
}

export type ProfileFormControl = Control<ProfileFormValues, unknown, SaveProfile>;

/** The form's error messages as catalog ids, translated where they are shown (FormField). */
export interface FormMessages {
  required: string;
  invalidDate: string;
  futureDate: string;
}

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    photo_url: profile.photo_url ?? "",
    passport_country: profile.passport_country ?? "",
    passport: profile.passport ?? "",
    name: profile.first_name ?? profile.name ?? "",
    middle_name: profile.middle_name ?? "",
    last_name: profile.last_name ?? "",
    gender: profile.gender ?? "",
    birth_date: profile.birth_date ?? "",
    region_code: profile.region_code ?? "",
    province_code: profile.province_code ?? "",
    municipality_code: profile.municipality_code ?? "",
    barangay_code: profile.barangay_code ?? "",
    company_name: profile.company_name ?? "",
  };
}

const given = (value: string) => (value.trim() === "" ? null : value.trim());

/** Spec part 3's save payload: first_name travels as `name`; what was left empty is sent as null. */
export function toSavePayload(values: ProfileFormValues): v.InferInput<typeof SaveProfile> {
  return {
    photo_url: given(values.photo_url),
    passport_country: given(values.passport_country),
    passport: given(values.passport.toUpperCase()),
    name: values.name,
    middle_name: given(values.middle_name),
    last_name: values.last_name,
    gender: values.gender as (typeof GENDERS)[number],
    birth_date: values.birth_date,
    region_code: given(values.region_code),
    province_code: given(values.province_code),
    municipality_code: given(values.municipality_code),
    barangay_code: given(values.barangay_code),
    company_name: given(values.company_name),
  };
}

/** Today as YYYY-MM-DD in the traveller's own time zone, the latest birth date there can be. */
export function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function requiredText(messages: Pick<FormMessages, "required">) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
}

export function birthDate(messages: Pick<FormMessages, "required" | "invalidDate" | "futureDate">) {
  return v.pipe(
    v.string(),
    v.nonEmpty(messages.required),
    v.isoDate(messages.invalidDate),
    v.check((value) => value <= today(), messages.futureDate),
  );
}

/**
 * The form's own checks, with messages in the reader's language; what passes is turned into the
 * payload and checked once more by the shared SaveProfile schema, whose output is what is sent.
 */
export function profileFormSchema(messages: FormMessages) {
  const fields = v.object({
    photo_url: v.string(),
    passport_country: v.string(),
    passport: v.string(),
    name: requiredText(messages),
    middle_name: v.string(),
    last_name: requiredText(messages),
    gender: v.pipe(v.string(), v.picklist(GENDERS, messages.required)),
    birth_date: birthDate(messages),
    region_code: v.string(),
    province_code: v.string(),
    municipality_code: v.string(),
    barangay_code: v.string(),
    company_name: v.string(),
  });
  return v.pipe(
    fields,
    v.transform((values: v.InferOutput<typeof fields>) => toSavePayload(values)),
    SaveProfile,
  );
}
