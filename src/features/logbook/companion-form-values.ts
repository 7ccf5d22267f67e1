import * as v from "valibot";
import { GENDERS } from "#domain/accounts.ts";
import { type CompanionDetails, MAX_AGE } from "#domain/logbook.ts";

/** Someone checked in with the phone's holder, as typed: text everywhere, empty means not given. */
export interface CompanionFormValues {
  name: string;
  last_name: string;
  age: string;
  gender: string;
}

/** A new person starts with the holder's last name, which a family most often shares. */
export const emptyCompanion = (lastName = ""): CompanionFormValues => ({ name: "", last_name: lastName, age: "", gender: "" });

/** Error messages as catalog ids, translated where they are shown (FormField). */
export interface PersonFieldMessages {
  required: string;
  invalidAge: string;
}

/** Spec part 5's rules for what every person at the door gives (a guest, and each person with them), with messages in the reader's language. */
export function personFieldRules(messages: PersonFieldMessages) {
  const required = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
  const age = v.pipe(
    v.string(),
    v.nonEmpty(messages.required),
    v.digits(messages.invalidAge),
    v.check((typed) => Number(typed) <= MAX_AGE, messages.invalidAge),
  );
  const gender = v.pipe(v.string(), v.picklist(GENDERS, messages.required));
  return { required, age, gender, companion: v.object({ name: required, last_name: required, age, gender }) };
}

/** A person as the check-in carries them: names upper-case, the age in years. */
export function toCompanionDetails(values: CompanionFormValues): CompanionDetails {
  return {
    name: values.name.trim().toUpperCase(),
    middle_name: null,
    last_name: values.last_name.trim().toUpperCase(),
    age: Number(values.age),
    gender: values.gender as (typeof GENDERS)[number],
  };
}
