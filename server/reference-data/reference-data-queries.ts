import type { SettingAttributes, SettingValue, SymptomAttributes } from "../../src/domain/reference-data.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

export interface Symptom extends SymptomAttributes {
  id: string;
}

export function listSymptoms(db: Db): Promise<Symptom[]> {
  return db
    .selectFrom("symptoms")
    .select(["id", "title", "code", "category"])
    .orderBy("sort_order")
    .execute() as Promise<Symptom[]>;
}

export async function listPurposes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("purposes").select("title").orderBy("sort_order").execute();
  return rows.map((row) => row.title);
}

function typedValue(row: CoreDatabase["settings"]): SettingValue {
  if (row.value_type === "boolean") return row.value === "true";
  if (row.value_type === "number") return Number(row.value);
  return row.value;
}

export async function listSettings(db: Db): Promise<SettingAttributes[]> {
  const rows = await db.selectFrom("settings").selectAll().orderBy("code").execute();
  return rows.map((row) => ({ code: row.code, typed_value: typedValue(row) }));
}

export async function findSetting(db: Db, code: string): Promise<SettingAttributes | undefined> {
  const row = await db.selectFrom("settings").selectAll().where("code", "=", code).executeTakeFirst();
  return row && { code: row.code, typed_value: typedValue(row) };
}

export function findFirstEstablishment(db: Db) {
  return db.selectFrom("establishments").selectAll().orderBy("created_at").orderBy("id").limit(1).executeTakeFirst();
}
