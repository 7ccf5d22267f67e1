import type { Kysely } from "kysely";

/**
 * The standard message an officer sends the traveller with a decision (decision 036; decision
 * 036): its code and parameters (JSON), which each app shows in its reader's language. `remarks`
 * stays the free text the traveller reads as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visit_histories").addColumn("message_code", "text").execute();
  await db.schema.alterTable("visit_histories").addColumn("message_params", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visit_histories").dropColumn("message_params").execute();
  await db.schema.alterTable("visit_histories").dropColumn("message_code").execute();
}
