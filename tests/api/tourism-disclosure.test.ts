import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import { type Arrivals, arrivalWeek, type CrossTab, type ProtectedCount, periodsBetween } from "#domain/tourism-dashboard.ts";
import { fillArrivalCounts } from "../../server/db/stores/tourism/arrival-counts.ts";
import { saveSurvey } from "../../server/db/stores/tourism/tourism-queries.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { alternativeFor, expectTruthConsistent, type Observation, observed } from "../support/disclosure-adversary.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { surveyForm } from "../support/trip-fixtures.ts";

/** What the adversary can tell surveys apart by, over every answer it may try; other answers are the same for all. */
const UNIVERSE = {
  week: periodsBetween("2025-10-01", "2025-10-31", "week"),
  origin_country: ["KOREA", "JAPAN", "CHINA", "PHILIPPINES"],
  stay_saipan: ["DAY_TRIP", "NIGHTS_1", "NIGHTS_2", "NIGHTS_3", "NIGHTS_4", "NIGHTS_5", "NIGHTS_6", "NIGHTS_7_10", "NIGHTS_11_PLUS", "NOT_APPLICABLE"],
  visitor_type: ["VISITOR", "RETURNING_RESIDENT", "INTENDED_RESIDENT_OVER_30_DAYS", "VISITOR_RETURNING_FROM_ISLAND_TRIP"],
} as const;
type Axis = "origin_country" | "stay_saipan" | "visitor_type";
const AXES: Axis[] = ["stay_saipan", "visitor_type", "origin_country"];
type Atom = Record<Axis | "week", string>;
const ATOMS: Atom[] = UNIVERSE.week.flatMap((week) =>
  UNIVERSE.origin_country.flatMap((origin_country) =>
    UNIVERSE.stay_saipan.flatMap((stay_saipan) => UNIVERSE.visitor_type.map((visitor_type) => ({ week, origin_country, stay_saipan, visitor_type }))),
  ),
);

/** October 2025: [country, length of stay on Saipan, visitor type, how many]; the small groups are the Korean 3, 2 and 1 and the Chinese 2. */
const OCTOBER: [SurveyForm["origin_country"], SurveyForm["length_of_stay"]["SAIPAN"], SurveyForm["visitor_type"], number][] = [
  ["KOREA", "NIGHTS_3", "VISITOR", 9],
  ["KOREA", "NIGHTS_3", "RETURNING_RESIDENT", 3],
  ["KOREA", "NIGHTS_7_10", "VISITOR", 6],
  ["KOREA", "NIGHTS_7_10", "RETURNING_RESIDENT", 2],
  ["KOREA", "NIGHTS_4", "VISITOR", 3],
  ["KOREA", "DAY_TRIP", "RETURNING_RESIDENT", 2],
  ["KOREA", "NIGHTS_11_PLUS", "VISITOR", 1],
  ["JAPAN", "NIGHTS_3", "VISITOR", 15],
  ["JAPAN", "NIGHTS_4", "VISITOR", 7],
  ["JAPAN", "DAY_TRIP", "VISITOR", 6],
  ["JAPAN", "NIGHTS_7_10", "RETURNING_RESIDENT", 4],
  ["CHINA", "NIGHTS_3", "VISITOR", 6],
  ["CHINA", "NIGHTS_4", "VISITOR", 2],
];

/**
 * The question and the variants an analyst, or an adversary, would put beside it: the same grouping by week,
 * without the filter, with one more or one other country, the visitor type added as a filter, and the
 * cross-tabs the grouping is a margin of.
 */
