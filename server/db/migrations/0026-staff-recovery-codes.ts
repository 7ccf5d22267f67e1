import type { Kysely } from "kysely";

/**
 * Ten single-use recovery codes per staff member (decision 057), kept only as keyed hashes (HMAC
 * with the server's secret, which the database does not hold). A used code keeps its row with
 * `used_at`, so the audit can say which one was used and it never works again; a new set replaces
 * the old rows. The index on `action` serves the audit viewer's filters by kind of action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("staff_id", "text", (column) => column.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_staff").on("staff_recovery_codes").columns(["staff_id", "code_hash"]).execute();
  await db.schema.createIndex("audit_events_action").on("audit_events").columns(["action", "seq"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_events_action").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
}
