import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredForm } from "../form-table.ts";
import type { HealthDatabase } from "./health-schema.ts";

export type HealthStore = Kysely<HealthDatabase>;
export type HealthFormTable = "health_declarations" | "attestations";

/** Saves the trip's health declaration or attestation, replacing an earlier one; answers the form uuid. */
export async function saveHealthForm(
  db: HealthStore,
  table: HealthFormTable,
  form: { tripId: string; userId: string; answers: unknown; now: Date },
): Promise<string> {
  const changes = { answers: JSON.stringify(form.answers), submitted_at: form.now.toISOString() };
  const row = await db
    .insertInto(table)
    .values({ id: randomUUID(), visit_history_id: form.tripId, user_id: form.userId, created_at: changes.submitted_at, ...changes })
    .onConflict((conflict) => conflict.column("visit_history_id").doUpdateSet(changes))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findHealthForm(db: HealthStore, table: HealthFormTable, tripId: string): Promise<StoredForm | undefined> {
  return db.selectFrom(table).select(["id", "answers", "submitted_at"]).where("visit_history_id", "=", tripId).executeTakeFirst();
}

/** Whether the trip has a health declaration or an attestation on file; nothing of what either says. */
export async function hasHealthForm(db: HealthStore, tripId: string): Promise<boolean> {
  for (const table of ["health_declarations", "attestations"] as const) {
    if (await db.selectFrom(table).select("id").where("visit_history_id", "=", tripId).executeTakeFirst()) return true;
  }
  return false;
}

export async function deleteHealthForms(db: HealthStore, tripId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("health_declarations").where("visit_history_id", "=", tripId).execute();
    await trx.deleteFrom("attestations").where("visit_history_id", "=", tripId).execute();
  });
}

/** docs/product-spec.md, part 9: travellers may delete their health information; account deletion takes it too (decision 007). */
export async function deleteHealthDataOf(db: HealthStore, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ["health_declarations", "attestations", "vaccination_doses", "test_results"] as const) {
      await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    }
  });
}
