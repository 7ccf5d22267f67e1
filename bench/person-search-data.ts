import type { Db } from "../server/db/connection.ts";
import { phonePersonKey } from "#domain/person-key.ts";
import { nameKeys } from "../server/tracing/person-search-names.ts";
import { seededRandom } from "../tests/support/seeded-random.ts";

/**
 * A commonwealth-sized population for the person search bench, written straight into the stores:
 * accounts with their name keys, and 30 days of check-ins of which most are guests' (a logbook is
 * mostly guests), some of them families on one phone. Names are drawn from the islands' own
 * (Chamorro, Carolinian), Filipino, Korean, Japanese, Chinese and American names, the common ones
 * far more often than the rare ones, so "Maria Santos" is many people, as it is on Saipan.
 */
export const SEARCH_SCALE = {
  accounts: Number(process.env.SEARCH_BENCH_ACCOUNTS ?? 100_000),
  guestPhones: Number(process.env.SEARCH_BENCH_GUEST_PHONES ?? 80_000),
  visits: Number(process.env.SEARCH_BENCH_VISITS ?? 1_500_000),
  days: 30,
  branches: 3_000,
  /** Of the visits, the share made by guests. */
  guestShare: 0.6,
} as const;

const FIRST_NAMES = [
  "MARIA",
  "JUAN",
  "JOSE",
  "ANA",
  "JESUS",
  "ROSA",
  "PEDRO",
  "CARMEN",
  "VICENTE",
  "JOSEPHINE",
  "FRANCISCO",
  "LOURDES",
  "ANTONIO",
  "TERESITA",
  "JOHN",
  "MARY",
  "DAVID",
  "JENNIFER",
  "MICHAEL",
  "ELIZABETH",
  "IGNACIA",
  "TOMAS",
  "DOLORES",
  "JOAQUIN",
  "FELICIDAD",
  "ROSALINDA",
  "BENIGNO",
  "CONCEPCION",
  "RAMON",
  "REMEDIOS",
  "EDWARD",
  "MARIANO",
  "ISABEL",
  "LUIS",
  "ESPERANZA",
  "RAYMOND",
  "GLORIA",
  "RICARDO",
  "NORMA",
  "ERNESTO",
  "LINDA",
  "ROBERTO",
  "MINJUN",
  "SEOYEON",
  "JIWOO",
  "HARUTO",
  "YUI",
  "SOTA",
  "WEI",
  "JING",
  "HAO",
  "XIN",
  "MARK",
  "ANGELICA",
  "JERICHO",
  "KRISTINE",
  "RODEL",
  "MARICEL",
  "JOVY",
  "ARNEL",
  "LIEZEL",
  "JOMAR",
  "PRECIOUS",
  "TAKESHI",
  "AKIKO",
  "HYUNWOO",
  "EUNJI",
  "LIANG",
  "MEI",
  "PATRICK",
  "SARAH",
  "KEVIN",
  "NICOLE",
];
const LAST_NAMES = [
  "SANTOS",
  "CRUZ",
  "CAMACHO",
  "SABLAN",
  "TENORIO",
  "TAITANO",
  "BORJA",
  "DELA CRUZ",
  "GUERRERO",
  "MANGLONA",
  "PANGELINAN",
  "AGUON",
  "REYES",
  "CASTRO",
  "DELEON GUERRERO",
  "VILLAGOMEZ",
  "TORRES",
  "RIOS",
  "PALACIOS",
  "CABRERA",
  "SALAS",
  "MUNA",
  "QUITUGUA",
  "OGUMORO",
  "IGISOMAR",
  "TEREGEYO",
  "ATALIG",
  "KAIPAT",
  "MENDIOLA",
  "HOFSCHNEIDER",
  "BABAUTA",
  "ADA",
  "ALDAN",
  "GARCIA",
  "RAMOS",
  "MENDOZA",
  "BAUTISTA",
  "VILLANUEVA",
  "DELA ROSA",
  "AQUINO",
  "CASTILLO",
  "FERNANDEZ",
  "SANTIAGO",
  "NAVARRO",
  "KIM",
  "LEE",
  "PARK",
  "CHOI",
  "JUNG",
  "KANG",
  "TANAKA",
  "SATO",
  "SUZUKI",
  "TAKAHASHI",
  "WATANABE",
  "WANG",
  "LI",
  "ZHANG",
  "CHEN",
  "LIU",
  "YANG",
  "SMITH",
  "JOHNSON",
  "WILLIAMS",
  "BROWN",
  "JONES",
  "MILLER",
  "DAVIS",
  "WILSON",
  "TAYLOR",
  "ANDERSON",
];
const PLACES = [
  "Joeten",
  "Payless",
  "Hafa Adai Bar",
  "Saipan Noodle House",
  "Clinica",
  "Commonwealth Health Center",
  "Bank of Saipan",
  "Shell",
  "Hotel Nikko",
  "Kanoa Resort",
];
const VILLAGES = ["Garapan", "Susupe", "Chalan Kanoa", "San Antonio", "Koblerville", "Dandan", "Kagman", "Capitol Hill", "Tanapag", "Songsong", "San Jose"];

