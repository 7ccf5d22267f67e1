import { randomUUID } from "node:crypto";
import { type Insertable, sql } from "kysely";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { HealthDatabase } from "../../server/db/stores/health/health-schema.ts";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import { CONTACT_ERRORS, CONTACT_MESSAGES } from "#domain/tracing/tracing-contacts.ts";
import { TRACING_MESSAGES } from "#domain/tracing/tracing-cases.ts";
import type { ApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { serveTracingApi } from "./tracing-support.ts";

const HEADERS = [
  "generation",
  "name",
  "mobile number",
  "e-mail",
  "language",
  "exposure start (ChST UTC+10)",
  "overlap minutes",
  "place",
  "exposed by",
  "visit start (ChST UTC+10)",
  "visit end (ChST UTC+10)",
  "follow-up status",
  "follow-up due",
  "notified at (ChST UTC+10)",
];
const HEADER = HEADERS.join(",");
const PURPOSE = "Hand-over to the quarantine team";
const query = (purpose: string) => `?purpose=${encodeURIComponent(purpose)}`;

/** A second-generation contact from Japan, exposed by `parent` for 20 minutes an hour after the first. */
const satoHanako = (caseId: string, parent: string, values: { establishment_id?: string; place?: string } = {}) => ({
  case_id: caseId,
  person_key: "mobile:819012345678",
  full_name: "SATO HANAKO",
  mobile_number: "+819012345678",
  language: "ja",
  generation: 2,
  parent_contact_id: parent,
  overlap_minutes: 20,
  exposure_start: "2026-03-10T02:00:00.000Z",
  visit_start: "2026-03-10T02:00:00.000Z",
  visit_end: "2026-03-10T03:00:00.000Z",
  ...values,
});

describe.each(DATABASE_KINDS)("tracing contact export on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const exportCsv = (caseId: string, search = query(PURPOSE), staff = official) =>
    callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts.csv${search}`, { staff });
  const frozenCase = (values: object = {}) =>
    insertCase(server.database.stores.health, { full_name: "IDA INDEX", opened_by: official.id, list_state: "frozen", ...values });

  it("exports the frozen list's included contacts as CSV in commonwealth time, every cell kept from running as a formula and numbers written as tel: addresses, with the purpose audited", async () => {
    const health = server.database.stores.health;
    const caseId = await frozenCase();
    const common = {
      case_id: caseId,
      exposure_start: "2026-03-10T01:00:00.000Z",
      visit_start: "2026-03-10T00:30:00.000Z",
      visit_end: "2026-03-10T01:45:00.000Z",
      follow_up_due: "2026-03-12",
    };
    const parent = await insertContact(health, {
      ...common,
      person_key: "mobile:16705550001",
      full_name: '=HYPERLINK("http://evil.example","Click")',
      mobile_number: "+16705550001",
      email: "@evil.example",
    });
    await insertContact(health, {
      ...common,
      person_key: "mobile:16705550002",
      full_name: "DE LA CRUZ, JUAN",
      place: 'Café "Oasis" — Garapan\nupstairs',
      generation: 2,
      parent_contact_id: parent,
      language: "ja",
      overlap_minutes: 20,
    });
    await insertContact(health, {
      ...common,
      person_key: "mobile:16705550003",
      full_name: "-2+3",
      email: "\tTAB",
      place: "\rCR",
      exposure_start: "2026-03-10T02:00:00.000Z",
    });
    // Decision 028: a guest name written with a full-width equals sign reached the CSV unguarded.
    await insertContact(health, {
      ...common,
      person_key: "mobile:16705550005",
      full_name: "＝1+1",
      email: "＠evil.example",
      place: "－10＋20",
      exposure_start: "2026-03-10T03:00:00.000Z",
    });
    await insertContact(health, { ...common, person_key: "mobile:16705550004", full_name: "UNTICKED PERSON", included: 0 });
    const staff = await createStaff(server.database.db, ["health_official"]);
    const answer = await exportCsv(caseId, query(`  ${PURPOSE} `), staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="contacts-${caseId}.csv"`);
    expect(answer.body.split("\r\n")).toEqual([
      HEADER,
      `1,"'=HYPERLINK(""http://evil.example"",""Click"")",tel:+16705550001,'@evil.example,en,2026-03-10 11:00,30,Garapan Seaside Cafe — Beach Road,IDA INDEX,2026-03-10 10:30,2026-03-10 11:45,to_notify,2026-03-12,`,
      `1,'-2+3,,'\tTAB,en,2026-03-10 12:00,30,"'\rCR",IDA INDEX,2026-03-10 10:30,2026-03-10 11:45,to_notify,2026-03-12,`,
      `1,'＝1+1,,'＠evil.example,en,2026-03-10 13:00,30,'－10＋20,IDA INDEX,2026-03-10 10:30,2026-03-10 11:45,to_notify,2026-03-12,`,
      `2,"DE LA CRUZ, JUAN",,,ja,2026-03-10 11:00,20,"Café ""Oasis"" — Garapan\nupstairs","'=HYPERLINK(""http://evil.example"",""Click"")",2026-03-10 10:30,2026-03-10 11:45,to_notify,2026-03-12,`,
      "",
    ]);
    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["role", "action", "outcome", "record_type", "record_id", "shown", "purpose"])
      .where("staff_id", "=", staff.id)
      .execute();
    expect(audit).toEqual([
      {
        role: "health_official",
        action: "tracing.contacts.export",
        outcome: "ok",
        record_type: "tracing_case",
        record_id: caseId,
        shown: "4 contacts as CSV: names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up",
        purpose: PURPOSE,
      },
    ]);
  });

  /** A download as the browser saves it: the bytes, not text. */
  async function download(caseId: string, extension: string): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
    const response = await fetch(`${server.url}/api/staff/tracing/cases/${caseId}/contacts.${extension}${query(PURPOSE)}`, {
      headers: { cookie: official.cookie },
    });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }
  const exportAudits = (caseId: string) =>
    server.database.db
      .selectFrom("audit_events")
      .select(["action", "shown", "purpose"])
      .where("record_id", "=", caseId)
      .where("action", "=", "tracing.contacts.export")
      .execute();

  it("exports the same rows as XLSX: text as text cells (no guard shown, none run), times as commonwealth dates, numbers as numbers", async () => {
    const health = server.database.stores.health;
    const caseId = await frozenCase();
    const parent = await insertContact(health, {
      case_id: caseId,
      person_key: "mobile:16705550001",
      full_name: '=HYPERLINK("http://evil.example","Click")',
      mobile_number: "+16705550001",
      email: "@evil.example",
      exposure_start: "2026-03-10T01:00:00.000Z",
      visit_start: "2026-03-10T00:30:00.000Z",
      visit_end: "2026-03-10T01:45:00.000Z",
      follow_up_due: "2026-03-12",
      notified_at: "2026-03-11T22:05:00.000Z",
    });
    await insertContact(health, satoHanako(caseId, parent));
    const answer = await download(caseId, "xlsx");
    expect(answer).toMatchObject({
      status: 200,
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      disposition: `attachment; filename="contacts-${caseId}.xlsx"`,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Contacts");
    const rows = (sheet?.getSheetValues() ?? []).slice(1).map((values) => (Array.isArray(values) ? values.slice(1) : []));
    expect(rows).toEqual([
      HEADERS,
      [
        1,
        '=HYPERLINK("http://evil.example","Click")',
        "+16705550001",
        "@evil.example",
        "en",
        new Date("2026-03-10T11:00:00.000Z"),
        30,
        "Garapan Seaside Cafe — Beach Road",
        "IDA INDEX",
        new Date("2026-03-10T10:30:00.000Z"),
        new Date("2026-03-10T11:45:00.000Z"),
        "to_notify",
        new Date("2026-03-12T00:00:00.000Z"),
        new Date("2026-03-12T08:05:00.000Z"),
      ],
      [
        2,
        "SATO HANAKO",
        "+819012345678",
        undefined,
        "ja",
        new Date("2026-03-10T12:00:00.000Z"),
        20,
        "Garapan Seaside Cafe — Beach Road",
        '=HYPERLINK("http://evil.example","Click")',
        new Date("2026-03-10T12:00:00.000Z"),
        new Date("2026-03-10T13:00:00.000Z"),
        "to_notify",
      ],
    ]);
    const cells: { type: number; numFmt: string | undefined }[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push({ type: cell.type, numFmt: cell.numFmt })));
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
    const second = sheet?.getRow(2);
    expect([2, 3, 6, 13].map((column) => second?.getCell(column).numFmt)).toEqual(["@", "@", "yyyy-mm-dd hh:mm", "yyyy-mm-dd"]);
    expect(await exportAudits(caseId)).toEqual([
      {
        action: "tracing.contacts.export",
        shown: "2 contacts as XLSX: names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up",
        purpose: PURPOSE,
      },
    ]);
  });

  it("exports the frozen list as a FHIR R4 bundle: a Patient, the Encounter at the venue's Location and the exposure Observation per contact", async () => {
    const health = server.database.stores.health;
    const caseId = await frozenCase();
    const cafe = randomUUID();
    const parent = await insertContact(health, {
      case_id: caseId,
      person_key: "mobile:16705550001",
      full_name: "JUAN DELA CRUZ",
      mobile_number: "+16705550001",
      email: "juan@example.com",
      establishment_id: cafe,
      place: "Garapan Seaside Cafe — Beach Road",
      exposure_start: "2026-03-10T01:00:00.000Z",
      visit_start: "2026-03-10T00:30:00.000Z",
      visit_end: "2026-03-10T01:45:00.000Z",
    });
    const child = await insertContact(health, satoHanako(caseId, parent, { establishment_id: cafe, place: "Garapan Seaside Cafe — Beach Road" }));
    await insertContact(health, { case_id: caseId, person_key: "mobile:16705550004", full_name: "UNTICKED PERSON", included: 0 });
    const answer = await download(caseId, "fhir.json");
    expect(answer).toMatchObject({
      status: 200,
      type: "application/fhir+json; charset=utf-8",
      disposition: `attachment; filename="contacts-${caseId}.fhir.json"`,
    });
    interface Entry {
      fullUrl: string;
      resource: Record<string, unknown> & { resourceType: string; id: string };
    }
    const bundle = JSON.parse(answer.bytes.toString("utf8")) as { resourceType: string; type: string; entry: Entry[] };
    expect({ resourceType: bundle.resourceType, type: bundle.type }).toEqual({ resourceType: "Bundle", type: "collection" });
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      "Location",
      "Patient",
      "Encounter",
      "Observation",
      "Patient",
      "Encounter",
      "Observation",
    ]);
    const byUrl = new Map(bundle.entry.map((entry) => [entry.fullUrl, entry.resource]));
    expect(bundle.entry.every((entry) => entry.fullUrl === `urn:uuid:${entry.resource.id}`)).toBe(true);
    // Every reference in the bundle resolves inside it.
    const references = [...answer.bytes.toString("utf8").matchAll(/"reference":"([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(references.length).toBe(8);
    expect(references.filter((url) => !byUrl.has(url))).toEqual([]);
    expect(byUrl.get(`urn:uuid:${cafe}`)).toEqual({
      resourceType: "Location",
      id: cafe,
      status: "active",
      name: "Garapan Seaside Cafe — Beach Road",
      mode: "instance",
    });
    expect(byUrl.get(`urn:uuid:${child}`)).toEqual({
      resourceType: "Patient",
      id: child,
      name: [{ text: "SATO HANAKO" }],
      telecom: [{ system: "phone", value: "+819012345678", use: "mobile" }],
      communication: [{ language: { coding: [{ system: "urn:ietf:bcp:47", code: "ja" }] }, preferred: true }],
    });
    expect(byUrl.get(`urn:uuid:${parent}`)?.telecom).toEqual([
      { system: "phone", value: "+16705550001", use: "mobile" },
      { system: "email", value: "juan@example.com" },
    ]);
    const childEncounter = bundle.entry[5]?.resource;
    const childObservation = bundle.entry[6]?.resource;
    expect(childEncounter).toMatchObject({
      status: "finished",
      class: { code: "FLD" },
      subject: { reference: `urn:uuid:${child}` },
      period: { start: "2026-03-10T02:00:00.000Z", end: "2026-03-10T03:00:00.000Z" },
      location: [{ location: { reference: `urn:uuid:${cafe}`, display: "Garapan Seaside Cafe — Beach Road" } }],
    });
    expect(childObservation).toMatchObject({
      status: "final",
      code: { coding: [{ system: "http://snomed.info/sct", code: "840546002" }] },
      subject: { reference: `urn:uuid:${child}` },
      encounter: { reference: `urn:uuid:${childEncounter?.id}` },
      effectivePeriod: { start: "2026-03-10T02:00:00.000Z", end: "2026-03-10T02:20:00.000Z" },
    });
    const components = (childObservation?.component ?? []) as { code: { text: string }; [value: string]: unknown }[];
    expect(components.map(({ code, ...value }) => [code.text, value])).toEqual([
      ["Generation of contact (1 met the case)", { valueInteger: 2 }],
      ["Time together", { valueQuantity: { value: 20, unit: "min", system: "http://unitsofmeasure.org", code: "min" } }],
      ["Exposed by", { valueString: "JUAN DELA CRUZ" }],
    ]);
    expect(answer.bytes.toString("utf8")).not.toContain("UNTICKED");
    expect(await exportAudits(caseId)).toEqual([
      {
        action: "tracing.contacts.export",
        shown: "2 contacts as FHIR: names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up",
        purpose: PURPOSE,
      },
    ]);
  });

  it("requires a stated purpose and a frozen list", async () => {
    const caseId = await frozenCase();
    for (const search of ["", query(""), query("   report  ")]) {
      const answer = await exportCsv(caseId, search);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 422,
        body: { message: CONTACT_MESSAGES.purposeNeeded, code: "VALIDATION_FAILED", errors: { purpose: [CONTACT_MESSAGES.purposeNeeded] } },
      });
    }
    for (const state of ["draft", "none"] as const) {
      const staff = await createStaff(server.database.db, ["health_official"]);
      const draft = await frozenCase({ list_state: state });
      const answer = await exportCsv(draft, query(PURPOSE), staff);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 409,
        body:
          state === "draft"
            ? { message: CONTACT_MESSAGES.listNotFrozen, code: "CONTACT_LIST_NOT_FROZEN", error: CONTACT_ERRORS.listNotFrozen }
            : { message: CONTACT_MESSAGES.noList, code: "NO_CONTACT_LIST", error: CONTACT_ERRORS.noList },
      });
      expect(await server.database.db.selectFrom("audit_events").select(["action", "outcome", "record_id"]).where("staff_id", "=", staff.id).execute()).toEqual(
        [{ action: "tracing.contacts.export", outcome: "failed", record_id: draft }],
      );
    }
    const unknown = await exportCsv(randomUUID());
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: TRACING_MESSAGES.caseNotFound, code: "CASE_NOT_FOUND" },
    });
  });

  /** `total` included contacts, one a second, over three generations, for a frozen case. */
  async function plantContacts(caseId: string, total: number): Promise<void> {
    const health = server.database.stores.health;
    const at = "2026-03-10T01:00:00.000Z";
    const row = (index: number): Insertable<HealthDatabase["tracing_contacts"]> => ({
      id: randomUUID(),
      case_id: caseId,
      person_key: `mobile:1670${String(index).padStart(7, "0")}`,
      full_name: `CONTACT ${String(index).padStart(6, "0")}`,
      mobile_number: `1670${String(index).padStart(7, "0")}`,
      language: "en",
      generation: 1 + (index % 3),
      exposure_start: new Date(Date.parse(at) + index * 1_000).toISOString(),
      overlap_minutes: 15 + (index % 60),
      establishment_id: caseId,
      place: "Saipan Noodle House — Garapan",
      parent_person_key: "mobile:16705550100",
      parent_visit_id: caseId,
      parent_visit_start: at,
      parent_visit_end: at,
      visit_id: caseId,
      visit_start: at,
      visit_end: at,
      updated_at: at,
    });
    await health.transaction().execute(async (trx) => {
      for (let start = 0; start < total; start += 1_000) {
        await trx
          .insertInto("tracing_contacts")
          .values(Array.from({ length: Math.min(1_000, total - start) }, (_, offset) => row(start + offset)))
          .execute();
      }
    });
    // Autovacuum would gather the new rows' statistics within a minute; the test does not wait for it.
    if (kind === "postgres") await sql`analyze tracing_contacts`.execute(health);
  }

  it("streams 100,000 contacts complete, in list order", async () => {
    const caseId = await frozenCase();
    const total = 100_000;
    await plantContacts(caseId, total);
    const answer = await exportCsv(caseId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-length"]).toBeUndefined();
    const lines = answer.body.split("\r\n");
    expect(lines).toHaveLength(total + 2);
    expect(lines.at(-1)).toBe("");
    const names = lines.slice(1, -1).map((line) => line.split(",")[1]);
    expect(new Set(names).size).toBe(total);
    const generations = lines.slice(1, -1).map((line) => Number(line.split(",")[0]));
    expect(generations.every((generation, index) => index === 0 || generation >= (generations[index - 1] ?? 0))).toBe(true);
    expect([1, 2, 3].map((generation) => generations.filter((each) => each === generation).length)).toEqual([33_334, 33_333, 33_333]);
    expect(lines[1]).toMatch(/^1,CONTACT 000000,16700000000,/);
    expect(lines.at(-2)).toMatch(/^3,CONTACT 099998,16700099998,/);
  }, 120_000);

  it("writes XLSX and FHIR across the pages the export reads, every contact once, in list order", async () => {
    const caseId = await frozenCase();
    const total = 2_500;
    await plantContacts(caseId, total);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(caseId, "xlsx")).bytes as unknown as ArrayBuffer);
    const names = (workbook.getWorksheet("Contacts")?.getColumn(2).values ?? []).slice(2);
    expect(names).toHaveLength(total);
    expect(new Set(names).size).toBe(total);
    expect([names[0], names.at(-1)]).toEqual(["CONTACT 000000", "CONTACT 002498"]);

    const bundle = JSON.parse((await download(caseId, "fhir.json")).bytes.toString("utf8")) as { entry: { resource: { resourceType: string } }[] };
    const kinds = Map.groupBy(bundle.entry, (entry) => entry.resource.resourceType);
    expect(Object.fromEntries([...kinds].map(([kind, entries]) => [kind, entries.length]))).toEqual({
      Location: 1,
      Patient: total,
      Encounter: total,
      Observation: total,
    });
  }, 60_000);

  it("lets no other role export, and audits each refusal", async () => {
    const caseId = await frozenCase();
    for (const role of ["admin", "customs_officer", "tourism_analyst", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      const answer = await exportCsv(caseId, query(PURPOSE), staff);
      expect({ status: answer.statusCode, error: answer.json<{ error: string }>().error }).toEqual({ status: 403, error: STAFF_ERRORS.forbidden });
      expect(await server.database.db.selectFrom("audit_events").select(["action", "outcome"]).where("staff_id", "=", staff.id).execute()).toEqual([
        { action: "tracing.contacts.export", outcome: "denied" },
      ]);
    }
    expect((await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts.csv${query(PURPOSE)}`)).statusCode).toBe(401);
  });
});
