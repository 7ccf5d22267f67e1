import type { Kysely } from "kysely";

/**
 * One row per background job (decision 023): the server process that holds a job's unexpired lease
 * is the one that runs it, so a deployment of many processes runs each job once, not once a process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("holder", "text", (column) => column.notNull())
    .addColumn("taken_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
