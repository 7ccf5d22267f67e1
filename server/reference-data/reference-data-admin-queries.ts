import { randomUUID } from "node:crypto";
import type { AdminPurpose, AdminSymptom, NewPurpose, NewSymptom, PurposeEdit, SymptomEdit, TitlesInput } from "#domain/reference-data-admin.ts";
import type { SymptomCategory } from "#domain/symptom-codes.ts";
import type { Db } from "../db/connection.ts";
import { titlesOf } from "./reference-data-queries.ts";

type Executor = Pick<Db, "selectFrom" | "updateTable" | "insertInto">;
type ReferenceTable = "symptoms" | "purposes";

const translated = (titles: TitlesInput) => ({ title_ja: titles.ja, title_ko: titles.ko, title_zh: titles.zh });

/** Retiring keeps the first retirement date; bringing one back clears it. */
const retiredAt = (retired: boolean, current: string | null, now: Date) => (retired ? (current ?? now.toISOString()) : null);

export async function adminSymptoms(db: Executor, id?: string): Promise<AdminSymptom[]> {
  let query = db.selectFrom("symptoms").select(["id", "code", "category", "title", "title_ja", "title_ko", "title_zh", "retired_at"]).orderBy("sort_order");
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, code: row.code, category: row.category as SymptomCategory, titles: titlesOf(row), retired_at: row.retired_at }));
}

export async function adminPurposes(db: Executor, id?: string): Promise<AdminPurpose[]> {
  let query = db.selectFrom("purposes").select(["id", "title", "title_ja", "title_ko", "title_zh", "retired_at"]).orderBy("sort_order");
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, titles: titlesOf(row), retired_at: row.retired_at }));
}

async function nextSortOrder(db: Executor, table: ReferenceTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function symptomCodeTaken(db: Executor, code: string): Promise<boolean> {
  return (await db.selectFrom("symptoms").select("id").where("code", "=", code).executeTakeFirst()) !== undefined;
}

export async function purposeTitleTaken(db: Executor, title: string): Promise<boolean> {
  return (await db.selectFrom("purposes").select("id").where("title", "=", title).executeTakeFirst()) !== undefined;
}

export async function insertSymptom(db: Executor, symptom: NewSymptom): Promise<string> {
  const id = randomUUID();
  const sort_order = await nextSortOrder(db, "symptoms");
  await db
    .insertInto("symptoms")
    .values({ id, code: symptom.code, category: symptom.category, title: symptom.titles.en, ...translated(symptom.titles), sort_order })
    .execute();
  return id;
}

export async function updateSymptom(db: Executor, current: AdminSymptom, edit: SymptomEdit, now: Date): Promise<void> {
  await db
    .updateTable("symptoms")
    .set({ category: edit.category, title: edit.titles.en, ...translated(edit.titles), retired_at: retiredAt(edit.retired, current.retired_at, now) })
    .where("id", "=", current.id)
    .execute();
}

export async function insertPurpose(db: Executor, purpose: NewPurpose): Promise<string> {
  const id = randomUUID();
  const sort_order = await nextSortOrder(db, "purposes");
  await db
    .insertInto("purposes")
    .values({ id, title: purpose.titles.en, ...translated(purpose.titles), sort_order })
    .execute();
  return id;
}

export async function updatePurpose(db: Executor, current: AdminPurpose, edit: PurposeEdit, now: Date): Promise<void> {
  await db
    .updateTable("purposes")
    .set({ ...translated(edit.titles), retired_at: retiredAt(edit.retired, current.retired_at, now) })
    .where("id", "=", current.id)
    .execute();
}

/** Whether `ids` names every row of the table exactly once. */
export async function isWholeList(db: Executor, table: ReferenceTable, ids: readonly string[]): Promise<boolean> {
  const rows = await db.selectFrom(table).select("id").execute();
  const given = new Set(ids);
  return given.size === ids.length && rows.length === ids.length && rows.every((row) => given.has(row.id));
}

export async function reorder(db: Executor, table: ReferenceTable, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) await db.updateTable(table).set({ sort_order: index }).where("id", "=", id).execute();
}
