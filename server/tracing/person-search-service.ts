import { sql } from "kysely";
import { ageOn } from "#domain/accounts.ts";
import { accountPersonKey } from "#domain/person-key.ts";
import { COMMONWEALTH_PHONE_REGION, toE164 } from "#domain/phone.ts";
import { commonwealthDay, MOBILE_ENDING_DIGITS, type PersonMatch } from "#domain/tracing/tracing-cases.ts";
import { tripQrId } from "#domain/trips.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { personReference } from "../audit/person-reference.ts";
import { findTripByQr } from "../customs/customs-trip-queries.ts";
import type { Db } from "../db/connection.ts";
import type { TracingRequest } from "./case-access.ts";
import { fullName } from "./case-person-queries.ts";
import { type GuestRow, guestsByMobile, guestsByPersonKeys, keyNewGuestVisits } from "./person-search-queries.ts";
import { NAME_MATCH_FLOOR, nameCloseness, nameWords, type PersonNames, WORD_KEY, wordKeys } from "./person-search-names.ts";
import { TRACING_PURPOSE } from "./tracing-rules.ts";

export const SEARCH_ACTION = "tracing.people.search";
const MOST_MATCHES = 50;
/** People sharing the most keys with the typed words, of accounts and of guests each, ranked by spelling afterwards. */
const NAME_CANDIDATES = 400;
const SHOWN = "name, age, account or guest, last digits of the mobile number, open case, last place and day seen";

type MatchedBy = PersonMatch["matched_by"];

/** Someone listed, before their open case and last place are looked up. */
interface Found {
  key: string;
  userId: string | null;
  names: PersonNames;
  age: number | null;
  mobileNumber: string | null;
  matchedBy: MatchedBy;
}

const ACCOUNT_COLUMNS = ["id", "first_name", "middle_name", "last_name", "mobile_number", "birth_date"] as const;
interface AccountRow {
  id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  mobile_number: string | null;
  birth_date: string | null;
}

const accountFound = (row: AccountRow, matchedBy: MatchedBy, now: Date): Found => ({
  key: accountPersonKey(row.id),
  userId: row.id,
  names: row,
  age: row.birth_date ? ageOn(row.birth_date, now) : null,
  mobileNumber: row.mobile_number,
  matchedBy,
});

const guestFound = (row: GuestRow, matchedBy: MatchedBy): Found => ({
  key: row.person_key,
  userId: null,
  names: row,
  age: row.age,
  mobileNumber: row.mobile_number,
  matchedBy,
});

/** One result per person: rows of guest visits later claimed by an account, or met twice, are one. */
function onePerPerson(found: readonly Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter(({ key }) => !seen.has(key) && seen.add(key));
}

async function accountsWhere(
  db: Db,
  now: Date,
  column: "email" | "mobile_number" | "logbook_qr" | "id",
  value: string,
  matchedBy: MatchedBy,
): Promise<Found[]> {
  const rows = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where(column, "=", value).execute();
  return rows.map((row) => accountFound(row, matchedBy, now));
}

/** The account with this number, then everyone who checked in as a guest with it, latest first (a family shares a phone). */
async function byMobile(db: Db, now: Date, number: string): Promise<Found[]> {
  const accounts = await accountsWhere(db, now, "mobile_number", number, "mobile");
  const guests = await guestsByMobile(db, number);
  return onePerPerson([...accounts, ...guests.map((row) => guestFound(row, "mobile"))]);
}

async function byQr(db: Db, now: Date, scanned: string): Promise<Found[]> {
  const logbook = await accountsWhere(db, now, "logbook_qr", scanned, "logbook_qr");
  if (logbook.length) return logbook;
  const qrId = tripQrId(scanned);
  const trip = qrId === undefined ? undefined : await findTripByQr(db, qrId);
  return trip?.user_id ? accountsWhere(db, now, "id", trip.user_id, "trip_qr") : [];
}

/** A word spelt as typed weighs more than one that only sounds like it. */
const keyWeight = sql<number | string>`sum(case when name_key like ${`${WORD_KEY}%`} then 2 else 1 end)`;

async function accountsByKeys(db: Db, now: Date, keys: readonly string[]): Promise<Found[]> {
  const candidates = await db
    .selectFrom("user_name_keys")
    .select(["user_id", keyWeight.as("weight")])
    .where("name_key", "in", keys)
    .groupBy("user_id")
    .orderBy("weight", "desc")
    .orderBy("user_id")
    .limit(NAME_CANDIDATES)
    .execute();
  if (!candidates.length) return [];
  const rows = await db
    .selectFrom("users")
    .select(ACCOUNT_COLUMNS)
    .where(
      "id",
      "in",
      candidates.map((candidate) => candidate.user_id),
    )
    .execute();
  return rows.map((row) => accountFound(row, "name", now));
}

async function guestsByKeys(db: Db, keys: readonly string[]): Promise<Found[]> {
  const candidates = await db
    .selectFrom("guest_name_keys")
    .select(["person_key", keyWeight.as("weight")])
    .where("name_key", "in", keys)
    .groupBy("person_key")
    .orderBy("weight", "desc")
    .orderBy("person_key")
    .limit(NAME_CANDIDATES)
    .execute();
  const rows = await guestsByPersonKeys(
    db,
    candidates.map((candidate) => candidate.person_key),
  );
  return rows.map((row) => guestFound(row, "name"));
}

