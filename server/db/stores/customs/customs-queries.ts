import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredForm } from "../form-table.ts";
import type { CustomsDatabase } from "./customs-schema.ts";

export type CustomsStore = Kysely<CustomsDatabase>;

/** Saves the trip's customs declaration, replacing an earlier one; answers the form uuid. */
export async function saveCustomsDeclaration(
  db: CustomsStore,
  declaration: { tripId: string; answers: unknown; exceededLimits: readonly string[]; now: Date },
): Promise<string> {
  const changes = {
    answers: JSON.stringify(declaration.answers),
    exceeded_limits: JSON.stringify(declaration.exceededLimits),
    submitted_at: declaration.now.toISOString(),
  };
  const row = await db
    .insertInto("customs_declarations")
    .values({ id: randomUUID(), visit_history_id: declaration.tripId, created_at: changes.submitted_at, ...changes })
    .onConflict((conflict) => conflict.column("visit_history_id").doUpdateSet(changes))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findCustomsDeclaration(db: CustomsStore, tripId: string): Promise<StoredForm | undefined> {
  return db.selectFrom("customs_declarations").select(["id", "answers", "submitted_at"]).where("visit_history_id", "=", tripId).executeTakeFirst();
}

export async function deleteCustomsDeclaration(db: CustomsStore, tripId: string): Promise<void> {
  await db.deleteFrom("customs_declarations").where("visit_history_id", "=", tripId).execute();
}
