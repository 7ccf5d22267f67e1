import type { Control } from "react-hook-form";
import * as v from "valibot";
import { type Profile, SaveProfile } from "#domain/accounts.ts";
import type { PassportFields } from "#domain/passport-mrz.ts";
import { scannedFields } from "./scanned-fields.ts";
import { birthDate, type FormMessages, given, type PersonValues, personEntries, toPersonPayload, toPersonValues } from "../../ui/forms/person-values.ts";

/**
 * The profile form as typed: the person, their photo, passport and birth date. The sign-in e-mail
 * address and mobile number are not part of it: the server keeps them as proven at sign-in.
 */
export interface ProfileFormValues extends PersonValues {
  photo_url: string;
  passport_country: string;
  passport: string;
  birth_date: string;
}

export type ProfileFormControl = Control<ProfileFormValues, unknown, SaveProfile>;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    ...toPersonValues({ ...profile, name: profile.first_name ?? profile.name }),
    photo_url: profile.photo_url ?? "",
    passport_country: profile.passport_country ?? "",
    passport: profile.passport ?? "",
    birth_date: profile.birth_date ?? "",
  };
}

/** The save payload: first_name travels as `name`; what was left empty is sent as null. */
export function toSavePayload(values: ProfileFormValues): v.InferInput<typeof SaveProfile> {
  return {
    ...toPersonPayload(values),
    photo_url: given(values.photo_url),
    passport_country: given(values.passport_country),
    passport: given(values.passport.toUpperCase()),
    birth_date: values.birth_date,
  };
}

/**
 * The form's own checks, with messages in the reader's language; what passes is turned into the
 * payload and checked once more by the shared SaveProfile schema, whose output is what is sent.
 */
export function profileFormSchema(messages: Pick<FormMessages, "required" | "invalidDate" | "futureDate">) {
  const fields = v.object({
    ...personEntries(messages),
    photo_url: v.string(),
    passport_country: v.string(),
    passport: v.string(),
    birth_date: birthDate(messages),
  });
  return v.pipe(
    fields,
    v.transform((values: v.InferOutput<typeof fields>) => toSavePayload(values)),
    SaveProfile,
  );
}

/** What a confirmed passport scan puts into the profile form, where the first name is `name`. */
export function scannedProfileValues(fields: PassportFields): Partial<ProfileFormValues> {
  const { first_name, ...others } = scannedFields(fields);
  return first_name === undefined ? others : { name: first_name, ...others };
}
