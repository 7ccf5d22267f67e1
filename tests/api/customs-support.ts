import { randomInt, randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import { expect } from "vitest";
import type { CustomsTripCard } from "#domain/customs-check.ts";
import type { CustomsFormInput } from "#domain/declarations/customs.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { customsMigrations } from "../../server/db/stores/customs/customs-migrations.ts";
import type { CustomsDecisionEntryRow } from "../../server/db/stores/customs/customs-queries.ts";
import { storeLocation } from "../../server/db/stores/store-connection.ts";
import { type TestAccount, createAccount } from "../support/accounts.ts";
import type { ApiResponse, ApiServer } from "../support/api-server.ts";
import { callStaffApi, type TestStaff } from "../support/staff.ts";
import type { TestDatabase } from "../support/test-database.ts";
import { customsForm, healthDeclarationForm, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";

/** A passport number no other test uses. */
export const newPassport = () => `P${randomInt(10 ** 9, 10 ** 10)}`;

export interface DeclaredTrip {
  account: TestAccount;
  trip: VisitHistory;
  passport: string;
  passengerPassport: string;
}

/** A traveller's trip with survey and customs declaration (passports of their own) and, unless told, a health declaration: complete in pandemic mode. */
export async function declaredTrip(
  server: ApiServer,
  { health = true, customs = {} }: { health?: boolean; customs?: Partial<CustomsFormInput> } = {},
): Promise<DeclaredTrip> {
  const account = await createAccount(server.database.db);
  const passport = newPassport();
  const passengerPassport = newPassport();
  const form = customsForm();
  const [passenger] = form.passengers;
  let trip = await startTrip(server, account);
  await submitPart(server, account, trip.id, "survey", surveyForm());
  trip = await submitPart(server, account, trip.id, "customs", {
    ...form,
    declarant: { ...form.declarant, passport_number: passport },
    passengers: passenger ? [{ ...passenger, passport_number: passengerPassport }] : [],
    ...customs,
  });
  if (health) trip = await submitPart(server, account, trip.id, "health-declaration", healthDeclarationForm());
  return { account, trip, passport: passport.toUpperCase(), passengerPassport };
}

/** Moves the trip's expiry a minute into the past, as if its days had run out. */
export async function expireTrip(server: ApiServer, tripId: string): Promise<void> {
  await server.database.db
    .updateTable("visit_histories")
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where("id", "=", tripId)
    .execute();
}

export const lookUp = (server: ApiServer, staff: TestStaff | undefined, body: unknown) =>
  callStaffApi(server, "POST", "/api/staff/customs/lookup", { staff, body });

export const cardsOf = (response: ApiResponse) => response.json<{ data: CustomsTripCard[] }>().data;

export const decide = (server: ApiServer, staff: TestStaff | undefined, tripId: string, body: unknown) =>
  callStaffApi(server, "POST", `/api/staff/customs/trips/${tripId}/decision`, { staff, body });

/** The audit records about one trip or by one staff member, oldest first, in the columns a test compares. */
export function auditRowsOf(server: ApiServer, staffId: string) {
  return server.database.db
    .selectFrom("audit_events")
    .select(["role", "action", "outcome", "subject_user_id", "record_type", "record_id", "shown"])
    .where("staff_id", "=", staffId)
    .orderBy("seq")
    .execute();
}

/** The test database's customs store migrated back to `last`, and where it lives: for a later migration to find rows kept before it. */
export async function customsStoreUpTo(database: TestDatabase, last: string) {
  const store = database.stores.customs;
  const location = storeLocation(database.config, "customs");
  const migrator = new Migrator({
    db: store,
    provider: { getMigrations: () => Promise.resolve(customsMigrations) },
    ...(location.kind === "postgres" ? { migrationTableSchema: location.name } : {}),
  });
  expect((await migrator.migrateTo(last)).error).toBeUndefined();
  return { store, location };
}

/** The first entry of a trip's customs trail: a customs officer's clearance with no reason, note, message or remarks, but for what `entry` says. */
export function decisionEntry(entry: Pick<CustomsDecisionEntryRow, "staff_id" | "decided_at"> & Partial<CustomsDecisionEntryRow>): CustomsDecisionEntryRow {
  return {
    id: randomUUID(),
    visit_history_id: randomUUID(),
    seq: 1,
    kind: "decision",
    decision: "CLEARED",
    reason: null,
    note: "",
    message_code: null,
    message_params: null,
    remarks: null,
    role: "customs_officer",
    ...entry,
  };
}
