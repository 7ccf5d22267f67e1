import type { Kysely } from "kysely";

/**
 * Trips (visit histories). Only references to the declarations live here: the forms themselves are
 * in the agencies' stores, each with its own migrations (docs/decisions/016-agency-stores.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visit_histories")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
    .addColumn("travel_type", "text", (column) => column.notNull())
    .addColumn("is_domestic", "integer", (column) => column.notNull())
    .addColumn("date_of_arrival", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("origin", "text", (column) => column.notNull())
    .addColumn("origin_country", "text", (column) => column.notNull())
    .addColumn("destination", "text", (column) => column.notNull())
    .addColumn("survey_form_uuid", "text")
    .addColumn("survey_status", "text")
    .addColumn("special_survey_created_at", "text")
    .addColumn("customs_form_uuid", "text")
    .addColumn("customs_status", "text")
    .addColumn("health_declaration_form_uuid", "text")
    .addColumn("health_declaration_status", "text")
    .addColumn("attestation_form_uuid", "text")
    .addColumn("attestation_status", "text")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("qr_id", "text", (column) => column.unique())
    .addColumn("remarks", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("visit_histories_user_created").on("visit_histories").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visit_histories").execute();
}
