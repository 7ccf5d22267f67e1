import type { Transaction } from "kysely";
import { isAccountKey } from "#domain/person-key.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { nameKeys } from "./person-search-names.ts";

/**
 * Guests by name and number (docs/decisions/034-one-person-one-record.md).
 * A guest exists only as visits, so each person seen as a guest (`visits.person_key` of a visit
 * without an account) is kept in `guest_names` by their latest visit, and the words of that visit's
 * names in `guest_name_keys`, keyed as accounts' are (`nameKeys`). Nothing is written at the check-in,
 * the door's hot path: every search first keys the guest visits started since the newest one keyed.
 * A person's row points at their latest visit and goes with it (foreign key, on delete cascade), so
 * the retention job's 30 days take the keys along with the person's last visit.
 */

type Executor = Db | Transaction<CoreDatabase>;

const PAGE = 1_000;
/**
 * How far before the newest visit keyed each catch-up reads again: a check-in's start is its
 * request's time, and its batch may commit a little later (waiting up to LOCK_WAIT_MS, 5 s, for a
 * locked database), so a visit can appear with a start slightly older than one already keyed.
 * Every visit of this window is read again by each search, so it is kept a few times that wait.
 */
const LATE_COMMIT_MS = 30_000;
/** Keeps each statement well under either database's limit on parameters. */
const ROWS_PER_STATEMENT = 500;

interface GuestVisit {
  id: string;
  person_key: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  mobile_number: string | null;
  started_at: string;
}

const GUEST_VISIT_COLUMNS = ["id", "person_key", "first_name", "middle_name", "last_name", "mobile_number", "started_at"] as const;

function chunks<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Guest visits started after `after`, oldest first; a page never splits the visits of one instant (a household's). */
async function pageAfter(db: Executor, after: string): Promise<{ visits: GuestVisit[]; last: string | undefined }> {
  const guestVisits = () => db.selectFrom("visits").select(GUEST_VISIT_COLUMNS).where("user_id", "is", null);
  const page = await guestVisits().where("started_at", ">", after).orderBy("started_at").limit(PAGE).execute();
  const last = page.at(-1)?.started_at;
  if (page.length < PAGE || last === undefined) return { visits: page, last: undefined };
  const atLast = await guestVisits().where("started_at", "=", last).execute();
  return { visits: [...page.filter((visit) => visit.started_at < last), ...atLast], last };
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/** Points each person at their latest visit of the page, and writes their keys again when that visit's names key differently. */
async function keyPage(trx: Executor, visits: readonly GuestVisit[]): Promise<void> {
  const latest = new Map<string, GuestVisit>();
  for (const visit of visits) {
    // An account holder who used the guest form is found by the account's own keys.
    if (isAccountKey(visit.person_key)) continue;
    const known = latest.get(visit.person_key);
    if (!known || known.started_at < visit.started_at) latest.set(visit.person_key, visit);
  }
  if (!latest.size) return;
  const known = new Map<string, { started_at: string; keys: string[] }>();
  for (const people of chunks([...latest.keys()])) {
    const rows = await trx
      .selectFrom("guest_names")
      .innerJoin("visits", "visits.id", "guest_names.visit_id")
      .select(["guest_names.person_key", "guest_names.started_at", "visits.first_name", "visits.middle_name", "visits.last_name"])
      .where("guest_names.person_key", "in", people)
      .execute();
    for (const row of rows) known.set(row.person_key, { started_at: row.started_at, keys: nameKeys(row) });
  }
  const moved = [...latest.values()].filter((visit) => (known.get(visit.person_key)?.started_at ?? "") < visit.started_at);
  for (const rows of chunks(moved)) {
    await trx
      .insertInto("guest_names")
      .values(rows.map((visit) => ({ person_key: visit.person_key, visit_id: visit.id, started_at: visit.started_at, mobile_number: visit.mobile_number })))
      .onConflict((conflict) =>
        conflict
          .column("person_key")
          .doUpdateSet((eb) => ({
            visit_id: eb.ref("excluded.visit_id"),
            started_at: eb.ref("excluded.started_at"),
            mobile_number: eb.ref("excluded.mobile_number"),
          }))
          .whereRef("guest_names.started_at", "<", "excluded.started_at"),
      )
      .execute();
  }
  const renamed = moved.flatMap((visit) => {
    const keys = nameKeys(visit);
    const before = known.get(visit.person_key)?.keys;
    return before && sameKeys(before, keys) ? [] : [{ personKey: visit.person_key, keys, replaces: before !== undefined }];
  });
  const replaced = renamed.filter((person) => person.replaces).map((person) => person.personKey);
  for (const people of chunks(replaced)) await trx.deleteFrom("guest_name_keys").where("person_key", "in", people).execute();
  const keyRows = renamed.flatMap(({ personKey, keys }) => keys.map((name_key) => ({ name_key, person_key: personKey })));
  for (const rows of chunks(keyRows)) {
    await trx
      .insertInto("guest_name_keys")
      .values(rows)
      .onConflict((conflict) => conflict.columns(["name_key", "person_key"]).doNothing())
      .execute();
  }
}

/**
 * Keys the guest visits started since the newest one keyed (all of them the first time), a page
 * per transaction so check-ins are not held up behind a long catch-up; answers how many visits it
 * read. Writing the same person twice is harmless, so two searches catching up at once do no wrong.
 */
export async function keyNewGuestVisits(db: Executor): Promise<number> {
  const newest = await db
    .selectFrom("guest_names")
    .select((eb) => eb.fn.max("started_at").as("at"))
    .executeTakeFirst();
  let after = newest?.at ? new Date(Date.parse(newest.at) - LATE_COMMIT_MS).toISOString() : "";
  let read = 0;
  for (;;) {
    const { visits, last } = await pageAfter(db, after);
    read += visits.length;
    // Migration 0019 runs inside the migrations' transaction.
    if (visits.length) await (db.isTransaction ? keyPage(db, visits) : db.transaction().execute((trx) => keyPage(trx, visits)));
    if (last === undefined) return read;
    after = last;
  }
}

/** A guest as their latest visit shows them, under the key the visit has now (an account may have claimed it since). */
export interface GuestRow {
  person_key: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  age: number | null;
  mobile_number: string | null;
  started_at: string;
}

function latestVisits(db: Db) {
  return db
    .selectFrom("guest_names")
    .innerJoin("visits", "visits.id", "guest_names.visit_id")
    .select(["visits.person_key", "visits.first_name", "visits.middle_name", "visits.last_name", "visits.age", "visits.mobile_number", "visits.started_at"]);
}

/** Guests among the people keyed; account holders' visits are left to their accounts. */
const guestsOnly = (rows: GuestRow[]) => rows.filter((row) => !isAccountKey(row.person_key));

export async function guestsByPersonKeys(db: Db, personKeys: readonly string[]): Promise<GuestRow[]> {
  if (!personKeys.length) return [];
  return guestsOnly(await latestVisits(db).where("guest_names.person_key", "in", personKeys).execute());
}

/** Everyone who checked in as a guest with this number (E.164): a family on one phone is several people. */
export async function guestsByMobile(db: Db, mobileNumber: string): Promise<GuestRow[]> {
  return guestsOnly(await latestVisits(db).where("guest_names.mobile_number", "=", mobileNumber).orderBy("visits.started_at", "desc").execute());
}
