import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { formColumns } from "../form-table.ts";
import { arrivalFactsOf } from "./arrival-facts.ts";
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
    // Decisions become corrections with a trail (decision 036): every decision, amendment and
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
        select visit_history_id, visit_history_id, 1, 'decision', decision, null, '', null, null, nullif(remarks, ''), staff_id, role, decided_at from customs_decisions`.execute(
        db,
      );
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
  "0004-customs-arrival-facts": {
    // The desk as a queue (decision 037): each declaration's flight or vessel,
    // party size and referral count beside its answers, so a day's flights are counted by an index.
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ["arrival_date", "text"],
        ["transport_type", "text"],
        ["carrier", "text"],
        ["carrier_name", "text"],
        ["party_size", "integer"],
        ["referral_count", "integer"],
      ] as const) {
        await db.schema.alterTable("customs_declarations").addColumn(column, type).execute();
      }
      const { rows } = await sql<{ id: string; answers: string }>`select id, answers from customs_declarations`.execute(db);
      for (const row of rows) {
        const facts = arrivalFactsOf(JSON.parse(row.answers));
        await sql`update customs_declarations set arrival_date = ${facts.arrival_date}, transport_type = ${facts.transport_type}, carrier = ${facts.carrier},
          carrier_name = ${facts.carrier_name}, party_size = ${facts.party_size}, referral_count = ${facts.referral_count} where id = ${row.id}`.execute(db);
      }
      await db.schema
        .createIndex("customs_declarations_by_arrival")
        .on("customs_declarations")
        .columns(["arrival_date", "transport_type", "carrier"])
        .execute();
      // An officer's shift and last decisions (item 5): their own entries, newest first.
      await db.schema.createIndex("customs_decision_entries_by_staff").on("customs_decision_entries").columns(["staff_id", "decided_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("customs_decision_entries_by_staff").execute();
      await db.schema.dropIndex("customs_declarations_by_arrival").execute();
      for (const column of ["arrival_date", "transport_type", "carrier", "carrier_name", "party_size", "referral_count"]) {
        await db.schema.alterTable("customs_declarations").dropColumn(column).execute();
      }
    },
  },
};
