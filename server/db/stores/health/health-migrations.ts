import { type Kysely, sql } from "kysely";
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
  "0002-contact-tracing": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tracing_cases")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("person_key", "text", (column) => column.notNull())
        .addColumn("user_id", "text")
        .addColumn("full_name", "text", (column) => column.notNull())
        .addColumn("mobile_number", "text")
        .addColumn("email", "text")
        .addColumn("case_status", "text", (column) => column.notNull())
        .addColumn("health_status", "text")
        .addColumn("onset_date", "text")
        .addColumn("test_date", "text")
        .addColumn("isolation_date", "text")
        .addColumn("window_from", "text")
        .addColumn("window_to", "text")
        .addColumn("opened_on", "text", (column) => column.notNull())
        .addColumn("opened_at", "text", (column) => column.notNull())
        .addColumn("opened_by", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addColumn("closed_at", "text")
        .addColumn("list_state", "text", (column) => column.notNull().defaultTo("none"))
        .addColumn("list_computed_at", "text")
        .addColumn("list_frozen_at", "text")
        .addColumn("list_minimum_overlap_minutes", "integer")
        .addColumn("list_incubation_days", "integer")
        .addColumn("list_counts", "text", (column) => column.notNull().defaultTo("[]"))
        .addColumn("list_capped", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      // One open case per person, however many officials open one at the same moment.
      await db.schema
        .createIndex("tracing_cases_open_person")
        .on("tracing_cases")
        .column("person_key")
        .unique()
        .where(sql.ref("closed_at"), "is", null)
        .execute();
      await db.schema.createIndex("tracing_cases_person").on("tracing_cases").columns(["person_key", "closed_at"]).execute();
      await db.schema.createIndex("tracing_cases_closed").on("tracing_cases").columns(["closed_at", "opened_at"]).execute();
      await db.schema
        .createTable("tracing_contacts")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("case_id", "text", (column) => column.notNull())
        .addColumn("person_key", "text", (column) => column.notNull())
        .addColumn("user_id", "text")
        .addColumn("full_name", "text", (column) => column.notNull())
        .addColumn("mobile_number", "text")
        .addColumn("email", "text")
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("generation", "integer", (column) => column.notNull())
        .addColumn("exposure_start", "text", (column) => column.notNull())
        .addColumn("overlap_minutes", "integer", (column) => column.notNull())
        .addColumn("establishment_id", "text", (column) => column.notNull())
        .addColumn("place", "text", (column) => column.notNull())
        .addColumn("parent_contact_id", "text")
        .addColumn("parent_person_key", "text", (column) => column.notNull())
        .addColumn("parent_visit_id", "text", (column) => column.notNull())
        .addColumn("parent_visit_start", "text", (column) => column.notNull())
        .addColumn("parent_visit_end", "text", (column) => column.notNull())
        .addColumn("visit_id", "text", (column) => column.notNull())
        .addColumn("visit_start", "text", (column) => column.notNull())
        .addColumn("visit_end", "text", (column) => column.notNull())
        .addColumn("included", "integer", (column) => column.notNull().defaultTo(1))
        .addColumn("review_reason", "text")
        .addColumn("reviewed_by", "text")
        .addColumn("reviewed_at", "text")
        .addColumn("follow_up_status", "text", (column) => column.notNull().defaultTo("to_notify"))
        .addColumn("follow_up_due", "text")
        .addColumn("follow_up_note", "text")
        .addColumn("notified_at", "text")
        .addColumn("notified_by", "text")
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("tracing_contacts_case_order").on("tracing_contacts").columns(["case_id", "generation", "exposure_start", "id"]).execute();
      await db.schema.createIndex("tracing_contacts_user").on("tracing_contacts").columns(["user_id", "notified_at"]).execute();
      await db.schema
        .createTable("tracing_notifications")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("case_id", "text", (column) => column.notNull())
        .addColumn("contact_id", "text", (column) => column.notNull())
        .addColumn("channel", "text", (column) => column.notNull())
        .addColumn("recipient", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("outcome", "text", (column) => column.notNull())
        .addColumn("error", "text")
        .addColumn("sent_by", "text", (column) => column.notNull())
        .addColumn("sent_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("tracing_notifications_case").on("tracing_notifications").columns(["case_id", "contact_id"]).execute();
      await db.schema
        .createTable("tracing_templates")
        .addColumn("channel", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("subject", "text")
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("updated_by", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("tracing_templates_pk", ["channel", "language"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["tracing_templates", "tracing_notifications", "tracing_contacts", "tracing_cases"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  // Decision 034: every exposure path of a contact, so unticking someone reaches the people only they
  // exposed; and cases that know each other.
  "0003-exposure-paths-and-case-links": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tracing_exposures")
        .addColumn("case_id", "text", (column) => column.notNull())
        .addColumn("person_key", "text", (column) => column.notNull())
        .addColumn("source_person_key", "text", (column) => column.notNull())
        .addColumn("source_visit_id", "text", (column) => column.notNull())
        .addColumn("source_visit_start", "text", (column) => column.notNull())
        .addColumn("source_visit_end", "text", (column) => column.notNull())
        .addColumn("visit_id", "text", (column) => column.notNull())
        .addColumn("visit_start", "text", (column) => column.notNull())
        .addColumn("visit_end", "text", (column) => column.notNull())
        .addColumn("establishment_id", "text", (column) => column.notNull())
        .addColumn("place", "text", (column) => column.notNull())
        .addColumn("exposure_start", "text", (column) => column.notNull())
        .addColumn("overlap_minutes", "integer", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("tracing_exposures_case").on("tracing_exposures").column("case_id").execute();
      // A list computed before this migration knew one exposure per contact: the one it shows.
      await sql`
        insert into tracing_exposures (case_id, person_key, source_person_key, source_visit_id, source_visit_start, source_visit_end,
          visit_id, visit_start, visit_end, establishment_id, place, exposure_start, overlap_minutes)
        select case_id, person_key, parent_person_key, parent_visit_id, parent_visit_start, parent_visit_end,
          visit_id, visit_start, visit_end, establishment_id, place, exposure_start, overlap_minutes
        from tracing_contacts`.execute(db);
      await db.schema
        .alterTable("tracing_contacts")
        .addColumn("reachable", "integer", (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("tracing_contacts").addColumn("dropped_through", "text").execute();
      // A person's contact rows in every case: "a contact elsewhere", "already notified".
      await db.schema.createIndex("tracing_contacts_person").on("tracing_contacts").columns(["person_key", "exposure_start"]).execute();
      await db.schema
        .createTable("tracing_case_links")
        .addColumn("case_id", "text", (column) => column.notNull())
        .addColumn("source_case_id", "text", (column) => column.notNull())
        .addColumn("person_key", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("linked_at", "text", (column) => column.notNull())
        .addColumn("linked_by", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("tracing_case_links_pk", ["case_id", "source_case_id"])
        .execute();
      await db.schema.createIndex("tracing_case_links_source").on("tracing_case_links").column("source_case_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("tracing_case_links").execute();
      await db.schema.dropIndex("tracing_contacts_person").execute();
      await db.schema.alterTable("tracing_contacts").dropColumn("dropped_through").execute();
      await db.schema.alterTable("tracing_contacts").dropColumn("reachable").execute();
      await db.schema.dropTable("tracing_exposures").execute();
    },
  },
  // Decision 035: an open case untouched for 60 days is closed; its officials are told once, a week before.
  "0004-untouched-case-notices": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("tracing_cases").addColumn("untouched_notice_at", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("tracing_cases").dropColumn("untouched_notice_at").execute();
    },
  },
  // Decision 041: a notification is written "pending" before it is sent; a contact has at most one
  // attempt open (pending, or an e-mail that may have gone), so two runs at once cannot both send.
  "0005-open-notification-attempts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("tracing_notifications_open")
        .on("tracing_notifications")
        .column("contact_id")
        .unique()
        .where(sql.ref("outcome"), "in", sql`('pending', 'uncertain')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("tracing_notifications_open").execute();
    },
  },
  // Decision 052: cluster alerts raised by the detection job, one per cluster, grown in place.
  "0007-cluster-alerts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("cluster_alerts")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("establishment_id", "text", (column) => column.notNull())
        .addColumn("place", "text", (column) => column.notNull())
        .addColumn("state", "text", (column) => column.notNull())
        .addColumn("members", "text", (column) => column.notNull())
        .addColumn("days", "text", (column) => column.notNull())
        .addColumn("raised_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addColumn("dismissed_at", "text")
        .addColumn("dismissed_by", "text")
        .addColumn("dismissal_reason", "text")
        .execute();
      await db.schema.createIndex("cluster_alerts_branch").on("cluster_alerts").column("establishment_id").execute();
      await db.schema.createIndex("cluster_alerts_state").on("cluster_alerts").columns(["state", "updated_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("cluster_alerts").execute();
    },
  },
  // Decision 053: the symptom diary of notified contacts, one answer per contact and commonwealth day.
  "0008-symptom-diary": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tracing_diary_entries")
        .addColumn("contact_id", "text", (column) => column.notNull())
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("symptoms", "text", (column) => column.notNull())
        .addColumn("answered_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("tracing_diary_entries_pk", ["contact_id", "day"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("tracing_diary_entries").execute();
    },
  },
};
