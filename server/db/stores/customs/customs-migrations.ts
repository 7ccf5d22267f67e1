import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { formColumns } from "../form-table.ts";

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
};
