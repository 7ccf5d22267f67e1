import type { Insertable, Selectable, Transaction } from "kysely";
import type { Db } from "./connection.ts";
import { onlyRow, preparedQuery, type Slot } from "./prepared-query.ts";
import type { CoreDatabase } from "./schema.ts";

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

// The guest check-in's statements are prepared once (prepared-query.ts); it is the busiest path.
const selectEstablishment = preparedQuery((db, slot: Slot<{ id: string }>) => db.selectFrom("establishments").selectAll().where("id", "=", slot("id")));

/** Branch ids are lower-case uuids; a QR printed or typed in capitals names the same branch. */
export async function findEstablishment(db: Db, id: string): Promise<EstablishmentRow | undefined> {
  const [establishment] = await selectEstablishment(db, { id: id.toLowerCase() });
  return establishment;
}

/** How far apart two check-ins of one person may start and still race each other (see endRacingVisits). */
const RACE_WINDOW_MS = 60_000;

const endOpenVisits = preparedQuery((db, slot: Slot<{ personKey: string; at: string }>) =>
  db
    .updateTable("visits")
    .set({ ends_at: slot("at"), end_reason: "checked_in_elsewhere" })
    .where("person_key", "=", slot("personKey"))
    .where("started_at", "<", slot("at"))
    .where("ends_at", ">", slot("at")),
);

/** Every column of a visit, so one prepared insert fits every check-in; the type names them all. */
type VisitColumns = { [K in keyof Required<NewVisit>]: Exclude<NewVisit[K], undefined> };
const VISIT_COLUMNS = Object.keys({
  id: true, establishment_id: true, user_id: true, person_key: true, check_out_key_hash: true, first_name: true,
  middle_name: true, last_name: true, age: true, gender: true, mobile_number: true, email: true, company_name: true,
  region_code: true, province_code: true, municipality_code: true, barangay_code: true, purpose: true, symptoms: true,
  health_checklist: true, health_checklist_other: true, access_status: true, started_at: true, ends_at: true, end_reason: true,
} satisfies Record<keyof NewVisit, true>) as (keyof NewVisit)[];

const insertVisit = preparedQuery((db, slot: Slot<VisitColumns>) =>
  db.insertInto("visits").values(Object.fromEntries(VISIT_COLUMNS.map((column) => [column, slot(column)])) as VisitColumns),
);

/**
 * Records a check-in in the caller's transaction; the person's open visit, if any, ends at that
 * moment, so nobody is seen inside two places at once.
 */
export async function recordVisit(trx: Transaction<CoreDatabase>, visit: NewVisit): Promise<void> {
  await endOpenVisits(trx, { personKey: visit.person_key, at: visit.started_at });
  // A column left out of the visit is stored empty, as an insert naming only the given columns would.
  await insertVisit(trx, Object.fromEntries(VISIT_COLUMNS.map((column) => [column, visit[column] ?? null])) as VisitColumns);
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

const countBranchCheckIns = preparedQuery((db, slot: Slot<{ branchId: string; since: string; until: string }>) =>
  db
    .selectFrom("visits")
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("all"),
      eb.fn.countAll<number | string | bigint>().filterWhere("user_id", "is", null).as("guests"),
      eb.fn.min("started_at").filterWhere("user_id", "is", null).as("oldest_guest_at"),
    ])
    .where("establishment_id", "=", slot("branchId"))
    .where("started_at", ">", slot("since"))
    .where("started_at", "<=", slot("until")),
);

/** One range of the (establishment_id, started_at, user_id) index answers every count. */
export async function branchCheckInsWithin(db: Db, branchId: string, since: string, until: string): Promise<BranchCheckIns> {
  const row = onlyRow(await countBranchCheckIns(db, { branchId, since, until }));
  return { all: Number(row.all), guests: Number(row.guests), oldestGuestAt: row.oldest_guest_at };
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

/** Ends the visit now if it is still open; a visit that has already ended keeps its end. */
export async function endVisitNow(db: Db, visitId: string, now: Date): Promise<void> {
  await db
    .updateTable("visits")
    .set({ ends_at: now.toISOString(), end_reason: "checked_out" })
    .where("id", "=", visitId)
    .where("ends_at", ">", now.toISOString())
    .execute();
}

export function findGuestVisit(db: Db, visitId: string, checkOutKeyHash: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("visits").select("id").where("id", "=", visitId).where("check_out_key_hash", "=", checkOutKeyHash).executeTakeFirst();
}

export function findUserVisit(db: Db, visitId: string, userId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("visits").select("id").where("id", "=", visitId).where("user_id", "=", userId).executeTakeFirst();
}
