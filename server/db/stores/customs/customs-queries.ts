import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredForm } from "../form-table.ts";
import type { ArrivalFacts } from "./arrival-facts.ts";
import type { CustomsDatabase } from "./customs-schema.ts";

export type CustomsStore = Kysely<CustomsDatabase>;
export type StoredCustomsDeclaration = StoredForm & { exceeded_limits: string };
export type CustomsDecisionEntryRow = CustomsDatabase["customs_decision_entries"];

/** Saves the trip's customs declaration and the passports it names, replacing earlier ones; answers the form uuid. */
export async function saveCustomsDeclaration(
  db: CustomsStore,
  declaration: { tripId: string; answers: unknown; exceededLimits: readonly string[]; passports: readonly string[]; facts: ArrivalFacts; now: Date },
): Promise<string> {
  const changes = {
    answers: JSON.stringify(declaration.answers),
    exceeded_limits: JSON.stringify(declaration.exceededLimits),
    submitted_at: declaration.now.toISOString(),
    ...declaration.facts,
  };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("customs_declarations")
      .values({ id: randomUUID(), visit_history_id: declaration.tripId, created_at: changes.submitted_at, ...changes })
      .onConflict((conflict) => conflict.column("visit_history_id").doUpdateSet(changes))
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("customs_declaration_passports").where("visit_history_id", "=", declaration.tripId).execute();
    if (declaration.passports.length) {
      await trx
        .insertInto("customs_declaration_passports")
        .values(declaration.passports.map((passport_number) => ({ visit_history_id: declaration.tripId, passport_number })))
        .execute();
    }
    return row.id;
  });
}

/** The trip's arrival date moved without a new declaration: the arrivals view follows it. */
export async function setCustomsArrival(db: CustomsStore, tripId: string, arrivalDate: string): Promise<void> {
  await db.updateTable("customs_declarations").set({ arrival_date: arrivalDate }).where("visit_history_id", "=", tripId).execute();
}

export function findCustomsDeclaration(db: CustomsStore, tripId: string): Promise<StoredCustomsDeclaration | undefined> {
  return db
    .selectFrom("customs_declarations")
    .select(["id", "answers", "submitted_at", "exceeded_limits"])
    .where("visit_history_id", "=", tripId)
    .executeTakeFirst();
}

/** The trips whose declaration names this passport, as declarant or passenger. */
export async function tripsDeclaringPassport(db: CustomsStore, passport: string): Promise<string[]> {
  const rows = await db.selectFrom("customs_declaration_passports").select("visit_history_id").where("passport_number", "=", passport).execute();
  return rows.map((row) => row.visit_history_id);
}

/** Adds one decision to the trip's trail; rows are never updated (decision 036). */
export async function appendDecisionEntry(db: CustomsStore, entry: CustomsDecisionEntryRow): Promise<void> {
  await db.insertInto("customs_decision_entries").values(entry).execute();
}

/** The trip's decisions, oldest first. */
export function decisionEntries(db: CustomsStore, tripId: string): Promise<CustomsDecisionEntryRow[]> {
  return db.selectFrom("customs_decision_entries").selectAll().where("visit_history_id", "=", tripId).orderBy("seq").execute();
}

/** The trip's declaration, the passports it names and any decision on it, all at once. */
export async function deleteCustomsDeclaration(db: CustomsStore, tripId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("customs_declaration_passports").where("visit_history_id", "=", tripId).execute();
    await trx.deleteFrom("customs_decision_entries").where("visit_history_id", "=", tripId).execute();
    await trx.deleteFrom("customs_declarations").where("visit_history_id", "=", tripId).execute();
  });
}
