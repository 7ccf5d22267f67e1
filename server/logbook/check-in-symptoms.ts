import * as v from "valibot";
import { isRecentReport } from "#domain/access-rule.ts";
import { NONE_OF_THE_ABOVE } from "#domain/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { preparedQuery, type Slot } from "../db/prepared-query.ts";
import type { FieldError } from "../http/field-errors.ts";

const UNKNOWN_SYMPTOM = "Please choose symptoms from the list.";
const StoredCodes = v.array(v.string());

const knownSymptoms = preparedQuery((db, slot: Slot<{ codes: string[] }>) =>
  db.selectFrom("symptoms").select("code").where("code", "in", slot("codes")).where("retired_at", "is", null),
);

/** Codes outside the symptom list (retired ones included) would be kept as if someone had reported them; they are refused instead. */
export async function symptomErrors(db: Db, field: string, codes: readonly string[]): Promise<FieldError[]> {
  const asked = codes.filter((code) => code !== NONE_OF_THE_ABOVE);
  if (!asked.length) return [];
  const known = await knownSymptoms(db, { codes: asked });
  const knownCodes = new Set(known.map((row) => row.code));
  return asked.every((code) => knownCodes.has(code)) ? [] : [[field, UNKNOWN_SYMPTOM]];
}

/** users.symptoms as a list of codes; anything but a list of text reads as nothing reported. */
export function reportedSymptoms(stored: string | null): string[] {
  if (stored === null) return [];
  const parsed = v.safeParse(StoredCodes, JSON.parse(stored));
  return parsed.success ? parsed.output : [];
}

/** The symptoms that still speak for today, for the visit record: those reported within the look-back. */
export function recentSymptoms(user: { symptoms: string | null; symptoms_reported_at: string | null }, now: Date): string[] | null {
  const reportedAt = user.symptoms_reported_at === null ? null : new Date(user.symptoms_reported_at);
  return user.symptoms !== null && isRecentReport(reportedAt, now) ? reportedSymptoms(user.symptoms) : null;
}

export async function saveReportedSymptoms(db: Db, userId: string, codes: readonly string[], now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ symptoms: JSON.stringify(codes), symptoms_reported_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
