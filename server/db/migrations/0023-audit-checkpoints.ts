import type { Kysely } from "kysely";

/**
 * Signed checkpoints of the audit trail's head (decision 039): how many records
 * and the newest one's hash, signed with a key the database does not hold. This table is a
 * convenience copy; the copy that counts is written outside the database (AUDIT_CHECKPOINT_FILE,
 * e-mail), where a restore or an emptied table does not reach it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_checkpoints")
    .addColumn("signature", "text", (column) => column.primaryKey())
    .addColumn("trail", "text", (column) => column.notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("hash", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("key_id", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("audit_checkpoints_count").on("audit_checkpoints").column("count").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_checkpoints").execute();
}
