import type { PurposeList, SettingAttributes, SettingValue, SymptomAttributes, Titles } from "#domain/reference-data.ts";
import type { SymptomCategory } from "#domain/symptom-codes.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

export interface Symptom extends SymptomAttributes {
  id: string;
}

interface TitledRow {
  title: string;
  title_ja: string;
  title_ko: string;
  title_zh: string;
}

export function titlesOf(row: TitledRow): Titles {
  return { en: row.title, ja: row.title_ja, ko: row.title_ko, zh: row.title_zh };
}

const TITLE_COLUMNS = ["title", "title_ja", "title_ko", "title_zh"] as const;

/** The symptoms offered, in the admins' order; with `includeRetired`, the retired ones too (they name old answers). */
export async function listSymptoms(db: Db, { includeRetired = false } = {}): Promise<Symptom[]> {
  let query = db
    .selectFrom("symptoms")
    .select(["id", "code", "category", "retired_at", ...TITLE_COLUMNS])
    .orderBy("sort_order");
  if (!includeRetired) query = query.where("retired_at", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    code: row.code,
    category: row.category as SymptomCategory,
    titles: titlesOf(row),
    retired: row.retired_at !== null,
  }));
}

/** The purposes offered, by the text a visit stores, and the titles of every purpose, retired ones too. */
export async function listPurposes(db: Db): Promise<PurposeList> {
  const rows = await db
    .selectFrom("purposes")
    .select(["retired_at", ...TITLE_COLUMNS])
    .orderBy("sort_order")
    .execute();
  return {
    data: rows.filter((row) => row.retired_at === null).map((row) => row.title),
    titles: Object.fromEntries(rows.map((row) => [row.title, titlesOf(row)])),
  };
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
