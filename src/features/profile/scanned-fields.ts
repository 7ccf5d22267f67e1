import type { PassportFields } from "#domain/passport-mrz.ts";

type PersonField = "first_name" | "middle_name" | "last_name" | "passport" | "passport_country" | "birth_date" | "gender";

/** What a confirmed passport scan puts into a person's fields: what the zone gave, never an empty field over a typed one. */
export function scannedFields(fields: PassportFields): Partial<Pick<PassportFields, PersonField>> {
  const { first_name, middle_name, last_name, passport, passport_country, birth_date, gender } = fields;
  const values = { first_name, middle_name, last_name, passport, passport_country, birth_date, gender };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}
