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
};
