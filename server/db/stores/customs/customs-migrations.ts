import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { formColumns } from "../form-table.ts";
import { declaredPassports } from "./declared-passports.ts";

export const customsMigrations: Record<string, Migration> = {
  "0001-customs-declarations": {
    async up(db: Kysely<unknown>) {
      await formColumns(db.schema.createTable("customs_declarations"))
        .addColumn("exceeded_limits", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("customs_declarations").execute();
    },
  },
  "0002-customs-decisions-and-passports": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customs_declaration_passports")
        .addColumn("visit_history_id", "text", (column) => column.notNull())
        .addColumn("passport_number", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("customs_declaration_passports_pk", ["visit_history_id", "passport_number"])
        .execute();
      await db.schema.createIndex("customs_declaration_passports_by_passport").on("customs_declaration_passports").column("passport_number").execute();
      await db.schema
        .createTable("customs_decisions")
        .addColumn("visit_history_id", "text", (column) => column.primaryKey())
        .addColumn("decision", "text", (column) => column.notNull())
        .addColumn("remarks", "text", (column) => column.notNull())
        .addColumn("staff_id", "text", (column) => column.notNull())
        .addColumn("role", "text", (column) => column.notNull())
        .addColumn("decided_at", "text", (column) => column.notNull())
        .execute();
      // Declarations submitted before this migration become searchable by passport too.
      const { rows } = await sql<{ visit_history_id: string; answers: string }>`select visit_history_id, answers from customs_declarations`.execute(db);
      for (const row of rows) {
        const answers: Parameters<typeof declaredPassports>[0] = JSON.parse(row.answers);
        for (const passport of declaredPassports(answers)) {
          await sql`insert into customs_declaration_passports (visit_history_id, passport_number) values (${row.visit_history_id}, ${passport})`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("customs_decisions").execute();
      await db.schema.dropTable("customs_declaration_passports").execute();
    },
  },
  "0003-customs-decision-entries": {
    // Decisions become corrections with a trail (issue 25, decision 036): every decision, amendment and
    // override is a row of its own, never updated; the one decision a trip had becomes its first entry.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customs_decision_entries")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("visit_history_id", "text", (column) => column.notNull())
        .addColumn("seq", "integer", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("decision", "text", (column) => column.notNull())
        .addColumn("reason", "text")
        .addColumn("note", "text", (column) => column.notNull())
        .addColumn("message_code", "text")
        .addColumn("message_params", "text")
        .addColumn("remarks", "text")
        .addColumn("staff_id", "text", (column) => column.notNull())
        .addColumn("role", "text", (column) => column.notNull())
        .addColumn("decided_at", "text", (column) => column.notNull())
        .execute();
      // One entry per place in the trail: of two corrections made at once, one is told to look again.
      await db.schema.createIndex("customs_decision_entries_by_trip").unique().on("customs_decision_entries").columns(["visit_history_id", "seq"]).execute();
      // The remarks of a decision before this went to the traveller: they stay the traveller's remarks.
      await sql`insert into customs_decision_entries (id, visit_history_id, seq, kind, decision, reason, note, message_code, message_params, remarks, staff_id, role, decided_at)
        select visit_history_id, visit_history_id, 1, 'decision', decision, null, '', null, null, nullif(remarks, ''), staff_id, role, decided_at from customs_decisions`.execute(db);
      await db.schema.dropTable("customs_decisions").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable("customs_decisions")
        .addColumn("visit_history_id", "text", (column) => column.primaryKey())
        .addColumn("decision", "text", (column) => column.notNull())
        .addColumn("remarks", "text", (column) => column.notNull())
        .addColumn("staff_id", "text", (column) => column.notNull())
        .addColumn("role", "text", (column) => column.notNull())
        .addColumn("decided_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.dropTable("customs_decision_entries").execute();
    },
  },
};
