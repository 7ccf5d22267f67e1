import type { Insertable, Selectable, Transaction } from "kysely";
import type { Db } from "./connection.ts";
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

/** Branch ids are lower-case uuids; a QR printed or typed in capitals names the same branch. */
export function findEstablishment(db: Db, id: string): Promise<EstablishmentRow | undefined> {
  return db.selectFrom("establishments").selectAll().where("id", "=", id.toLowerCase()).executeTakeFirst();
}

/** How far apart two check-ins of one person may start and still race each other (see endRacingVisits). */
const RACE_WINDOW_MS = 60_000;

/**
 * Records a check-in in the caller's transaction; the person's open visit, if any, ends at that
 * moment, so nobody is seen inside two places at once.
 */
export async function recordVisit(trx: Transaction<CoreDatabase>, visit: NewVisit): Promise<void> {
  await trx
    .updateTable("visits")
    .set({ ends_at: visit.started_at, end_reason: "checked_in_elsewhere" })
    .where("person_key", "=", visit.person_key)
    .where("started_at", "<", visit.started_at)
    .where("ends_at", ">", visit.started_at)
    .execute();
  await trx.insertInto("visits").values(visit).execute();
}

/**
 * Two check-ins of one person at the same moment (a double tap on a slow network) each commit
 * without seeing the other on PostgreSQL. Run after the check-in's commit, this ends each of the
 * person's visits at the start of the next one, so whichever check-in commits last leaves one open visit.
 */
export async function endRacingVisits(db: Db, personKey: string, startedAt: Date): Promise<void> {
  const since = new Date(startedAt.getTime() - RACE_WINDOW_MS).toISOString();
  const visits = await db
    .selectFrom("visits")
    .select(["id", "started_at", "ends_at"])
    .where("person_key", "=", personKey)
    .where("ends_at", ">", since)
    .orderBy("started_at")
    .orderBy("id")
    .execute();
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

/** One range of the (establishment_id, started_at, user_id) index answers every count. */
export async function branchCheckInsWithin(db: Db, branchId: string, since: string, until: string): Promise<BranchCheckIns> {
  const row = await db
    .selectFrom("visits")
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("all"),
      eb.fn.countAll<number | string | bigint>().filterWhere("user_id", "is", null).as("guests"),
      eb.fn.min("started_at").filterWhere("user_id", "is", null).as("oldest_guest_at"),
    ])
    .where("establishment_id", "=", branchId)
    .where("started_at", ">", since)
    .where("started_at", "<=", until)
    .executeTakeFirstOrThrow();
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
