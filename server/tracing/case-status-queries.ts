import type { Transaction } from "kysely";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type Executor = Db | Transaction<CoreDatabase>;

export interface PersonStatus {
  personKey: string;
  userId: string | null;
  caseStatus: string;
  healthStatus: string | null;
}

/**
 * The case's statuses become the person's at once (decision 028): an account's profile shows
 * them and its check-ins follow them; a guest's are kept by person key for the door's access check.
 */
export async function writePersonStatus(db: Executor, { personKey, userId, caseStatus, healthStatus }: PersonStatus, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  if (userId) {
    await db.updateTable("users").set({ case_status: caseStatus, health_status: healthStatus, updated_at: updatedAt }).where("id", "=", userId).execute();
    return;
  }
  await db
    .insertInto("guest_case_statuses")
    .values({ person_key: personKey, case_status: caseStatus, health_status: healthStatus, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column("person_key").doUpdateSet({ case_status: caseStatus, health_status: healthStatus, updated_at: updatedAt }))
    .execute();
}