/** Accounts and guests whose names sound like the words typed, in any order, closest spelling first. */
async function byName(db: Db, now: Date, typed: string): Promise<Found[]> {
  const words = nameWords(typed);
  const keys = [...new Set(words.flatMap(wordKeys))];
  if (!keys.length) return [];
  const found = (await Promise.all([accountsByKeys(db, now, keys), guestsByKeys(db, keys)])).flat();
  const ranked = found
    .map((person) => ({ person, name: fullName(person.names), closeness: nameCloseness(words, person.names) }))
    .filter(({ closeness }) => closeness >= NAME_MATCH_FLOOR)
    // As close, a name with no words beyond those typed first: "Maria Santos" before "Maria Lourdes Santos".
    .sort(
      (a, b) =>
        b.closeness - a.closeness ||
        nameWords(a.name).length - nameWords(b.name).length ||
        a.name.localeCompare(b.name) ||
        a.person.key.localeCompare(b.person.key),
    );
  return onePerPerson(ranked.map(({ person }) => person));
}

/**
 * The server tells what was typed: an e-mail, a mobile number (read as the commonwealth writes it,
 * so the 7-digit local form "234-5588" is +1 670 234 5588), a logbook or trip QR, else a name.
 */
async function find(db: Db, now: Date, query: string): Promise<Found[]> {
  if (query.includes("@")) return accountsWhere(db, now, "email", query.toLowerCase(), "email");
  const number = /^[\s\d()+.-]+$/.test(query) ? toE164(query, COMMONWEALTH_PHONE_REGION) : undefined;
  if (number) {
    await keyNewGuestVisits(db);
    return byMobile(db, now, number);
  }
  if (!/\s/.test(query)) {
    const scanned = await byQr(db, now, query);
    if (scanned.length) return scanned;
  }
  await keyNewGuestVisits(db);
  return byName(db, now, query);
}

async function openCases({ health }: TracingRequest, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await health.selectFrom("tracing_cases").select(["id", "person_key"]).where("person_key", "in", keys).where("closed_at", "is", null).execute();
  return new Map(rows.map((row) => [row.person_key, row.id]));
}

type LastSeen = NonNullable<PersonMatch["last_seen"]>;

/** Each person's latest check-in: the branch and the commonwealth day, not the hour. */
async function lastSeen({ db }: TracingRequest, keys: readonly string[]): Promise<Map<string, LastSeen>> {
  if (!keys.length) return new Map();
  const latest = db
    .selectFrom("visits")
    .select((eb) => ["person_key", eb.fn.max("started_at").as("started_at")])
    .where("person_key", "in", keys)
    .groupBy("person_key");
  const rows = await db
    .selectFrom("visits")
    .innerJoin(latest.as("latest"), (join) => join.onRef("latest.person_key", "=", "visits.person_key").onRef("latest.started_at", "=", "visits.started_at"))
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(["visits.person_key", "visits.started_at", "establishments.name", "establishments.branch"])
    .execute();
  return new Map(rows.map((row) => [row.person_key, { day: commonwealthDay(new Date(row.started_at)), establishment: row.name, branch: row.branch }]));
}

/** The last digits of a number only: enough to tell apart two people of one name, or to see that a family shares a phone. */
const mobileEnding = (number: string | null) => (number ? number.replace(/\D/g, "").slice(-MOBILE_ENDING_DIGITS) : null);

/** POST /api/staff/tracing/people/search: best match first, at most 50, one per person; each person listed is audited. */
export async function searchPeople(context: TracingRequest, query: string): Promise<PersonMatch[]> {
  const found = (await find(context.db, context.now, query)).slice(0, MOST_MATCHES);
  const keys = found.map((person) => person.key);
  const [cases, seen] = await Promise.all([openCases(context, keys), lastSeen(context, keys)]);
  const matches = found.map((person) => ({
    person_key: person.key,
    kind: person.userId ? ("account" as const) : ("guest" as const),
    full_name: fullName(person.names),
    age: person.age,
    mobile_ending: mobileEnding(person.mobileNumber),
    matched_by: person.matchedBy,
    open_case_id: cases.get(person.key) ?? null,
    last_seen: seen.get(person.key) ?? null,
  }));
  await auditSearch(context, found);
  return matches;
}

/** One record per person listed, so each shows in their own trail; a search that listed nobody is recorded too. */
async function auditSearch({ db, request, actor, now, serverSecret }: TracingRequest, found: readonly Found[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!found.length) await recordAudit(trx, request, actor, { action: SEARCH_ACTION, recordType: "person", shown: "nothing", purpose: TRACING_PURPOSE }, now);
    for (const person of found) {
      await recordAudit(
        trx,
        request,
        actor,
        {
          action: SEARCH_ACTION,
          subjectUserId: person.userId,
          recordType: "person",
          recordId: personReference(serverSecret, person.key),
          shown: SHOWN,
          purpose: TRACING_PURPOSE,
        },
        now,
      );
    }
  });
}