const ROWS_PER_STATEMENT = 500;
const DAY_MS = 86_400_000;

/**
 * Common names first: the i-th of a list is drawn 1/(i+1)^0.6 as often as the first, so about one
 * person in twelve is a MARIA and one in twelve a SANTOS (MARIA SANTOS: some 1,500 people).
 */
function zipfPicker<T>(items: readonly T[], next: () => number): () => T {
  const weights = items.map((_, index) => 1 / (index + 1) ** 0.6);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
  return () => {
    const draw = next();
    const index = cumulative.findIndex((edge) => draw < edge);
    return items[index === -1 ? items.length - 1 : index] as T;
  };
}

interface Named {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  age: number;
}

interface Guest extends Named {
  mobile: string;
  key: string;
}

export interface SearchPopulation {
  /** Guests' phones, E.164, to search in their local form. */
  guestPhones: string[];
  /** Account holders' numbers. */
  accountPhones: string[];
  /** Names of people planted, to search spelt right and wrong. */
  rareName: string;
  /** Guests' person keys, to write more check-ins for. */
  guests: Guest[];
  branchIds: string[];
  /** The instant after the last visit written. */
  until: Date;
}

const idOf = (prefix: string, index: number) => `${prefix}-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
const commonwealthNumber = (index: number) => `+1670${String(2_000_000 + index).padStart(7, "0")}`;

async function inStatements<T>(rows: readonly T[], write: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/** One guest visit's row, as the guest check-in writes it. */
export function guestVisitRow(id: string, branchId: string, guest: Guest, startedAt: Date) {
  return {
    id,
    establishment_id: branchId,
    user_id: null,
    person_key: guest.key,
    first_name: guest.first_name,
    middle_name: guest.middle_name,
    last_name: guest.last_name,
    age: guest.age,
    mobile_number: guest.mobile,
    started_at: startedAt.toISOString(),
    ends_at: new Date(startedAt.getTime() + 3_600_000).toISOString(),
    end_reason: "duration" as const,
  };
}

/** Writes the accounts, branches and 30 days of visits ending at `until`. */
export async function writeSearchPopulation(db: Db, until: Date): Promise<SearchPopulation> {
  const next = seededRandom(24);
  const first = zipfPicker(FIRST_NAMES, next);
  const last = zipfPicker(LAST_NAMES, next);
  const person = (): Named => ({ first_name: first(), middle_name: next() < 0.3 ? last() : null, last_name: last(), age: 1 + Math.floor(next() * 85) });
  const at = until.toISOString();

  const branchIds = Array.from({ length: SEARCH_SCALE.branches }, (_, index) => idOf("30000000", index));
  await inStatements(branchIds, (ids) =>
    db
      .insertInto("establishments")
      .values(
        ids.map((id, index) => ({
          id,
          name: PLACES[index % PLACES.length] ?? "Shop",
          branch: `${VILLAGES[index % VILLAGES.length] ?? "Garapan"} ${Math.floor(index / PLACES.length) + 1}`,
          label: "Front desk",
          logo: "",
          qr_type: "ESTABLISHMENT",
          created_at: at,
        })),
      )
      .execute(),
  );

  const accountPhones: string[] = [];
  const accounts = Array.from({ length: SEARCH_SCALE.accounts }, (_, index) => {
    const names = person();
    const mobile = index % 5 < 3 ? commonwealthNumber(index) : null;
    if (mobile) accountPhones.push(mobile);
    const born = new Date(until.getTime() - names.age * 365.25 * DAY_MS).toISOString().slice(0, 10);
    return { id: idOf("40000000", index), names, mobile, born };
  });
  await inStatements(accounts, (rows) =>
    db
      .insertInto("users")
      .values(
        rows.map(({ id, names, mobile, born }) => ({
          id,
          email: `${id}@example.com`,
          mobile_number: mobile,
          is_guest: 0,
          first_name: names.first_name,
          middle_name: names.middle_name,
          last_name: names.last_name,
          birth_date: born,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  );
  await inStatements(
    accounts.flatMap(({ id, names }) => nameKeys(names).map((name_key) => ({ name_key, user_id: id }))),
    (rows) => db.insertInto("user_name_keys").values(rows).execute(),
  );

  // A quarter of the guests' phones carry a family: two to four people, one surname.
  const guests: Guest[] = [];
  const guestPhones: string[] = [];
  for (let phone = 0; phone < SEARCH_SCALE.guestPhones; phone += 1) {
    const mobile = commonwealthNumber(SEARCH_SCALE.accounts + phone);
    guestPhones.push(mobile);
    const holder = person();
    const size = next() < 0.25 ? 2 + Math.floor(next() * 3) : 1;
    const family = [holder, ...Array.from({ length: size - 1 }, () => ({ ...person(), last_name: holder.last_name }))];
    const keys = new Set<string>();
    for (const member of family) {
      const key = phonePersonKey(mobile, member);
      if (keys.has(key)) continue;
      keys.add(key);
      guests.push({ ...member, mobile, key });
    }
  }
  // Names in no list above: one person.
  const rare = { first_name: "SEFERINA", middle_name: null, last_name: "TUDELA", age: 67, mobile: commonwealthNumber(999_999) };
  guests.push({ ...rare, key: phonePersonKey(rare.mobile, rare) });

  const from = until.getTime() - SEARCH_SCALE.days * DAY_MS;
  const gap = (until.getTime() - from) / SEARCH_SCALE.visits;
  const visitRow = (index: number) => {
    const id = idOf("50000000", index);
    const branchId = branchIds[Math.floor(next() * branchIds.length)] ?? "";
    // Written in the order they started, as the check-in writes them.
    const startedAt = new Date(from + Math.floor((index + next()) * gap));
    // The rare guest's one visit is the last, so that they surely have one.
    if (index === SEARCH_SCALE.visits - 1) return guestVisitRow(id, branchId, guests.at(-1) as Guest, startedAt);
    if (next() < SEARCH_SCALE.guestShare) return guestVisitRow(id, branchId, guests[Math.floor(next() * guests.length)] as Guest, startedAt);
    const account = accounts[Math.floor(next() * accounts.length)] ?? accounts[0];
    const holder = { ...(account?.names as Named), mobile: account?.mobile ?? "", key: `user:${account?.id}` };
    return { ...guestVisitRow(id, branchId, holder, startedAt), user_id: account?.id ?? null, mobile_number: account?.mobile ?? null };
  };
  for (let start = 0; start < SEARCH_SCALE.visits; start += ROWS_PER_STATEMENT) {
    const batch = Array.from({ length: Math.min(ROWS_PER_STATEMENT, SEARCH_SCALE.visits - start) }, (_, offset) => visitRow(start + offset));
    await db.insertInto("visits").values(batch).execute();
  }
  return { guestPhones, accountPhones, rareName: "Seferina Tudela", guests, branchIds, until };
}