const SERIES: [Axis, "week" | "month", string][] = [
  ["stay_saipan", "month", "origin_country=KOREA"],
  ["stay_saipan", "week", "origin_country=KOREA"],
  ["stay_saipan", "month", ""],
  ["stay_saipan", "month", "origin_country=KOREA,JAPAN"],
  ["stay_saipan", "month", "origin_country=JAPAN"],
  ["stay_saipan", "month", "origin_country=KOREA&visitor_type=VISITOR"],
  ["origin_country", "month", ""],
  ["origin_country", "month", "stay_saipan=NIGHTS_4"],
  ["visitor_type", "month", "origin_country=KOREA"],
];
const CROSS_TABS: [Axis, Axis, string][] = [
  ["stay_saipan", "visitor_type", "origin_country=KOREA"],
  ["stay_saipan", "origin_country", ""],
  ["origin_country", "stay_saipan", "origin_country=KOREA,JAPAN"],
  ["stay_saipan", "visitor_type", ""],
];
const KEY_SEED = Number(process.env.KEY_SEED ?? 1);
const RANGE = "from=2025-10-01&to=2025-10-31";

/** The atoms a query's filters keep. */
function keptBy(filters: string): (atom: Atom) => boolean {
  const kept = new URLSearchParams(filters);
  return (atom) => AXES.every((axis) => !kept.has(axis) || (kept.get(axis) ?? "").split(",").includes(atom[axis]));
}

