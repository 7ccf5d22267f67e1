import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customsMigrations } from "../../server/db/stores/customs/customs-migrations.ts";
import { migrateStore } from "../../server/db/stores/store-connection.ts";
import { tripsDeclaringPassport } from "../../server/db/stores/customs/customs-queries.ts";
import { DATABASE_KINDS, type TestDatabase, withTestDatabase } from "../support/test-database.ts";
import { customsForm } from "../support/trip-fixtures.ts";
import { customsStoreUpTo, newPassport } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("customs store migration 0002 on %s", (kind) => {
  let database: TestDatabase;
  withTestDatabase(kind, (made) => (database = made));

  it("makes declarations submitted before it searchable by the passports they name", async () => {
    const { store, location } = await customsStoreUpTo(database, "0001-customs-declarations");

    const tripId = randomUUID();
    const [declarant, passenger] = [newPassport(), newPassport()];
    const form = customsForm();
    const answers = {
      ...form,
      declarant: { ...form.declarant, passport_number: declarant },
      passengers: form.passengers.map((one) => ({ ...one, passport_number: passenger })),
    };
    const at = new Date().toISOString();
    await store
      .insertInto("customs_declarations")
      .values({ id: randomUUID(), visit_history_id: tripId, answers: JSON.stringify(answers), exceeded_limits: "[]", submitted_at: at, created_at: at })
      .execute();

    await migrateStore(store, location, customsMigrations);
    expect(await tripsDeclaringPassport(store, declarant)).toEqual([tripId]);
    expect(await tripsDeclaringPassport(store, passenger)).toEqual([tripId]);
    expect(await store.selectFrom("customs_decision_entries").selectAll().execute()).toEqual([]);
  });
});
