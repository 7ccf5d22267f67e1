import * as v from "valibot";
import { type FamilyMember, SaveFamilies } from "#domain/accounts.ts";
import type { PassportFields } from "#domain/passport-mrz.ts";
import { scannedFields } from "./scanned-fields.ts";
import { birthDate, type FormMessages, type Gender, genderChoice, given, requiredText } from "../../ui/forms/person-values.ts";

export interface FamilyMemberValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  birth_date: string;
  gender: string;
  passport: string;
  passport_country: string;
}

export interface FamilyFormValues {
  families: FamilyMemberValues[];
}

export const EMPTY_MEMBER: FamilyMemberValues = {
  first_name: "",
  middle_name: "",
  last_name: "",
  birth_date: "",
  gender: "",
  passport: "",
  passport_country: "",
};

export function toFamilyValues(families: readonly FamilyMember[]): FamilyFormValues {
  return {
    families: families.map((member) => ({
      first_name: member.first_name,
      middle_name: member.middle_name ?? "",
      last_name: member.last_name,
      birth_date: member.birth_date,
      gender: member.gender,
      passport: member.passport ?? "",
      passport_country: member.passport_country ?? "",
    })),
  };
}

function toPayload({ families }: FamilyFormValues): v.InferInput<typeof SaveFamilies> {
  return {
    families: families.map((member) => ({
      ...member,
      middle_name: given(member.middle_name),
      gender: member.gender as Gender,
      passport: given(member.passport.toUpperCase()),
      passport_country: given(member.passport_country),
    })),
  };
}

/** Each member's checks in the reader's language, then the shared SaveFamilies schema (at most 7 members). */
export function familyFormSchema(messages: Pick<FormMessages, "required" | "invalidDate" | "futureDate">) {
  const member = v.object({
    first_name: requiredText(messages),
    middle_name: v.string(),
    last_name: requiredText(messages),
    birth_date: birthDate(messages),
    gender: genderChoice(messages),
    passport: v.string(),
    passport_country: v.string(),
  });
  const fields = v.object({ families: v.array(member) });
  return v.pipe(
    fields,
    v.transform((values: v.InferOutput<typeof fields>) => toPayload(values)),
    SaveFamilies,
  );
}

/** What a confirmed passport scan puts into a family member's fields. */
export function scannedMemberValues(fields: PassportFields): Partial<FamilyMemberValues> {
  return scannedFields(fields);
}
