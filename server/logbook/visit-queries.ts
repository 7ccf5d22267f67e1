import type { Insertable, Selectable, Transaction } from "kysely";
import type { Db } from "../db/connection.ts";
import { preparedQuery, type Slot } from "../db/prepared-query.ts";
import type { CoreDatabase } from "../db/schema.ts";

export type EstablishmentRow = Selectable<CoreDatabase["establishments"]>;
export type VisitRow = Selectable<CoreDatabase["visits"]>;
export type NewVisit = Insertable<CoreDatabase["visits"]>;

const VISIT_WITH_ESTABLISHMENT = [
  "visits.id",
  "visits.purpose",
  "visits.access_status",
  "visits.started_at",
  "visits.ends_at",
  "visits.end_reason",
  "establishments.id as establishment_id",
  "establishments.name",
  "establishments.branch",
  "establishments.label",
  "establishments.logo",
] as const;

// The statements of every check-in batch and each location-QR look-up are prepared once per shape (prepared-query.ts): the busiest paths.
const selectEstablishment = preparedQuery((db, slot: Slot<{ id: string }>) => db.selectFrom("establishments").selectAll().where("id", "=", slot("id")));

/** Branch ids are lower-case uuids; a QR printed or typed in capitals names the same branch. */
export async function findEstablishment(db: Db, id: string): Promise<EstablishmentRow | undefined> {
  const [establishment] = await selectEstablishment(db, { id: id.toLowerCase() });
  return establishment;
}

/** How far apart two check-ins of one person may start and still race each other (see endRacingVisits). */
const RACE_WINDOW_MS = 60_000;

const endOpenVisits = preparedQuery((db, slot: Slot<{ personKeys: string[]; at: string }>) =>
  db
    .updateTable("visits")
    .set({ ends_at: slot("at"), end_reason: "checked_in_elsewhere" })
    .where("person_key", "in", slot("personKeys"))
    .where("started_at", "<=", slot("at"))
    .where("ends_at", ">", slot("at")),
);

/**
 * Ends the people's open visits at `at`, the start of their next check-in, so nobody is seen
 * inside two places at once. One that started in the same millisecond ends too: the later
 * check-in wins.
 */
export async function endOpenVisitsAt(trx: Transaction<CoreDatabase>, personKeys: string[], at: string): Promise<void> {
  await endOpenVisits(trx, { personKeys, at });
}

const selectAccountsByMobile = preparedQuery((db, slot: Slot<{ numbers: string[] }>) =>
  db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "mobile_number", "case_status", "health_status"])
    .where("mobile_number", "in", slot("numbers")),
);

/** The accounts holding any of these numbers (E.164), with the statuses the door reads. */
export function findAccountsByMobile(db: Db, numbers: string[]) {
  return numbers.length === 0 ? Promise.resolve([]) : selectAccountsByMobile(db, { numbers });
}

const selectGuestCaseStatuses = preparedQuery((db, slot: Slot<{ keys: string[] }>) =>
  db.selectFrom("guest_case_statuses").select(["person_key", "case_status", "health_status"]).where("person_key", "in", slot("keys")),
);

/** The statuses health officials gave these guests' person keys (decision 028). */
export function findGuestCaseStatuses(db: Db, keys: string[]) {
  return selectGuestCaseStatuses(db, { keys });
}

const insertVisitRows = preparedQuery((db, slot: Slot<{ visits: NewVisit[] }>) => db.insertInto("visits").values(slot("visits")));

/** Records the visits of one batch of check-ins with one statement; every visit names the same columns. */
export async function insertVisits(trx: Transaction<CoreDatabase>, visits: NewVisit[]): Promise<void> {
  await insertVisitRows(trx, { visits });
}

/** What a check-in needs of its branch: how long a visit lasts and where the branch is (for the travel flag). */
export type CheckInBranchRow = Pick<EstablishmentRow, "id" | "visit_minutes" | "latitude" | "longitude" | "disabled_at">;

const selectCheckInBranches = preparedQuery((db, slot: Slot<{ ids: string[] }>) =>
  db.selectFrom("establishments").select(["id", "visit_minutes", "latitude", "longitude", "disabled_at"]).where("id", "in", slot("ids")),
);

/** The branches among `ids` (lower-case uuids) that exist. */
export function findCheckInBranches(db: Db, ids: string[]): Promise<CheckInBranchRow[]> {
  return selectCheckInBranches(db, { ids });
}

const personVisitsEndingAfter = preparedQuery((db, slot: Slot<{ personKey: string; since: string }>) =>
  db
    .selectFrom("visits")
    .select(["id", "started_at", "ends_at"])
    .where("person_key", "=", slot("personKey"))
    .where("ends_at", ">", slot("since"))
    .orderBy("started_at")
    .orderBy("id"),
);

