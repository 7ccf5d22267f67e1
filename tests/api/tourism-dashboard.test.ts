import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import type { ArrivalDimension, Arrivals, CrossTab } from "#domain/tourism-dashboard.ts";
import { fillArrivalCounts } from "../../server/db/stores/tourism/arrival-counts.ts";
import { deleteSurvey, saveSurvey, setSurveyArrival } from "../../server/db/stores/tourism/tourism-queries.ts";
import { backfillSurveyArrivals } from "../../server/tourism/survey-arrival-backfill-job.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { customsForm, dateInDays, newTrip, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";

const japan = surveyForm() as SurveyForm;
const china: SurveyForm = { ...japan, origin_country: "CHINA" };
/** Differs from the others in every answer the dashboard groups by. */
const korea: SurveyForm = {
  visitor_type: "RETURNING_RESIDENT",
  origin_country: "KOREA",
  reasons_for_travel: ["GOLF"],
  planned_activities: [],
  stay_place: "TIMESHARE",
  travel_arrangement: "PACKAGE_TOUR",
  trip_count: 6,
  length_of_stay: { SAIPAN: "NIGHTS_7_10", TINIAN: "NOT_APPLICABLE", ROTA: "NIGHTS_1" },
};

/** For each dimension: the answer the Japanese and Chinese travellers gave, and the Korean one. */
const ANSWERS: [ArrivalDimension, string[], string[]][] = [
  ["visitor_type", ["VISITOR"], ["RETURNING_RESIDENT"]],
  ["reasons_for_travel", ["PLEASURE_VACATION", "DIVE"], ["GOLF"]],
  ["stay_place", ["HOTEL"], ["TIMESHARE"]],
  ["travel_arrangement", ["INDIVIDUAL"], ["PACKAGE_TOUR"]],
  ["trip_count", ["2"], ["6"]],
  ["stay_saipan", ["NIGHTS_3"], ["NIGHTS_7_10"]],
  ["stay_tinian", ["DAY_TRIP"], ["NOT_APPLICABLE"]],
  ["stay_rota", ["NOT_APPLICABLE"], ["NIGHTS_1"]],
];

/**
 * Decision 056 in the answer: a withheld cell is null and `suppressed`; a published one is within 2 of the
 * truth and never below 5; no row or column keeps a single withheld cell while it has another to withhold.
 */
function expectProtected(data: Arrivals, truth: Record<string, number>) {
  const key = (period: string, value: string) => `${period} ${value}`;
  // Every pair with arrivals is listed; an empty pair only when withheld beside a withheld count.
  const listed = new Set(data.cells.map((cell) => key(cell.period, cell.value)));
  for (const pair of Object.keys(truth)) expect(listed).toContain(pair);
  for (const cell of data.cells) {
    const count = truth[key(cell.period, cell.value)] ?? 0;
    if (count < 5) expect(cell, key(cell.period, cell.value)).toEqual({ period: cell.period, value: cell.value, count: null, suppressed: true });
    if (!cell.suppressed) expect(Math.abs((cell.count ?? 0) - count), key(cell.period, cell.value)).toBeLessThanOrEqual(2);
    if (!cell.suppressed) expect(cell.count).toBeGreaterThanOrEqual(5);
  }
  for (const line of [
    ...data.periods.map((period) => data.cells.filter((cell) => cell.period === period)),
    ...data.values.map((value) => data.cells.filter((cell) => cell.value === value)),
  ]) {
    // A lone gap is allowed only when it is an empty cell: nobody is behind it.
    const gaps = line.filter((cell) => cell.suppressed);
    const lone = gaps.length === 1 && (truth[key(gaps[0]?.period ?? "", gaps[0]?.value ?? "")] ?? 0) > 0;
    expect(lone && line.some((cell) => !cell.suppressed)).toBe(false);
  }
}

