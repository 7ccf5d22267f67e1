import type { Kysely } from "kysely";

/**
 * The digital logbook: establishment branches get a place and a visit duration, visits have a
 * start and an end, implausible check-ins are flagged for staff, each user gets a QR identifier
 * for front-liners and keeps the symptoms they last reported, and staff reads of personal data are audited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("establishments").addColumn("account_id", "text").execute();
  await db.schema
    .alterTable("establishments")
    .addColumn("address", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("establishments").addColumn("latitude", "double precision").execute();
  await db.schema.alterTable("establishments").addColumn("longitude", "double precision").execute();
  await db.schema
    .alterTable("establishments")
    .addColumn("visit_minutes", "integer", (column) => column.notNull().defaultTo(120))
    .execute();
  await db.schema.createIndex("establishments_account").on("establishments").column("account_id").execute();
  await db.schema.alterTable("users").addColumn("logbook_qr", "text").execute();
  await db.schema.alterTable("users").addColumn("symptoms", "text").execute();
  await db.schema.alterTable("users").addColumn("symptoms_reported_at", "text").execute();
  await db.schema.createIndex("users_logbook_qr").on("users").column("logbook_qr").unique().execute();
  await db.schema
    .createTable("visits")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("establishment_id", "text", (column) => column.notNull().references("establishments.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
    .addColumn("person_key", "text", (column) => column.notNull())
    .addColumn("check_out_key_hash", "text")
    .addColumn("first_name", "text", (column) => column.notNull())
    .addColumn("middle_name", "text")
    .addColumn("last_name", "text", (column) => column.notNull())
    .addColumn("age", "integer")
    .addColumn("gender", "text")
    .addColumn("mobile_number", "text")
    .addColumn("email", "text")
    .addColumn("company_name", "text")
    .addColumn("region_code", "text")
    .addColumn("province_code", "text")
    .addColumn("municipality_code", "text")
    .addColumn("barangay_code", "text")
    .addColumn("purpose", "text")
    .addColumn("symptoms", "text")
    .addColumn("health_checklist", "text")
    .addColumn("health_checklist_other", "text")
    .addColumn("access_status", "text")
    .addColumn("started_at", "text", (column) => column.notNull())
    .addColumn("ends_at", "text", (column) => column.notNull())
    .addColumn("end_reason", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("visits_person_ends").on("visits").columns(["person_key", "ends_at"]).execute();
  await db.schema.createIndex("visits_establishment_started").on("visits").columns(["establishment_id", "started_at"]).execute();
  await db.schema.createIndex("visits_user").on("visits").column("user_id").execute();
  await db.schema.createIndex("visits_started").on("visits").column("started_at").execute();
  await db.schema
    .createTable("visit_flags")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("visit_id", "text", (column) => column.notNull().references("visits.id").onDelete("cascade"))
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("visit_flags_visit").on("visit_flags").column("visit_id").execute();
  await db.schema
    .createTable("staff_access_audit")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_user_id", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("subject_user_id", "text")
    .addColumn("detail", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("staff_access_audit_subject").on("staff_access_audit").column("subject_user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["staff_access_audit", "visit_flags", "visits"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex("users_logbook_qr").execute();
  for (const column of ["symptoms_reported_at", "symptoms", "logbook_qr"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
  await db.schema.dropIndex("establishments_account").execute();
  for (const column of ["visit_minutes", "longitude", "latitude", "address", "account_id"]) {
    await db.schema.alterTable("establishments").dropColumn(column).execute();
  }
}
