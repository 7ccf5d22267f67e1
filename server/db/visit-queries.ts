import type { Insertable, Selectable } from "kysely";
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

/**
 * Records a check-in; the person's open visit, if any, ends at that moment. Both in one
 * transaction, so nobody sees the person inside two places at once.
 */
export async function recordVisit(db: Db, visit: NewVisit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("visits")
      .set({ ends_at: visit.started_at, end_reason: "checked_in_elsewhere" })
      .where("person_key", "=", visit.person_key)
      .where("ends_at", ">", visit.started_at)
      .execute();
    await trx.insertInto("visits").values(visit).execute();
  });
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

export function listUserVisits(db: Db, userId: string): Promise<VisitWithEstablishment[]> {
  return db
    .selectFrom("visits")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(VISIT_WITH_ESTABLISHMENT)
    .where("visits.user_id", "=", userId)
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
