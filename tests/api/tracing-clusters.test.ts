import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import { CLUSTER_ERRORS, CLUSTER_MESSAGES, type ClusterAlert, type CombinedContact, type EpiCurve } from "#domain/tracing/clusters.ts";
import { raiseClusterAlerts } from "../../server/tracing/cluster-detection.ts";
import type { ApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { insertPersonVisit } from "../support/tracing-visits.ts";
import { createBranch } from "./logbook-support.ts";
import { auditedActions, serveTracingApi } from "./tracing-support.ts";

const mobile = () => `1670${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe.each(DATABASE_KINDS)("cluster alerts on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const call = (method: string, url: string, body?: unknown, staff: TestStaff = official) => callStaffApi(server, method, url, { staff, body });
  const detect = () => raiseClusterAlerts(server.database.db, server.database.stores.health, new Date());
  const alertsAt = (branchId: string) =>
    server.database.stores.health.selectFrom("cluster_alerts").selectAll().where("establishment_id", "=", branchId).execute();

  /** A café of its own. */
  async function cafe() {
    const branch = `Susupe ${randomUUID().slice(0, 8)}`;
    return { ...(await createBranch(server.database.db, { name: "Beach Cafe", branch })), place: `Beach Cafe — ${branch}` };
  }

  /** An open case whose person was at `branchId` at `at` (UTC), with its onset and isolation days. */
  async function caseAt(branchId: string, at: string, onset: string, isolation: string, name = "IDA INDEX") {
    const personKey = `mobile:${mobile()}`;
    const endsAt = new Date(Date.parse(at) + 3_600_000).toISOString();
    await insertPersonVisit(server.database.db, { branchId, personKey, startedAt: at, endsAt }, {});
    return insertCase(server.database.stores.health, {
      person_key: personKey,
      full_name: name,
      opened_by: official.id,
      onset_date: onset,
      isolation_date: isolation,
      opened_on: isolation,
    });
  }

  it("raises one alert for two cases at one café with overlapping windows, keeps it one on a re-run, and grows it with a third case", async () => {
    const branch = await cafe();
    const first = await caseAt(branch.id, "2026-03-10T01:00:00.000Z", "2026-03-11", "2026-03-13", "ANA CRUZ");
    const second = await caseAt(branch.id, "2026-03-11T03:00:00.000Z", "2026-03-12", "2026-03-14", "BEN REYES");
    await detect();
    const [alert, ...others] = await alertsAt(branch.id);
    expect(others).toEqual([]);
    const opened = await call("GET", `/api/staff/tracing/clusters/${alert?.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ data: ClusterAlert }>().data.attributes).toMatchObject({
      establishment_id: branch.id,
      place: branch.place,
      state: "open",
      cases: [
        { case_id: first, full_name: "ANA CRUZ", window_from: "2026-03-09", window_to: "2026-03-13", days: ["2026-03-10"] },
        { case_id: second, full_name: "BEN REYES", window_from: "2026-03-10", window_to: "2026-03-14", days: ["2026-03-11"] },
      ],
      flagged: [],
      days: ["2026-03-10", "2026-03-11"],
      dismissed_at: null,
    });

    expect(await detect()).toMatchObject({ raised: 0, grown: 0 });
    expect((await alertsAt(branch.id)).map((row) => row.id)).toEqual([alert?.id]);

    const third = await caseAt(branch.id, "2026-03-13T02:00:00.000Z", "2026-03-14", "2026-03-15", "CARLA SABLAN");
    expect(await detect()).toMatchObject({ raised: 0, grown: 1 });
    const grown = await alertsAt(branch.id);
    expect(grown.map((row) => row.id)).toEqual([alert?.id]);
    const answer = (await call("GET", `/api/staff/tracing/clusters/${alert?.id}`)).json<{ data: ClusterAlert }>().data.attributes;
    expect(answer.cases.map((member) => member.case_id)).toEqual([first, second, third]);
    expect(answer.days).toEqual(["2026-03-10", "2026-03-11", "2026-03-13"]);
  });

  it("raises nothing for two cases at one café whose windows do not overlap", async () => {
    const branch = await cafe();
    await caseAt(branch.id, "2026-02-01T01:00:00.000Z", "2026-02-02", "2026-02-03");
    await caseAt(branch.id, "2026-02-20T01:00:00.000Z", "2026-02-21", "2026-02-22");
    await detect();
    expect(await alertsAt(branch.id)).toEqual([]);
  });

  it("counts a person who reported symptoms at a check-in that overlapped an open case's visit, and not one who reported none or came later", async () => {
    const branch = await cafe();
    const index = await caseAt(branch.id, "2026-04-05T01:00:00.000Z", "2026-04-06", "2026-04-07");
    const visit = (startedAt: string, person: object) =>
      insertPersonVisit(
        server.database.db,
        { branchId: branch.id, personKey: `mobile:${mobile()}`, startedAt, endsAt: new Date(Date.parse(startedAt) + 3_600_000).toISOString() },
        person,
      );
    await visit("2026-04-05T01:30:00.000Z", { first_name: "HAL", last_name: "WELL", symptoms: JSON.stringify(["NONE_OF_THE_ABOVE"]) });
    await visit("2026-04-05T05:00:00.000Z", { first_name: "LATE", last_name: "COMER", symptoms: JSON.stringify(["FEVER"]) });
    await detect();
    expect(await alertsAt(branch.id)).toEqual([]);
    await visit("2026-04-05T00:30:00.000Z", { first_name: "FE", last_name: "VER", symptoms: JSON.stringify(["FEVER"]) });
    await detect();
    const [alert] = await alertsAt(branch.id);
    const answer = (await call("GET", `/api/staff/tracing/clusters/${alert?.id}`)).json<{ data: ClusterAlert }>().data.attributes;
    expect(answer.cases.map((member) => member.case_id)).toEqual([index]);
    expect(answer.flagged).toEqual([{ full_name: "FE VER", days: ["2026-04-05"] }]);
  });

  it("audits opening an alert and the list, and a 404 for an unknown one", async () => {
    const branch = await cafe();
    await caseAt(branch.id, "2026-05-10T01:00:00.000Z", "2026-05-11", "2026-05-12");
    await caseAt(branch.id, "2026-05-10T01:30:00.000Z", "2026-05-11", "2026-05-12");
    await detect();
    const [alert] = await alertsAt(branch.id);
    const staff = await createStaff(server.database.db, ["health_official"]);
    const list = await call("GET", "/api/staff/tracing/clusters", undefined, staff);
    expect(list.json<{ data: ClusterAlert[] }>().data.map((one) => one.id)).toContain(alert?.id);
    expect((await call("GET", `/api/staff/tracing/clusters/${alert?.id}`, undefined, staff)).statusCode).toBe(200);
    const unknown = randomUUID();
    const missing = await call("GET", `/api/staff/tracing/clusters/${unknown}`, undefined, staff);
    expect({ status: missing.statusCode, body: missing.json() }).toMatchObject({
      status: 404,
      body: { code: "CLUSTER_NOT_FOUND", message: CLUSTER_MESSAGES.notFound },
    });
    expect(await auditedActions(server, staff, "tracing.cluster.open")).toEqual([
      { outcome: "ok", record_id: alert?.id, shown: "place, case names, infectious windows, days", purpose: "contact tracing" },
      { outcome: "failed", record_id: unknown, shown: null, purpose: "contact tracing" },
    ]);
    expect(await auditedActions(server, staff, "tracing.clusters.list")).toEqual([
      { outcome: "ok", record_id: null, shown: expect.stringMatching(/^open cluster alerts: \d+ \(place, case names, days\)$/), purpose: "contact tracing" },
    ]);
  });

  it("dismisses an alert with a reason, audited, once; a re-run does not raise it again, someone new opens it again", async () => {
    const branch = await cafe();
    await caseAt(branch.id, "2026-06-10T01:00:00.000Z", "2026-06-11", "2026-06-12");
    await caseAt(branch.id, "2026-06-10T05:00:00.000Z", "2026-06-11", "2026-06-12");
    await detect();
    const [alert] = await alertsAt(branch.id);
    const url = `/api/staff/tracing/clusters/${alert?.id}/dismiss`;
    const empty = await call("POST", url, { reason: " " });
    expect(empty.statusCode).toBe(422);
    const dismissed = await call("POST", url, { reason: "Same household, not the café" });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<{ data: ClusterAlert }>().data.attributes).toMatchObject({
      state: "dismissed",
      dismissed_at: expect.any(String),
      dismissal_reason: "Same household, not the café",
    });
    const again = await call("POST", url, { reason: "Again" });
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({
      status: 409,
      body: { code: "CLUSTER_ALREADY_DISMISSED", error: CLUSTER_ERRORS.alreadyDismissed },
    });
    await detect();
    expect((await alertsAt(branch.id)).map((row) => [row.id, row.state])).toEqual([[alert?.id, "dismissed"]]);
    const open = (await call("GET", "/api/staff/tracing/clusters")).json<{ data: ClusterAlert[] }>().data;
    expect(open.map((one) => one.id)).not.toContain(alert?.id);
    // Someone new there: the same alert, open again.
    await caseAt(branch.id, "2026-06-11T01:00:00.000Z", "2026-06-12", "2026-06-13");
    expect(await detect()).toMatchObject({ raised: 0, grown: 1 });
    expect((await alertsAt(branch.id)).map((row) => [row.id, row.state, row.dismissal_reason])).toEqual([[alert?.id, "open", null]]);
    const audit = await auditedActions(server, official, "tracing.cluster.dismiss");
    expect(audit.filter((row) => row.record_id === alert?.id)).toEqual([
      { outcome: "ok", record_id: alert?.id, shown: "dismissed with a reason: place, case names, days", purpose: "contact tracing" },
      { outcome: "failed", record_id: alert?.id, shown: null, purpose: "contact tracing" },
    ]);
  });

  it("answers the combined contact list, one row per person with the cases they came from, audited, and the cluster's epi curve", async () => {
    const branch = await cafe();
    const first = await caseAt(branch.id, "2026-07-10T01:00:00.000Z", "2026-07-11", "2026-07-12", "ANA CRUZ");
    const second = await caseAt(branch.id, "2026-07-10T01:30:00.000Z", "2026-07-11", "2026-07-12", "BEN REYES");
    const health = server.database.stores.health;
    const shared = `mobile:${mobile()}`;
    await insertContact(health, { case_id: first, person_key: shared, full_name: "SAM SHARED", exposure_start: "2026-07-10T01:30:00.000Z", generation: 2 });
    await insertContact(health, { case_id: second, person_key: shared, full_name: "SAM SHARED", exposure_start: "2026-07-10T01:45:00.000Z" });
    await insertContact(health, { case_id: second, person_key: `mobile:${mobile()}`, full_name: "OLA ONLY", exposure_start: "2026-07-11T01:45:00.000Z" });
    await detect();
    const [alert] = await alertsAt(branch.id);
    const answer = await call("GET", `/api/staff/tracing/clusters/${alert?.id}/contacts`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: CombinedContact[] }>().data).toEqual([
      {
        full_name: "SAM SHARED",
        mobile_number: null,
        email: null,
        generation: 1,
        exposure_start: "2026-07-10T01:30:00.000Z",
        places: ["Garapan Seaside Cafe — Beach Road"],
        from_cases: [
          { case_id: first, full_name: "ANA CRUZ" },
          { case_id: second, full_name: "BEN REYES" },
        ],
      },
      {
        full_name: "OLA ONLY",
        mobile_number: null,
        email: null,
        generation: 1,
        exposure_start: "2026-07-11T01:45:00.000Z",
        places: ["Garapan Seaside Cafe — Beach Road"],
        from_cases: [{ case_id: second, full_name: "BEN REYES" }],
      },
    ]);
    expect(await auditedActions(server, official, "tracing.cluster.contacts")).toContainEqual({
      outcome: "ok",
      record_id: alert?.id,
      shown: "combined contacts: 2 (name, mobile number, e-mail, exposure, place, cases)",
      purpose: "contact tracing",
    });
    const curve = await call("GET", `/api/staff/tracing/epi-curve?cluster=${alert?.id}`);
    expect(curve.json<{ data: EpiCurve }>().data).toEqual({
      cases: [{ day: "2026-07-11", count: 2 }],
      contacts: [
        { day: "2026-07-10", count: 2 },
        { day: "2026-07-11", count: 1 },
      ],
    });
  });

  it("refuses other roles and strangers on every cluster route", async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/staff/tracing/clusters"],
      ["GET", `/api/staff/tracing/clusters/${id}`],
      ["POST", `/api/staff/tracing/clusters/${id}/dismiss`, { reason: "Not a cluster" }],
      ["GET", `/api/staff/tracing/clusters/${id}/contacts`],
      ["GET", "/api/staff/tracing/epi-curve"],
    ];
    const officer = await createStaff(server.database.db, ["customs_officer"]);
    for (const [method, url, body] of calls) {
      const refused = await call(method, url, body, officer);
      expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 403, body: { error: STAFF_ERRORS.forbidden } });
      expect((await callStaffApi(server, method, url, { body })).statusCode).toBe(401);
    }
  });
});
