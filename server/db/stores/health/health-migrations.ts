import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { formColumns } from "../form-table.ts";

export const healthMigrations: Record<string, Migration> = {
  "0001-health-records": {
    async up(db: Kysely<unknown>) {
      for (const table of ["health_declarations", "attestations"]) {
        await formColumns(db.schema.createTable(table))
          .addColumn("user_id", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex(`${table}_user`).on(table).column("user_id").execute();
      }
      await db.schema
        .createTable("vaccination_doses")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("dose_type", "text", (column) => column.notNull())
        .addColumn("patient_number", "text")
        .addColumn("product_name", "text", (column) => column.notNull())
        .addColumn("lot_number", "text", (column) => column.notNull())
        .addColumn("date_administered", "text", (column) => column.notNull())
        .addColumn("site", "text", (column) => column.notNull())
        .addColumn("card_image", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("vaccination_doses_user").on("vaccination_doses").columns(["user_id", "created_at"]).execute();
      await db.schema
        .createTable("test_results")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("test_type", "text", (column) => column.notNull())
        .addColumn("result", "text", (column) => column.notNull())
        .addColumn("taken_at", "text", (column) => column.notNull())
        .addColumn("document", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("test_results_user").on("test_results").columns(["user_id", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["test_results", "vaccination_doses", "attestations", "health_declarations"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};
