import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { formColumns } from "../form-table.ts";

export const tourismMigrations: Record<string, Migration> = {
  "0001-surveys": {
    async up(db: Kysely<unknown>) {
      await formColumns(db.schema.createTable("surveys")).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("surveys").execute();
    },
  },
};
