import { toE164 } from "../../src/domain/phone.ts";
import type { PersonMatch } from "../../src/domain/tracing/tracing-cases.ts";
import { tripQrId } from "../../src/domain/trips.ts";
import { mobilePersonKey } from "../../src/domain/visit-rules.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { findTripByQr } from "../customs/customs-trip-queries.ts";
import type { Db } from "../db/connection.ts";
import type { TracingRequest } from "./case-access.ts";
import { ACCOUNT_COLUMNS, accountPerson, findPerson, fullName, type Person } from "./case-person.ts";
import { NAME_MATCH_FLOOR, nameCloseness, nameWords, WORD_KEY, wordKeys } from "./person-search-names.ts";
import { TRACING_PURPOSE } from "./tracing-context.ts";

export const SEARCH_ACTION = "tracing.people.search";
const MOST_MATCHES = 50;
/** Accounts sharing the most keys with the typed words, ranked by spelling afterwards. */
const NAME_CANDIDATES = 400;
const SHOWN = "name, mobile number, e-mail, open case, last check-in";

type MatchedBy = PersonMatch["matched_by"];
interface Found {
  person: Person;
  matchedBy: MatchedBy;
}

async function accountsWhere(db: Db, column: "email" | "mobile_number" | "logbook_qr" | "id", value: string, matchedBy: MatchedBy): Promise<Found[]> {
  const rows = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where(column, "=", value).execute();
  return rows.map((row) => ({ matchedBy, person: accountPerson(row) }));
}

/** An account by its number, and a guest who checked in with it (they may be the same human: both are listed). */
async function byMobile(db: Db, number: string): Promise<Found[]> {
  const accounts = await accountsWhere(db, "mobile_number", number, "mobile");
  const guest = await findPerson(db, mobilePersonKey(number));
  return guest ? [...accounts, { person: guest, matchedBy: "mobile" }] : accounts;
}

async function byQr(db: Db, scanned: string): Promise<Found[]> {
  const logbook = await accountsWhere(db, "logbook_qr", scanned, "logbook_qr");
  if (logbook.length) return logbook;
  const qrId = tripQrId(scanned);
  const trip = qrId === undefined ? undefined : await findTripByQr(db, qrId);
  return trip?.user_id ? accountsWhere(db, "id", trip.user_id, "trip_qr") : [];
}

/** Accounts whose names sound like the words typed, closest spelling first. */
async function byName(db: Db, typed: string): Promise<Found[]> {
  const words = nameWords(typed);
  const keys = [...new Set(words.flatMap(wordKeys))];
  if (!keys.length) return [];
  const candidates = await db
    .selectFrom("user_name_keys")
    // A word spelt as typed weighs more than one that only sounds like it.
    .select((eb) => ["user_id", eb.fn.sum<number | string>(eb.case().when("name_key", "like", `${WORD_KEY}%`).then(2).else(1).end()).as("weight")])
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
    .where("id", "in", candidates.map((candidate) => candidate.user_id))
    .execute();
  return rows
    .map((row) => ({ row, closeness: nameCloseness(words, row) }))
    .filter(({ closeness }) => closeness >= NAME_MATCH_FLOOR)
    .sort((a, b) => b.closeness - a.closeness || fullName(a.row).localeCompare(fullName(b.row)) || a.row.id.localeCompare(b.row.id))
    .slice(0, MOST_MATCHES)
    .map(({ row }) => ({ matchedBy: "name" as const, person: accountPerson(row) }));
}

/** The server tells what was typed: an e-mail, a mobile number, a logbook or trip QR, else a name. */
async function find(db: Db, query: string): Promise<Found[]> {
  if (query.includes("@")) return accountsWhere(db, "email", query.toLowerCase(), "email");
  const number = /^[\s\d()+.-]+$/.test(query) ? toE164(query) : undefined;
  if (number) return byMobile(db, number);
  if (!/\s/.test(query)) {
    const scanned = await byQr(db, query);
    if (scanned.length) return scanned;
  }
  return byName(db, query);
}

async function openCases({ health }: TracingRequest, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await health.selectFrom("tracing_cases").select(["id", "person_key"]).where("person_key", "in", keys).where("closed_at", "is", null).execute();
  return new Map(rows.map((row) => [row.person_key, row.id]));
}

async function lastCheckIns({ db }: TracingRequest, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom("visits")
    .select((eb) => ["person_key", eb.fn.max("started_at").as("last")])
    .where("person_key", "in", keys)
    .groupBy("person_key")
    .execute();
  return new Map(rows.map((row) => [row.person_key, row.last]));
}

/** POST /api/staff/tracing/people/search: best match first, at most 50; each person listed is audited. */
export async function searchPeople(context: TracingRequest, query: string): Promise<PersonMatch[]> {
  const found = (await find(context.db, query)).slice(0, MOST_MATCHES);
  const keys = found.map(({ person }) => person.key);
  const [cases, checkIns] = await Promise.all([openCases(context, keys), lastCheckIns(context, keys)]);
  const matches = found.map(({ person, matchedBy }) => ({
    person_key: person.key,
    kind: person.userId ? ("account" as const) : ("guest" as const),
    full_name: person.fullName,
    mobile_number: person.mobileNumber,
    email: person.email,
    matched_by: matchedBy,
    open_case_id: cases.get(person.key) ?? null,
    last_check_in_at: checkIns.get(person.key) ?? null,
  }));
  await auditSearch(context, found);
  return matches;
}

/** One record per person listed, so each shows in their own trail; a search that listed nobody is recorded too. */
async function auditSearch({ db, request, actor, now }: TracingRequest, found: readonly Found[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!found.length) await recordAudit(trx, request, actor, { action: SEARCH_ACTION, recordType: "person", shown: "nothing", purpose: TRACING_PURPOSE }, now);
    for (const { person } of found) {
      await recordAudit(
        trx,
        request,
        actor,
        { action: SEARCH_ACTION, subjectUserId: person.userId, recordType: "person", recordId: person.key, shown: SHOWN, purpose: TRACING_PURPOSE },
        now,
      );
    }
  });
}
