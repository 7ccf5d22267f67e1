import { type Kysely, sql } from "kysely";
import { toE164 } from "#domain/phone.ts";

interface AccountNumber {
  id: string;
  mobile_number: string;
}

interface VisitNumber {
  id: string;
  mobile_number: string | null;
  person_key: string;
}

interface OpenVisit {
  id: string;
  person_key: string;
  started_at: string;
  ends_at: string;
}

const PAGE = 1000;
const MOBILE_KEY = "mobile:";

/**
 * Every stored mobile number becomes E.164, so each phone is one identity (decision 019;
 * docs/decisions/019-phone-numbers-e164.md). Text no numbering plan takes stays as it was.
 * Accounts whose numbers become one: the oldest owns it; the others' numbers, as written, move to
 * mobile_number_collisions for a person to resolve; accounts are never merged here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mobile_number_collisions")
    .addColumn("user_id", "text", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("owner_user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mobile_number", "text", (column) => column.notNull())
    .addColumn("written_as", "text", (column) => column.notNull())
    .addColumn("found_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("mobile_number_collisions_owner").on("mobile_number_collisions").column("owner_user_id").execute();
  const now = new Date().toISOString();
  await migrateAccounts(db, now);
  await migrateVisits(db);
  await endOverlappingOpenVisits(db, now);
  await migrateCodeRequests(db);
}

async function migrateAccounts(db: Kysely<unknown>, now: string): Promise<void> {
  const accounts = await sql<AccountNumber>`select id, mobile_number from users where mobile_number is not null order by created_at, id`.execute(db);
  const byNumber = new Map<string, { owner: AccountNumber; others: AccountNumber[] }>();
  for (const account of accounts.rows) {
    const number = toE164(account.mobile_number);
    if (!number) continue;
    const holders = byNumber.get(number);
    if (holders) holders.others.push(account);
    else byNumber.set(number, { owner: account, others: [] });
  }
  for (const [number, { owner, others }] of byNumber) {
    // The others' numbers move to the list before the owner takes the E.164 text one of them may hold.
    for (const other of others) {
      await sql`insert into mobile_number_collisions (user_id, owner_user_id, mobile_number, written_as, found_at)
        values (${other.id}, ${owner.id}, ${number}, ${other.mobile_number}, ${now})`.execute(db);
      await sql`update users set mobile_number = null where id = ${other.id}`.execute(db);
    }
    if (owner.mobile_number !== number) await sql`update users set mobile_number = ${number} where id = ${owner.id}`.execute(db);
  }
}

/** A guest's key as it was then (decision 011): the number's digits; migration 0018 adds the name. */
const mobilePersonKey = (number: string) => `${MOBILE_KEY}${number.replace(/\D/g, "")}`;

/** A guest's key was the digits as typed; a key whose visit kept no number is read from those digits. */
function canonicalVisit(visit: VisitNumber): { mobileNumber: string | null; personKey: string } {
  const number = visit.mobile_number === null ? undefined : toE164(visit.mobile_number);
  const mobileNumber = number ?? visit.mobile_number;
  if (!visit.person_key.startsWith(MOBILE_KEY)) return { mobileNumber, personKey: visit.person_key };
  const keyNumber = number ?? toE164(visit.person_key.slice(MOBILE_KEY.length));
  return { mobileNumber, personKey: keyNumber ? mobilePersonKey(keyNumber) : visit.person_key };
}

async function migrateVisits(db: Kysely<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const page = await sql<VisitNumber>`select id, mobile_number, person_key from visits
      where id > ${after} and (mobile_number is not null or person_key like ${`${MOBILE_KEY}%`}) order by id limit ${PAGE}`.execute(db);
    for (const visit of page.rows) {
      const { mobileNumber, personKey } = canonicalVisit(visit);
      if (mobileNumber === visit.mobile_number && personKey === visit.person_key) continue;
      await sql`update visits set mobile_number = ${mobileNumber}, person_key = ${personKey} where id = ${visit.id}`.execute(db);
    }
    const last = page.rows.at(-1);
    if (!last || page.rows.length < PAGE) return;
    after = last.id;
  }
}

/**
 * Two spellings were two people, each with an open visit; as one person the earlier visit ends
 * when the later began, as a check-in elsewhere would have ended it. Closed visits stay as recorded.
 */
async function endOverlappingOpenVisits(db: Kysely<unknown>, now: string): Promise<void> {
  const open = await sql<OpenVisit>`select id, person_key, started_at, ends_at from visits
    where ends_at > ${now} and person_key like ${`${MOBILE_KEY}%`} order by person_key, started_at, id`.execute(db);
  for (const [index, current] of open.rows.entries()) {
    const next = open.rows[index + 1];
    if (!next || next.person_key !== current.person_key || current.ends_at <= next.started_at) continue;
    await sql`update visits set ends_at = ${next.started_at}, end_reason = 'checked_in_elsewhere' where id = ${current.id}`.execute(db);
  }
}

async function migrateCodeRequests(db: Kysely<unknown>): Promise<void> {
  const requests = await sql<{ id: string; channel: string; destination: string; mobile_number: string | null }>`
    select id, channel, destination, mobile_number from otp_requests where channel = 'sms' or mobile_number is not null`.execute(db);
  for (const request of requests.rows) {
    const destination = request.channel === "sms" ? (toE164(request.destination) ?? request.destination) : request.destination;
    const mobileNumber = request.mobile_number === null ? null : (toE164(request.mobile_number) ?? request.mobile_number);
    if (destination === request.destination && mobileNumber === request.mobile_number) continue;
    await sql`update otp_requests set destination = ${destination}, mobile_number = ${mobileNumber} where id = ${request.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mobile_number_collisions").execute();
}
