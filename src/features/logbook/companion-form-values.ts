import * as v from "valibot";
import type { CompanionDetails } from "#domain/logbook.ts";
import { age, type FormMessages, type Gender, genderChoice, requiredText } from "../../ui/forms/person-values.ts";

/** Someone checked in with the phone's holder, as typed: text everywhere, empty means not given. */
export interface CompanionFormValues {
  name: string;
  last_name: string;
  age: string;
  gender: string;
}

/** A new person starts with the holder's last name, which a family most often shares. */
export const emptyCompanion = (lastName = ""): CompanionFormValues => ({ name: "", last_name: lastName, age: "", gender: "" });

/** What the door needs of each person with the holder, with messages in the reader's language. */
export function companionSchema(messages: Pick<FormMessages, "required" | "invalidAge">) {
  return v.object({ name: requiredText(messages), last_name: requiredText(messages), age: age(messages), gender: genderChoice(messages) });
}

/** A person as the check-in carries them: names upper-case, the age in years. */
export function toCompanionDetails(values: CompanionFormValues): CompanionDetails {
  return {
    name: values.name.trim().toUpperCase(),
    middle_name: null,
    last_name: values.last_name.trim().toUpperCase(),
    age: Number(values.age),
    gender: values.gender as Gender,
  };
}
