import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { customsMigrations } from "../../server/db/stores/customs/customs-migrations.ts";
import { migrateStore } from "../../server/db/stores/store-connection.ts";
import { tripCodeOf } from "#domain/trip-code.ts";
import { customsStoreUpTo } from "./customs-support.ts";
import { DATABASE_KINDS, type TestDatabase, withTestDatabase } from "../support/test-database.ts";
import { customsForm } from "../support/trip-fixtures.ts";

/** Another QR ID with the same trip code: its first 48 bits 29⁷ further on, the rest different. */
function sameCodeAs(qrId: string): string {
  const bytes = Buffer.from(qrId, "base64url");
  const first = bytes.readUIntBE(0, 6);
  const other = first + 29 ** 7 < 2 ** 48 ? first + 29 ** 7 : first - 29 ** 7;
  const twin = randomBytes(16);
  twin.writeUIntBE(other, 0, 6);
  return twin.toString("base64url");
}

describe.each(DATABASE_KINDS)("trip codes and arrival facts for data kept before them, on %s", (kind) => {
  let database: TestDatabase;
  withTestDatabase(kind, (made) => (database = made), { upTo: "0020-trip-traveller-messages" });

  it("core migration 0021 gives every trip with a QR its code; of two with one code the newest keeps it", async () => {
    const older = randomBytes(16).toString("base64url");
    const newer = sameCodeAs(older);
    expect(tripCodeOf(newer)).toBe(tripCodeOf(older));
    const other = randomBytes(16).toString("base64url");
    const ids = { older: randomUUID(), newer: randomUUID(), other: randomUUID(), draft: randomUUID() };
    const rows: [string, string | null, string][] = [
      [ids.older, older, "2026-11-01T00:00:00.000Z"],
      [ids.newer, newer, "2026-11-20T00:00:00.000Z"],
      [ids.other, other, "2026-11-10T00:00:00.000Z"],
      [ids.draft, null, "2026-11-21T00:00:00.000Z"],
    ];
    for (const [id, qrId, at] of rows) {
      await sql`insert into visit_histories (id, user_id, travel_type, is_domestic, date_of_arrival, expires_at, origin, origin_country, destination, status, qr_id, created_at, updated_at)
        values (${id}, null, 'INTERNATIONAL', 0, '2026-11-28', '2026-12-28T00:00:00.000Z', '', '', '', 'PENDING', ${qrId}, ${at}, ${at})`.execute(database.db);
    }
    await migrateToLatest(database.db);
    const codes = await database.db.selectFrom("visit_histories").select(["id", "trip_code"]).where("id", "in", Object.values(ids)).execute();
    expect(Object.fromEntries(codes.map((row) => [row.id, row.trip_code]))).toEqual({
      [ids.older]: null,
      [ids.newer]: tripCodeOf(newer),
      [ids.other]: tripCodeOf(other),
      [ids.draft]: null,
    });
  });

  it("customs migration 0004 files each declaration kept before it under its day, flight and referral count", async () => {
    const { store, location } = await customsStoreUpTo(database, "0003-customs-decision-entries");
    const form = customsForm();
    const at = new Date().toISOString();
    await sql`insert into customs_declarations (id, visit_history_id, answers, exceeded_limits, submitted_at, created_at)
      values (${randomUUID()}, ${"trip-before-0004"}, ${JSON.stringify({ ...form, trip: { ...form.trip, date_of_arrival: "2026-11-28", flight_number: "ua-154" } })}, '[]', ${at}, ${at})`.execute(
      store,
    );
    await migrateStore(store, location, customsMigrations);
    const row = await store
      .selectFrom("customs_declarations")
      .select(["arrival_date", "transport_type", "carrier", "carrier_name", "party_size", "referral_count"])
      .where("visit_history_id", "=", "trip-before-0004")
      .executeTakeFirstOrThrow();
    // The fixture's 100 fl oz of spirits is over the limit of 77: one referral reason.
    expect(row).toEqual({
      arrival_date: "2026-11-28",
      transport_type: "AIR",
      carrier: "UA154",
      carrier_name: "United Airlines",
      party_size: 2,
      referral_count: 1,
    });
  });
});
