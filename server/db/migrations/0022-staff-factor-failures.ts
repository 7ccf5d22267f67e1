import type { Kysely } from "kysely";

/**
 * One failure count per account and factor (decision 038): `failed_codes` now counts wrong e-mail
 * codes only, `failed_second_factors` wrong authenticator codes and passkey answers. A right e-mail
 * code no longer wipes the second factor's count, so restarting the sign-in does not reset it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("staff_members")
    .addColumn("failed_second_factors", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_members").dropColumn("failed_second_factors").execute();
}