/**
 * Two check-ins of one person at the same moment (a double tap on a slow network) each commit
 * without seeing the other on PostgreSQL. Run after the check-in's commit, this ends each of the
 * person's visits at the start of the next one, so whichever check-in commits last leaves one open visit.
 */
export async function endRacingVisits(db: Db, personKey: string, startedAt: Date): Promise<void> {
  const since = new Date(startedAt.getTime() - RACE_WINDOW_MS).toISOString();
  const visits = await personVisitsEndingAfter(db, { personKey, since });
  for (const [index, current] of visits.entries()) {
    const next = visits[index + 1];
    if (!next || current.ends_at <= next.started_at) continue;
    await db
      .updateTable("visits")
      .set({ ends_at: next.started_at, end_reason: "checked_in_elsewhere" })
      .where("id", "=", current.id)
      .where("ends_at", ">", next.started_at)
      .execute();
  }
}

/** Check-ins at a branch that started within (since, until]: all of them, and the guests' apart. */
export interface BranchCheckIns {
  all: number;
  guests: number;
  /** When the oldest of the guests' check-ins started; null without any. */
  oldestGuestAt: string | null;
}

const countBranchesCheckIns = preparedQuery((db, slot: Slot<{ branchIds: string[]; since: string; until: string }>) =>
  db
    .selectFrom("visits")
    .select((eb) => [
      "establishment_id",
      eb.fn.countAll<number | string | bigint>().as("all"),
      eb.fn.countAll<number | string | bigint>().filterWhere("user_id", "is", null).as("guests"),
      eb.fn.min("started_at").filterWhere("user_id", "is", null).as("oldest_guest_at"),
    ])
    .where("establishment_id", "in", slot("branchIds"))
    .where("started_at", ">", slot("since"))
    .where("started_at", "<=", slot("until"))
    .groupBy("establishment_id"),
);

/**
 * The check-ins at each of `branchIds` that started within (since, until], one range of the
 * (establishment_id, started_at, user_id, …) index each; a branch without any is left out.
 */
export async function branchesCheckInsWithin(db: Db, branchIds: string[], since: string, until: string): Promise<Map<string, BranchCheckIns>> {
  const rows = await countBranchesCheckIns(db, { branchIds, since, until });
  return new Map(rows.map((row) => [row.establishment_id, { all: Number(row.all), guests: Number(row.guests), oldestGuestAt: row.oldest_guest_at }]));
}

export function findVisitWithEstablishment(db: Db, visitId: string) {
  return db
    .selectFrom("visits")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(VISIT_WITH_ESTABLISHMENT)
    .where("visits.id", "=", visitId)
    .executeTakeFirst();
}

export type VisitWithEstablishment = NonNullable<Awaited<ReturnType<typeof findVisitWithEstablishment>>>;

/** The user's visits that started after `since`, newest first. */
export function listUserVisits(db: Db, userId: string, since: Date): Promise<VisitWithEstablishment[]> {
  return db
    .selectFrom("visits")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(VISIT_WITH_ESTABLISHMENT)
    .where("visits.user_id", "=", userId)
    .where("visits.started_at", ">", since.toISOString())
    .orderBy("visits.started_at", "desc")
    .orderBy("visits.id")
    .execute();
}

/**
 * Ends the visit now if it is still open, and the visits of the people checked in with it (its
 * household's, of which it is the holder's): they came together and leave together. A visit that has
 * already ended keeps its end.
 */
export async function endVisitNow(db: Db, visitId: string, now: Date): Promise<void> {
  await db
    .updateTable("visits")
    .set({ ends_at: now.toISOString(), end_reason: "checked_out" })
    .where((eb) => eb.or([eb("id", "=", visitId), eb("household_id", "=", visitId)]))
    .where("ends_at", ">", now.toISOString())
    .execute();
}

/** Ends now those of a guest's visits (one check-in's, by its key) that are still open. */
export async function endGuestVisitsNow(db: Db, visitIds: string[], checkOutKeyHash: string, now: Date): Promise<void> {
  await db
    .updateTable("visits")
    .set({ ends_at: now.toISOString(), end_reason: "checked_out" })
    .where("id", "in", visitIds)
    .where("check_out_key_hash", "=", checkOutKeyHash)
    .where("ends_at", ">", now.toISOString())
    .execute();
}

export function findGuestVisit(db: Db, visitId: string, checkOutKeyHash: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("visits").select("id").where("id", "=", visitId).where("check_out_key_hash", "=", checkOutKeyHash).executeTakeFirst();
}

export function findUserVisit(db: Db, visitId: string, userId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("visits").select("id").where("id", "=", visitId).where("user_id", "=", userId).executeTakeFirst();
}