describe.each(DATABASE_KINDS)("tourism disclosure control on %s", (kind) => {
  let server: ApiServer;
  let analyst: TestStaff;
  const truth = ATOMS.map(() => 0);

  const answer = async <T>(path: string): Promise<T> => {
    const response = await callStaffApi(server, "GET", path, { staff: analyst });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    server = await startApiServer(kind);
    analyst = await createStaff(server.database.db, ["tourism_analyst"]);
    let seeded = 0;
    for (const [origin_country, stay, visitor_type, count] of OCTOBER) {
      for (let index = 0; index < count; index += 1) {
        seeded += 1;
        const arrivalDate = `2025-10-${String(1 + ((seeded * 7) % 31)).padStart(2, "0")}`;
        const answers = {
          ...surveyForm(),
          origin_country,
          visitor_type,
          length_of_stay: { SAIPAN: stay, TINIAN: "DAY_TRIP", ROTA: "NOT_APPLICABLE" },
        } as SurveyForm;
        await saveSurvey(server.database.stores.tourism, { tripId: `october-${seeded}`, arrivalDate, answers, now: new Date() });
        const atom = ATOMS.findIndex(
          (found) =>
            found.week === arrivalWeek(arrivalDate) &&
            found.origin_country === origin_country &&
            found.stay_saipan === stay &&
            found.visitor_type === visitor_type,
        );
        truth[atom] = (truth[atom] ?? 0) + 1;
      }
    }
    // Fixed record keys, so the published counts, and the proof below, are the same on every run and both databases.
    const tourism = server.database.stores.tourism;
    const surveys = await tourism.selectFrom("surveys").select("id").orderBy("visit_history_id").execute();
    for (const [index, survey] of surveys.entries()) {
      await tourism
        .updateTable("surveys")
        .set({ record_key: ((index + KEY_SEED) * 2_654_435_761) % 2 ** 31 })
        .where("id", "=", survey.id)
        .execute();
    }
    await tourism.deleteFrom("arrival_counts").execute();
    await fillArrivalCounts(tourism);
  });
  afterAll(() => server.close());

  it("answers how many Korean visitors came in October by length of stay on Saipan, the small groups withheld", async () => {
    const data = await answer<Arrivals>(`/api/staff/tourism/arrivals?${RANGE}&by=month&dimension=stay_saipan&origin_country=KOREA`);
    expect(data.filters).toEqual({ origin_country: ["KOREA"] });
    expect(data.values).toEqual(["DAY_TRIP", "NIGHTS_3", "NIGHTS_4", "NIGHTS_7_10", "NIGHTS_11_PLUS"]);
    const cell = (value: string) => data.cells.find((found) => found.value === value);
    for (const small of ["DAY_TRIP", "NIGHTS_4", "NIGHTS_11_PLUS"])
      expect(cell(small)).toEqual({ period: "2025-10", value: small, count: null, suppressed: true });
    // 12 and 8 Korean visitors, each published within 2 of the truth.
    expect(Math.abs((cell("NIGHTS_3")?.count ?? 0) - 12)).toBeLessThanOrEqual(2);
    expect(Math.abs((cell("NIGHTS_7_10")?.count ?? 0) - 8)).toBeLessThanOrEqual(2);
  });

  it("gives the same count for the same surveys through any query, so asking again or another way tells nothing new", async () => {
    const series = await answer<Arrivals>(`/api/staff/tourism/arrivals?${RANGE}&by=month&dimension=stay_saipan&origin_country=KOREA`);
    const table = await answer<CrossTab>(`/api/staff/tourism/cross-tab?${RANGE}&rows=stay_saipan&columns=visitor_type&origin_country=KOREA`);
    const again = await answer<Arrivals>(`/api/staff/tourism/arrivals?${RANGE}&by=month&dimension=stay_saipan&origin_country=KOREA`);
    expect(again).toEqual(series);
    const nights3 = series.cells.find((cell) => cell.value === "NIGHTS_3");
    expect(table.row_totals.find((total) => total.value === "NIGHTS_3")).toEqual({ value: "NIGHTS_3", count: nights3?.count, suppressed: false });
  });

  it("lets no withheld small count be recovered from every combination of the query's variants", async () => {
    const observations: Observation[] = [];
    /** Small cells the answers withheld: the atoms they count. */
    const withheld: { atoms: number[]; source: string }[] = [];
    const note = (keep: (atom: Atom) => boolean, shown: ProtectedCount | undefined, source: string) => {
      const atoms = ATOMS.flatMap((atom, index) => (keep(atom) ? [index] : []));
      observations.push(observed(atoms, shown, source));
      const count = atoms.reduce((sum, atom) => sum + (truth[atom] ?? 0), 0);
      if (shown?.suppressed && count > 0 && count < 5) withheld.push({ atoms, source });
    };
    for (const [dimension, by, filters] of SERIES) {
      const kept = keptBy(filters);
      const path = `/api/staff/tourism/arrivals?${RANGE}&by=${by}&dimension=${dimension}${filters && `&${filters}`}`;
      const data = await answer<Arrivals>(path);
      for (const period of data.periods) {
        for (const value of UNIVERSE[dimension]) {
          const shown = data.cells.find((cell) => cell.period === period && cell.value === value);
          note((atom) => kept(atom) && atom[dimension] === value && (by === "month" || atom.week === period), shown, `${path} ${period} ${value}`);
        }
      }
    }
    for (const [rows, columns, filters] of CROSS_TABS) {
      const kept = keptBy(filters);
      const path = `/api/staff/tourism/cross-tab?${RANGE}&rows=${rows}&columns=${columns}${filters && `&${filters}`}`;
      const table = await answer<CrossTab>(path);
      for (const row of UNIVERSE[rows]) {
        for (const column of UNIVERSE[columns]) {
          const shown = table.cells.find((cell) => cell.row === row && cell.column === column);
          note((atom) => kept(atom) && atom[rows] === row && atom[columns] === column, shown, `${path} ${row}×${column}`);
        }
        note(
          (atom) => kept(atom) && atom[rows] === row,
          table.row_totals.find((found) => found.value === row),
          `${path} ${row} total`,
        );
      }
      for (const column of UNIVERSE[columns]) {
        note(
          (atom) => kept(atom) && atom[columns] === column,
          table.column_totals.find((found) => found.value === column),
          `${path} ${column} total`,
        );
      }
      note(kept, table.total, `${path} grand total`);
    }
    expectTruthConsistent(truth, observations);
    expect(withheld.length).toBeGreaterThan(0);
    const recoverable = withheld.filter(({ atoms }) => alternativeFor(truth, observations, atoms) === undefined).map(({ source }) => source);
    expect(recoverable).toEqual([]);
  });
});
