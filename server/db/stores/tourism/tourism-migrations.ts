import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import { formColumns } from "../form-table.ts";
import { fillArrivalCounts } from "./arrival-counts.ts";
import { answerColumns, newRecordKey } from "./survey-facts.ts";

const FACT_COLUMNS = [
  "arrival_date",
  "arrival_week",
  "arrival_month",
  "origin_country",
  "visitor_type",
  "stay_place",
  "travel_arrangement",
  "trip_count",
  "stay_saipan",
  "stay_tinian",
  "stay_rota",
] as const;

export const tourismMigrations: Record<string, Migration> = {
  "0001-surveys": {
    async up(db: Kysely<unknown>) {
      await formColumns(db.schema.createTable("surveys")).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("surveys").execute();
    },
  },
  /**
   * The dashboard's columns (decision 024). Existing surveys get their answers' columns here; their arrival
   * date lives in the core trip, which this store cannot read, so the server fills it at start
   * (survey-arrival-backfill-job.ts).
   */
  "0002-survey-facts": {
    async up(untyped: Kysely<unknown>) {
      for (const column of FACT_COLUMNS) await untyped.schema.alterTable("surveys").addColumn(column, "text").execute();
      await untyped.schema
        .createTable("survey_reasons")
        .addColumn("survey_id", "text", (column) => column.notNull().references("surveys.id"))
        .addColumn("reason", "text", (column) => column.notNull())
        .addColumn("arrival_date", "text")
        .addColumn("arrival_week", "text")
        .addColumn("arrival_month", "text")
        .addPrimaryKeyConstraint("survey_reasons_pk", ["survey_id", "reason"])
        .execute();
      // One index holds every column the dashboard reads, so each grouping is an index-only range scan.
      await untyped.schema
        .createIndex("surveys_arrival_facts")
        .on("surveys")
        .columns([...FACT_COLUMNS])
        .execute();
      await untyped.schema
        .createIndex("survey_reasons_arrival")
        .on("survey_reasons")
        .columns(["arrival_date", "arrival_week", "arrival_month", "reason"])
        .execute();
      const db = untyped as Kysely<{
        surveys: { id: string; answers: string } & Record<(typeof FACT_COLUMNS)[number], string | null>;
        survey_reasons: { survey_id: string; reason: string };
      }>;
      // The arrival columns stay null here, in both tables, until survey-arrival-backfill-job.ts fills them.
      for (const row of await db.selectFrom("surveys").select(["id", "answers"]).execute()) {
        const answers = JSON.parse(row.answers) as SurveyForm;
        await db.updateTable("surveys").set(answerColumns(answers)).where("id", "=", row.id).execute();
        if (answers.reasons_for_travel.length)
          await db
            .insertInto("survey_reasons")
            .values(answers.reasons_for_travel.map((reason) => ({ survey_id: row.id, reason })))
            .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("survey_reasons_arrival").execute();
      await db.schema.dropTable("survey_reasons").execute();
      await db.schema.dropIndex("surveys_arrival_facts").execute();
      for (const column of FACT_COLUMNS) await db.schema.alterTable("surveys").dropColumn(column).execute();
    },
  },
  /**
   * The dashboard's daily rollup (bench: counting a year of 500,000 surveys took 0.3–3 s), filled from
   * the surveys already counted by 0004; from then on every survey write keeps it current. The fact
   * indexes of 0002 served only the counting and go.
   */
  "0003-arrival-counts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("arrival_counts")
        .addColumn("dimension", "text", (column) => column.notNull())
        .addColumn("arrival_date", "text", (column) => column.notNull())
        .addColumn("value", "text", (column) => column.notNull())
        .addColumn("arrival_week", "text", (column) => column.notNull())
        .addColumn("arrival_month", "text", (column) => column.notNull())
        .addColumn("count", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint("arrival_counts_pk", ["dimension", "arrival_date", "value"])
        .execute();
      // Filled by 0004, which adds the key sums the fill now writes.
      await db.schema.dropIndex("survey_reasons_arrival").execute();
      await db.schema.dropIndex("surveys_arrival_facts").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex("surveys_arrival_facts")
        .on("surveys")
        .columns([...FACT_COLUMNS])
        .execute();
      await db.schema.createIndex("survey_reasons_arrival").on("survey_reasons").columns(["arrival_date", "arrival_week", "arrival_month", "reason"]).execute();
      await db.schema.dropTable("arrival_counts").execute();
    },
  },
  /**
   * Statistical disclosure control (decision 056): each survey's record key, the daily counts' key sums, and
   * one index holding every answer in arrival order, which filtered counts and cross-tabs read alone.
   */
  "0004-disclosure-control": {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .alterTable("surveys")
        .addColumn("record_key", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await untyped.schema
        .alterTable("arrival_counts")
        .addColumn("key_sum", "bigint", (column) => column.notNull().defaultTo(0))
        .execute();
      const db = untyped as Kysely<{ surveys: { id: string; record_key: number } }>;
      for (const row of await db.selectFrom("surveys").select("id").execute()) {
        await db.updateTable("surveys").set({ record_key: newRecordKey() }).where("id", "=", row.id).execute();
      }
      await untyped.deleteFrom("arrival_counts" as never).execute();
      await fillArrivalCounts(untyped);
      await untyped.schema
        .createIndex("surveys_answers")
        .on("surveys")
        .columns([...FACT_COLUMNS.filter((column) => column === "arrival_date" || !column.startsWith("arrival_")), "record_key"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("surveys_answers").execute();
      await db.schema.alterTable("arrival_counts").dropColumn("key_sum").execute();
      await db.schema.alterTable("surveys").dropColumn("record_key").execute();
    },
  },
};