describe.each(DATABASE_KINDS)("tourism dashboard API on %s", (kind) => {
  let server: ApiServer;
  let analyst: TestStaff;
  let seeded = 0;

  /** A survey saved as the trip API saves it, for a trip arriving on that date. */
  const seed = (answers: SurveyForm, arrivalDate: string) => {
    seeded += 1;
    return saveSurvey(server.database.stores.tourism, { tripId: `seeded-trip-${seeded}`, arrivalDate, answers, now: new Date() });
  };
  const arrivals = async (query: string, staff = analyst) => callStaffApi(server, "GET", `/api/staff/tourism/arrivals?${query}`, { staff });
  const arrivalsData = async (query: string) => {
    const answer = await arrivals(query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Arrivals }>().data;
  };

  beforeAll(async () => {
    server = await startApiServer(kind);
    analyst = await createStaff(server.database.db, ["tourism_analyst"]);
    // January 2025: six Japanese arrivals and four Korean in the week of the 6th, five Japanese the week after; February: seven Chinese.
    for (const day of ["06", "07", "08", "09", "11", "12"]) await seed(japan, `2025-01-${day}`);
    for (const day of ["06", "08", "10", "12"]) await seed(korea, `2025-01-${day}`);
    for (const day of ["13", "14", "15", "16", "19"]) await seed(japan, `2025-01-${day}`);
    for (let count = 0; count < 7; count += 1) await seed(china, "2025-02-03");
    // Outside the range asked for below.
    for (let count = 0; count < 6; count += 1) await seed(japan, "2025-03-01");
    await seed(japan, "2024-12-31");
  });
  afterAll(() => server.close());

  it("counts arrivals per month by origin country, the group of four withheld and the month's other count with it", async () => {
    const data = await arrivalsData("from=2025-01-01&to=2025-02-28&by=month&dimension=origin_country");
    expect(data).toEqual({
      from: "2025-01-01",
      to: "2025-02-28",
      by: "month",
      dimension: "origin_country",
      filters: {},
      periods: ["2025-01", "2025-02"],
      values: ["JAPAN", "KOREA", "CHINA"],
      cells: expect.arrayContaining([]),
    });
    expectProtected(data, { "2025-01 JAPAN": 11, "2025-01 KOREA": 4, "2025-02 CHINA": 7 });
    // January's empty Chinese count is withheld beside the four, so a gap never says someone came.
    expect(data.cells).toContainEqual({ period: "2025-01", value: "CHINA", count: null, suppressed: true });
  });

  it("counts arrivals per week (weeks start on Monday), every week of the range listed", async () => {
    const data = await arrivalsData("from=2025-01-06&to=2025-02-05&by=week&dimension=origin_country");
    expect(data.periods).toEqual(["2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03"]);
    expectProtected(data, { "2025-01-06 JAPAN": 6, "2025-01-06 KOREA": 4, "2025-01-13 JAPAN": 5, "2025-02-03 CHINA": 7 });
  });

  it.each(ANSWERS)("groups by %s, the Korean group of four withheld", async (dimension, common, korean) => {
    const data = await arrivalsData(`from=2025-01-01&to=2025-02-28&by=month&dimension=${dimension}`);
    expect(new Set(data.values)).toEqual(new Set([...common, ...korean]));
    expectProtected(data, {
      ...Object.fromEntries(
        common.flatMap((value) => [
          [`2025-01 ${value}`, 11],
          [`2025-02 ${value}`, 7],
        ]),
      ),
      ...Object.fromEntries(korean.map((value) => [`2025-01 ${value}`, 4])),
    });
  });

  it("filters by answers: only Japanese arrivals, by week", async () => {
    const data = await arrivalsData("from=2025-01-06&to=2025-01-19&by=week&dimension=stay_saipan&origin_country=JAPAN");
    expect(data.filters).toEqual({ origin_country: ["JAPAN"] });
    expectProtected(data, { "2025-01-06 NIGHTS_3": 6, "2025-01-13 NIGHTS_3": 5 });
    expect((await arrivals("from=2025-01-06&to=2025-01-19&by=week&dimension=stay_saipan&origin_country=ATLANTIS")).statusCode).toBe(422);
  });

  it("answers a cross-tab with row, column and grand totals counted from every survey, each protected", async () => {
    const answer = await callStaffApi(server, "GET", "/api/staff/tourism/cross-tab?from=2025-01-01&to=2025-02-28&rows=origin_country&columns=stay_place", {
      staff: analyst,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const table = answer.json<{ data: CrossTab }>().data;
    expect(table).toMatchObject({
      rows: "origin_country",
      columns: "stay_place",
      row_values: ["JAPAN", "KOREA", "CHINA"],
      column_values: ["HOTEL", "TIMESHARE"],
    });
    expect(table.cells.filter((cell) => cell.row === "KOREA")).toEqual([
      { row: "KOREA", column: "HOTEL", count: null, suppressed: true },
      { row: "KOREA", column: "TIMESHARE", count: null, suppressed: true },
    ]);
    expect(table.row_totals.find((total) => total.value === "KOREA")?.suppressed).toBe(true);
    expect(Math.abs((table.total.count ?? 0) - 22)).toBeLessThanOrEqual(2);
    expect(
      (await callStaffApi(server, "GET", "/api/staff/tourism/cross-tab?from=2025-01-01&to=2025-02-28&rows=stay_place&columns=stay_place", { staff: analyst }))
        .statusCode,
    ).toBe(422);
  });

  it("exports the cross-tab as CSV and XLSX with the purpose audited", async () => {
    const query = "from=2025-01-01&to=2025-02-28&rows=origin_country&columns=stay_place&purpose=Board%20report";
    const csv = await callStaffApi(server, "GET", `/api/staff/tourism/cross-tab.csv?${query}`, { staff: analyst });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[1]).toBe("origin_country \\ stay_place,HOTEL,TIMESHARE,total");
    expect(lines[3]).toBe("KOREA,withheld,withheld,withheld");
    const xlsx = await callStaffApi(server, "GET", `/api/staff/tourism/cross-tab.xlsx?${query}`, { staff: analyst });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.body.startsWith("PK")).toBe(true);
    const purposes = await server.database.db
      .selectFrom("audit_events")
      .select("purpose")
      .where("staff_id", "=", analyst.id)
      .where("action", "=", "tourism.arrivals.export")
      .where("shown", "like", "arrivals by origin_country and stay_place%")
      .execute();
    expect(purposes).toEqual([{ purpose: "Board report" }, { purpose: "Board report" }]);
  });

  it("never sends a suppressed count: the answer holds no 4 and no Korean count", async () => {
    const answer = await arrivals("from=2025-01-06&to=2025-01-12&by=week&dimension=origin_country");
    expect(answer.json()).toEqual({
      data: expect.objectContaining({ cells: expect.arrayContaining([{ period: "2025-01-06", value: "KOREA", count: null, suppressed: true }]) }),
    });
    expect(answer.body).not.toMatch(/[^0-9-]4[^0-9-]/);
  });

  it("answers the same aggregates as CSV, withheld cells as 'withheld', with the purpose audited", async () => {
    const answer = await callStaffApi(
      server,
      "GET",
      "/api/staff/tourism/arrivals.csv?from=2025-01-06&to=2025-01-19&by=week&dimension=origin_country&purpose=Quarterly%20board%20report",
      { staff: analyst },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="arrivals-origin_country-by-week-2025-01-06-2025-01-19.csv"');
    const lines = answer.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("period,origin_country,arrivals");
    expect(lines.slice(1)).toEqual(expect.arrayContaining(["2025-01-06,JAPAN,withheld", "2025-01-06,KOREA,withheld", "2025-01-13,JAPAN,withheld"]));
    expect(lines.slice(1).every((line) => line.endsWith(",withheld"))).toBe(true);
    expect(answer.body).not.toMatch(/,4\r\n/);

    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["role", "agency", "outcome", "subject_user_id", "record_type", "shown", "purpose"])
      .where("staff_id", "=", analyst.id)
      .where("action", "=", "tourism.arrivals.export")
      .where("shown", "like", "arrivals by week and origin_country%")
      .execute();
    expect(audit).toEqual([
      {
        role: "tourism_analyst",
        agency: "tourism",
        outcome: "ok",
        subject_user_id: null,
        record_type: "survey_aggregate",
        shown: "arrivals by week and origin_country, 2025-01-06 to 2025-01-19",
        purpose: "Quarterly board report",
      },
    ]);
  });

  it("requires a purpose for the CSV", async () => {
    const answer = await callStaffApi(server, "GET", "/api/staff/tourism/arrivals.csv?from=2025-01-06&to=2025-01-19&by=week&dimension=origin_country", {
      staff: analyst,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty("purpose");
  });

  it("keeps CSV cells that look like formulas as text", async () => {
    const tourism = server.database.stores.tourism;
    // Written straight into the store, as an older or altered row could hold it: the export must not trust its own data.
    const values = ['=HYPERLINK("http://x.example","a,b")', "+1", "-1", "@SUM(A1)", "\tTAB", "\rCR"];
    for (const [index, value] of values.entries()) {
      const [arrival_date, arrival_week, arrival_month] =
        index === 0 ? ["2024-06-03", "2024-06-03", "2024-06"] : [`2024-07-0${index}`, "2024-07-01", "2024-07"];
      await tourism
        .insertInto("arrival_counts")
        .values({ dimension: "origin_country", arrival_date, arrival_week, arrival_month, value, count: 5, key_sum: 0 })
        .execute();
    }
    const answer = await callStaffApi(
      server,
      "GET",
      "/api/staff/tourism/arrivals.csv?from=2024-06-01&to=2024-07-31&by=month&dimension=origin_country&purpose=Checking%20the%20export",
      { staff: analyst },
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.body;
    expect(body).toMatch(/2024-06,"'=HYPERLINK\(""http:\/\/x\.example"",""a,b""\)",[5-7]\r\n/);
    expect(body).toMatch(/2024-07,'\+1,[5-7]\r\n/);
    expect(body).toMatch(/2024-07,'-1,[5-7]\r\n/);
    expect(body).toMatch(/2024-07,'@SUM\(A1\),[5-7]\r\n/);
    expect(body).toMatch(/2024-07,'\tTAB,[5-7]\r\n/);
    expect(body).toMatch(/2024-07,"'\rCR",[5-7]\r\n/);
  });

  it("records each read of the aggregates in the audit trail, naming no person", async () => {
    const staff = await createStaff(server.database.db, ["tourism_analyst"]);
    await arrivals("from=2025-01-01&to=2025-03-31&by=month&dimension=stay_place", staff);
    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "outcome", "subject_user_id", "record_type", "record_id", "shown", "purpose"])
      .where("staff_id", "=", staff.id)
      .execute();
    expect(audit).toEqual([
      {
        action: "tourism.arrivals.read",
        outcome: "ok",
        subject_user_id: null,
        record_type: "survey_aggregate",
        record_id: null,
        shown: "arrivals by month and stay_place, 2025-01-01 to 2025-03-31",
        purpose: null,
      },
    ]);
  });

  it("refuses every other role, audited, and asks for a sensible range", async () => {
    for (const role of ["admin", "customs_officer", "health_official", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      const answer = await arrivals("from=2025-01-01&to=2025-02-28&by=month&dimension=origin_country", staff);
      expect({ role, status: answer.statusCode, error: answer.json<{ error?: string }>().error }).toEqual({ role, status: 403, error: "role_forbidden" });
      const csv = await callStaffApi(
        server,
        "GET",
        "/api/staff/tourism/arrivals.csv?from=2025-01-01&to=2025-02-28&by=month&dimension=origin_country&purpose=Looking",
        { staff },
      );
      expect(csv.statusCode).toBe(403);
      const denied = await server.database.db
        .selectFrom("audit_events")
        .select("action")
        .where("staff_id", "=", staff.id)
        .where("outcome", "=", "denied")
        .orderBy("seq")
        .execute();
      expect(denied.map((row) => row.action)).toEqual(["tourism.arrivals.read", "tourism.arrivals.export"]);
    }
    expect((await arrivals("from=2025-03-01&to=2025-01-01&dimension=origin_country")).json()).toMatchObject({
      errors: { to: ["The end date comes on or after the start date."] },
    });
    expect((await arrivals("from=2020-01-01&to=2025-01-01&dimension=origin_country")).json()).toMatchObject({
      errors: { to: ["Choose a period of at most two years."] },
    });
    expect((await arrivals("from=2025-01-01&to=2025-02-01&dimension=passport")).statusCode).toBe(422);
  });

  it("counts a survey sent through the trip API on the trip's arrival date, and follows the date when the trip or its customs declaration changes it", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "survey", surveyForm({ origin_country: "PHILIPPINES" }));
    const storedArrival = () =>
      server.database.stores.tourism
        .selectFrom("surveys")
        .select(["arrival_date", "origin_country"])
        .where("visit_history_id", "=", trip.id)
        .executeTakeFirstOrThrow();
    expect(await storedArrival()).toEqual({ arrival_date: dateInDays(3), origin_country: "PHILIPPINES" });
    const counted = await arrivalsData(`from=${dateInDays(3)}&to=${dateInDays(3)}&by=week&dimension=origin_country`);
    expect(counted.cells).toEqual([{ period: expect.any(String), value: "PHILIPPINES", count: null, suppressed: true }]);

    expect(
      (await callApi(server, "PUT", `/api/v1/visit-histories/${trip.id}`, { token: account.token, body: { date_of_arrival: dateInDays(5) } })).statusCode,
    ).toBe(200);
    expect((await storedArrival()).arrival_date).toBe(dateInDays(5));
    await submitPart(server, account, trip.id, "customs", customsForm({ trip: { ...customsForm().trip, date_of_arrival: dateInDays(6) } }));
    expect((await storedArrival()).arrival_date).toBe(dateInDays(6));
    // The reasons, counted from their own table, follow the date too.
    const reasons = await arrivalsData(`from=${dateInDays(6)}&to=${dateInDays(6)}&by=month&dimension=reasons_for_travel`);
    expect(reasons.values).toEqual(["PLEASURE_VACATION", "DIVE"]);
    expect((await arrivalsData(`from=${dateInDays(3)}&to=${dateInDays(5)}&by=month&dimension=reasons_for_travel`)).cells).toEqual([]);
  });

  it("gives surveys saved before the store kept arrival dates their trip's date at start", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account, newTrip({ date_of_arrival: dateInDays(2) }));
    await submitPart(server, account, trip.id, "survey", surveyForm());
    const tourism = server.database.stores.tourism;
    await tourism.updateTable("surveys").set({ arrival_date: null, arrival_week: null, arrival_month: null }).where("visit_history_id", "=", trip.id).execute();
    await backfillSurveyArrivals(server.database.db, tourism);
    expect(
      await tourism.selectFrom("surveys").select(["arrival_date", "arrival_month"]).where("visit_history_id", "=", trip.id).executeTakeFirstOrThrow(),
    ).toEqual({
      arrival_date: dateInDays(2),
      arrival_month: dateInDays(2).slice(0, 7),
    });
  });

  it("keeps the daily counts equal to counting every survey afresh through saves, changed answers, moved arrivals and deletions", async () => {
    const tourism = server.database.stores.tourism;
    const at = (tripId: string, answers: SurveyForm, arrivalDate: string) => saveSurvey(tourism, { tripId, arrivalDate, answers, now: new Date() });
    await at("rollup-a", japan, "2023-05-01");
    await at("rollup-b", korea, "2023-05-01");
    await at("rollup-c", china, "2023-05-02");
    await at("rollup-a", korea, "2023-05-01");
    await setSurveyArrival(tourism, "rollup-b", "2023-06-10");
    await deleteSurvey(tourism, "rollup-c");
    await setSurveyArrival(tourism, "no-such-trip", "2023-06-10");
    // 2023: no other test's surveys, some of which are written past the rollup on purpose.
    const rows = () =>
      tourism
        .selectFrom("arrival_counts")
        .select(["dimension", "arrival_date", "value", "arrival_week", "arrival_month", "count", "key_sum"])
        .where("count", ">", 0)
        .where("arrival_date", "like", "2023-%")
        .orderBy(["dimension", "arrival_date", "value"])
        .execute();
    const kept = await rows();
    await tourism.deleteFrom("arrival_counts").execute();
    await fillArrivalCounts(tourism);
    expect(kept).toEqual(await rows());
    const may = await arrivalsData("from=2023-05-01&to=2023-06-30&by=month&dimension=reasons_for_travel");
    expect(may.cells).toEqual([
      { period: "2023-05", value: "GOLF", count: null, suppressed: true },
      { period: "2023-06", value: "GOLF", count: null, suppressed: true },
    ]);
  });
});
