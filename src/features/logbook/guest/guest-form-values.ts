import type { Control } from "react-hook-form";
import * as v from "valibot";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { GENDERS } from "#domain/accounts.ts";
import { DEFAULT_PHONE_REGION } from "#domain/constants.ts";
import { EMAIL_PATTERN } from "#domain/fields.ts";
import { differentPeople, MAX_COMPANIONS } from "#domain/logbook.ts";
import { isValidPhone, PHONE_REGIONS, parseMobileNumber, type PhoneParts, toMobileNumber } from "#domain/phone.ts";
import { type CompanionFormValues, type PersonFieldMessages, personFieldRules, toCompanionDetails } from "../companion-form-values.ts";

/** Step 0 of the guest form as typed: text everywhere, the phone as region and digits; empty means not given. */
export interface GuestFormValues {
  companions: CompanionFormValues[];
  name: string;
  middle_name: string;
  last_name: string;
  age: string;
  gender: string;
  phone: PhoneParts;
  email: string;
  company_name: string;
  region_code: string;
  province_code: string;
  municipality_code: string;
  barangay_code: string;
  purpose: string;
}

export type GuestFormControl = Control<GuestFormValues, unknown, GuestDetails>;

/** The form's error messages as catalog ids, translated where they are shown (FormField). */
export interface GuestFormMessages extends PersonFieldMessages {
  invalidPhone: string;
  invalidEmail: string;
  samePersonTwice: string;
}

export function emptyGuestForm(): GuestFormValues {
  return {
    companions: [],
    name: "",
    middle_name: "",
    last_name: "",
    age: "",
    gender: "",
    phone: { region: DEFAULT_PHONE_REGION, digits: "" },
    email: "",
    company_name: "",
    region_code: "",
    province_code: "",
    municipality_code: "",
    barangay_code: "",
    purpose: "",
  };
}

export function toGuestFormValues(details: GuestDetails | undefined): GuestFormValues {
  if (!details) return emptyGuestForm();
  return {
    companions: (details.companions ?? []).map((companion) => ({ name: companion.name, last_name: companion.last_name, age: String(companion.age), gender: companion.gender })),
    name: details.name,
    middle_name: details.middle_name ?? "",
    last_name: details.last_name,
    age: String(details.age),
    gender: details.gender,
    phone: parseMobileNumber(details.mobile_number) ?? emptyGuestForm().phone,
    email: details.email ?? "",
    company_name: details.company_name ?? "",
    region_code: details.region_code ?? "",
    province_code: details.province_code ?? "",
    municipality_code: details.municipality_code ?? "",
    barangay_code: details.barangay_code ?? "",
    purpose: details.purpose ?? "",
  };
}

const given = (value: string) => (value.trim() === "" ? null : value.trim());

/** The details as the check-in payload carries them: names upper-case, the number with its country code. */
export function toGuestDetails(values: GuestFormValues): GuestDetails {
  const companions = values.companions.map(toCompanionDetails);
  return {
    ...(companions.length > 0 && { companions }),
    name: values.name.trim().toUpperCase(),
    middle_name: given(values.middle_name.toUpperCase()),
    last_name: values.last_name.trim().toUpperCase(),
    age: Number(values.age),
    gender: values.gender as (typeof GENDERS)[number],
    mobile_number: toMobileNumber(values.phone),
    email: given(values.email),
    company_name: given(values.company_name),
    region_code: given(values.region_code),
    province_code: given(values.province_code),
    municipality_code: given(values.municipality_code),
    barangay_code: given(values.barangay_code),
    purpose: given(values.purpose),
  };
}

/** Spec part 5's guest form rules, with messages in the reader's language; what passes becomes the details. */
export function guestFormSchema(messages: GuestFormMessages) {
  const { required, age, gender, companion } = personFieldRules(messages);
  const fields = v.object({
    companions: v.pipe(v.array(companion), v.maxLength(MAX_COMPANIONS)),
    name: required,
    middle_name: v.string(),
    last_name: required,
    age,
    gender,
    phone: v.pipe(
      v.object({ region: v.picklist(PHONE_REGIONS), digits: v.pipe(v.string(), v.nonEmpty(messages.required)) }),
      v.check(isValidPhone, messages.invalidPhone),
    ),
    email: v.union([v.literal(""), v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, messages.invalidEmail))], messages.invalidEmail),
    company_name: v.string(),
    region_code: v.string(),
    province_code: v.string(),
    municipality_code: v.string(),
    barangay_code: v.string(),
    purpose: v.string(),
  });
  return v.pipe(
    fields,
    v.forward(
      v.check((values) => differentPeople([values, ...values.companions]), messages.samePersonTwice),
      ["companions"],
    ),
    v.transform((values: v.InferOutput<typeof fields>) => toGuestDetails(values)),
  );
}
