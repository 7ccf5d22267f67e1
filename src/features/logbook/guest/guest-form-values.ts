import type { Control } from "react-hook-form";
import * as v from "valibot";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { DEFAULT_PHONE_REGION } from "#domain/constants.ts";
import { EMAIL_PATTERN } from "#domain/fields.ts";
import { differentPeople, MAX_COMPANIONS } from "#domain/logbook.ts";
import { isValidPhone, PHONE_REGIONS, parseMobileNumber, type PhoneParts, toMobileNumber } from "#domain/phone.ts";
import { age, type FormMessages, given, type PersonValues, personEntries, toPersonPayload, toPersonValues } from "../../../ui/forms/person-values.ts";
import { type CompanionFormValues, companionSchema, toCompanionDetails } from "../companion-form-values.ts";

/** Step 0 of the guest form as typed: the person, their age, phone (region and digits), e-mail and visit. */
export interface GuestFormValues extends PersonValues {
  companions: CompanionFormValues[];
  age: string;
  phone: PhoneParts;
  email: string;
  purpose: string;
}

export type GuestFormControl = Control<GuestFormValues, unknown, GuestDetails>;

/** The form's error messages as catalog ids, translated where they are shown (FormField). */
export interface GuestFormMessages extends Pick<FormMessages, "required" | "invalidAge"> {
  invalidPhone: string;
  invalidEmail: string;
  samePersonTwice: string;
}

export function emptyGuestForm(): GuestFormValues {
  return {
    ...toPersonValues({}),
    companions: [],
    age: "",
    phone: { region: DEFAULT_PHONE_REGION, digits: "" },
    email: "",
    purpose: "",
  };
}

export function toGuestFormValues(details: GuestDetails | undefined): GuestFormValues {
  if (!details) return emptyGuestForm();
  return {
    ...toPersonValues(details),
    companions: (details.companions ?? []).map((companion) => ({
      name: companion.name,
      last_name: companion.last_name,
      age: String(companion.age),
      gender: companion.gender,
    })),
    age: String(details.age),
    phone: parseMobileNumber(details.mobile_number) ?? emptyGuestForm().phone,
    email: details.email ?? "",
    purpose: details.purpose ?? "",
  };
}

/** The details as the check-in payload carries them: names upper-case, the number with its country code. */
export function toGuestDetails(values: GuestFormValues): GuestDetails {
  const companions = values.companions.map(toCompanionDetails);
  return {
    ...(companions.length > 0 && { companions }),
    ...toPersonPayload(values),
    age: Number(values.age),
    mobile_number: toMobileNumber(values.phone),
    email: given(values.email),
    purpose: given(values.purpose),
  };
}

/** The guest form's rules, with messages in the reader's language; what passes becomes the details. */
export function guestFormSchema(messages: GuestFormMessages) {
  const fields = v.object({
    ...personEntries(messages),
    companions: v.pipe(v.array(companionSchema(messages)), v.maxLength(MAX_COMPANIONS)),
    age: age(messages),
    phone: v.pipe(
      v.object({ region: v.picklist(PHONE_REGIONS), digits: v.pipe(v.string(), v.nonEmpty(messages.required)) }),
      v.check(isValidPhone, messages.invalidPhone),
    ),
    email: v.union([v.literal(""), v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, messages.invalidEmail))], messages.invalidEmail),
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
