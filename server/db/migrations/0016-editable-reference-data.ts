import { type Kysely, sql } from "kysely";
import { SEEDED_TITLES } from "../../reference-data/seeded-titles.ts";

const TITLED = ["symptoms", "purposes"] as const;
const LANGUAGES = ["ja", "ko", "zh"] as const;

/**
 * Settings and reference data that admins change (decision 027): symptoms and purposes get a title in each
 * of the other three languages and a retirement date (a retired one is no longer offered but still
 * names old records); settings say who changed them last and keep every change in `setting_changes`.
 * The seeded rows get their translations here, so an installation seeded before this reads them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TITLED) {
    for (const language of LANGUAGES) {
      await db.schema
        .alterTable(table)
        .addColumn(`title_${language}`, "text", (column) => column.notNull().defaultTo(""))
        .execute();
    }
    await db.schema.alterTable(table).addColumn("retired_at", "text").execute();
    for (const [title, titles] of Object.entries(SEEDED_TITLES)) {
      await sql`update ${sql.table(table)} set title_ja = ${titles.ja}, title_ko = ${titles.ko}, title_zh = ${titles.zh} where title = ${title} and title_ja = ''`.execute(
        db,
      );
    }
  }
  await db.schema.alterTable("settings").addColumn("updated_by", "text").execute();
  await db.schema.alterTable("settings").addColumn("updated_at", "text").execute();
  await db.schema
    .createTable("setting_changes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("previous_value", "text", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("changed_by", "text", (column) => column.notNull())
    .addColumn("changed_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("setting_changes_code_changed").on("setting_changes").columns(["code", "changed_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("setting_changes").execute();
  for (const column of ["updated_at", "updated_by"]) await db.schema.alterTable("settings").dropColumn(column).execute();
  for (const table of TITLED) {
    for (const column of ["retired_at", ...LANGUAGES.map((language) => `title_${language}`)]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
