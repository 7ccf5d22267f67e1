import type { Kysely } from "kysely";

/**
 * Contact tracing (decision 028). A guest has no account to hold a case status, yet the door's access
 * check must refuse a confirmed guest: `guest_case_statuses` holds it by the guest's person key
 * (`mobile:<digits>`), as `users.case_status` does for account holders. Flagged check-ins get a
 * health official's review (dismissed or kept), once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("guest_case_statuses")
    .addColumn("person_key", "text", (column) => column.primaryKey())
    .addColumn("case_status", "text", (column) => column.notNull())
    .addColumn("health_status", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.alterTable("visit_flags").addColumn("review", "text").execute();
  await db.schema.alterTable("visit_flags").addColumn("review_note", "text").execute();
  await db.schema.alterTable("visit_flags").addColumn("reviewed_by", "text").execute();
  await db.schema.alterTable("visit_flags").addColumn("reviewed_at", "text").execute();
  await db.schema.createIndex("visit_flags_review_created").on("visit_flags").columns(["review", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visit_flags_review_created").execute();
  for (const column of ["reviewed_at", "reviewed_by", "review_note", "review"]) {
    await db.schema.alterTable("visit_flags").dropColumn(column).execute();
  }
  await db.schema.dropTable("guest_case_statuses").execute();
}
