import { type Kysely, sql } from "kysely";
import { accountPersonKey, isAccountHolder, phonePersonKey } from "#domain/person-key.ts";

/**
 * One person, one record (docs/decisions/034-one-person-one-record.md): visits of people
 * checked in together share `household_id`, and a guest's person key becomes their phone and name
 * (`mobile:<digits>/<NAME KEY>`), or their account's when they gave its number and its holder's
 * name. A guest case status keyed by a phone alone goes to each person seen on that phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visits").addColumn("household_id", "text").execute();
  // Partial: one person alone (most check-ins) writes no entry; a household's check-out reads its visits.
  await db.schema.createIndex("visits_household").on("visits").column("household_id").where(sql.ref("household_id"), "is not", null).execute();
  const byOldKey = await rekeyGuestVisits(db);
  await rekeyGuestStatuses(db, byOldKey);
}

interface GuestVisit {
  id: string;
  person_key: string;
  mobile_number: string;
  first_name: string;
  last_name: string;
}

interface Account {
  id: string;
  first_name: string | null;
  last_name: string | null;
  mobile_number: string | null;
}

const PAGE = 1000;

/** Every guest visit's new key; answers which new keys each old phone key became. */
async function rekeyGuestVisits(db: Kysely<unknown>): Promise<Map<string, Set<string>>> {
  const byOldKey = new Map<string, Set<string>>();
  let after = "";
  for (;;) {
    const page = await sql<GuestVisit>`select id, person_key, mobile_number, first_name, last_name from visits
      where id > ${after} and user_id is null and mobile_number is not null order by id limit ${PAGE}`.execute(db);
    const numbers = [...new Set(page.rows.map((visit) => visit.mobile_number))];
    const accounts = numbers.length
      ? await sql<Account>`select id, first_name, last_name, mobile_number from users where mobile_number in (${sql.join(numbers)})`.execute(db)
      : { rows: [] };
    const accountOf = new Map(accounts.rows.map((account) => [account.mobile_number, account]));
    for (const visit of page.rows) {
      const account = accountOf.get(visit.mobile_number);
      const key = account && isAccountHolder(account, visit.mobile_number, visit) ? accountPersonKey(account.id) : phonePersonKey(visit.mobile_number, visit);
      byOldKey.set(visit.person_key, (byOldKey.get(visit.person_key) ?? new Set()).add(key));
      if (key !== visit.person_key) await sql`update visits set person_key = ${key} where id = ${visit.id}`.execute(db);
    }
    const last = page.rows.at(-1);
    if (!last || page.rows.length < PAGE) return byOldKey;
    after = last.id;
  }
}

interface GuestStatus {
  person_key: string;
  case_status: string;
  health_status: string | null;
  updated_at: string;
}

/**
 * A status turns people away at the door. Kept by a phone alone, it cannot be told whose it was,
 * so each person seen on that phone holds it until an official corrects it; an account holder's
 * goes to their account unless the account has one of its own.
 */
async function rekeyGuestStatuses(db: Kysely<unknown>, byOldKey: Map<string, Set<string>>): Promise<void> {
  const statuses = await sql<GuestStatus>`select person_key, case_status, health_status, updated_at from guest_case_statuses`.execute(db);
  for (const status of statuses.rows) {
    const keys = byOldKey.get(status.person_key);
    if (!keys) continue;
    for (const key of keys) {
      if (key === status.person_key) continue;
      if (key.startsWith("user:")) {
        await sql`update users set case_status = ${status.case_status}, health_status = coalesce(health_status, ${status.health_status})
          where id = ${key.slice("user:".length)} and case_status is null`.execute(db);
        continue;
      }
      await sql`insert into guest_case_statuses (person_key, case_status, health_status, updated_at)
        values (${key}, ${status.case_status}, ${status.health_status}, ${status.updated_at}) on conflict (person_key) do nothing`.execute(db);
    }
    if (!keys.has(status.person_key)) await sql`delete from guest_case_statuses where person_key = ${status.person_key}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visits_household").execute();
  await db.schema.alterTable("visits").dropColumn("household_id").execute();
}
