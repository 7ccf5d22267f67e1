import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QR_NOT_FOUND_MESSAGE } from "#domain/logbook.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createStaff } from "../support/staff.ts";
import { createBranch } from "./logbook-support.ts";

const URL = "/api/v1/me/profile/scan_qr/front-liner";
const TOO_MANY = { message: "Too many requests. Please try again later.", code: "TOO_MANY_REQUESTS" };

describe.each(DATABASE_KINDS)("front-liner scans on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const scan = (account: TestAccount, uuid: unknown) => callApi(server, "POST", URL, { token: account.token, body: { uuid } });
  const auditRows = () =>
    server.database.db.selectFrom("audit_events").select(["staff_id", "role", "action", "outcome", "subject_user_id", "shown"]).orderBy("seq").execute();

  /** A traveller account whose e-mail an admin gave the staff role front_liner; `staffId` is that staff member. */
  async function frontLiner(): Promise<TestAccount & { staffId: string }> {
    const account = await createAccount(server.database.db);
    const staff = await createStaff(server.database.db, ["front_liner"], { email: account.email ?? undefined });
    return { ...account, staffId: staff.id };
  }

  /** A person with these profile details and the value of their own QR, from GET /api/v1/me/logbook-qr. */
  async function personWithQr(details: Record<string, string | null>): Promise<{ id: string; qr: string }> {
    const account = await createAccount(server.database.db);
    await server.database.db
      .updateTable("users")
      .set({ ...details, updated_at: new Date().toISOString() })
      .where("id", "=", account.id)
      .execute();
    const answer = await callApi(server, "GET", "/api/v1/me/logbook-qr", { token: account.token });
    expect(answer.statusCode).toBe(200);
    return { id: account.id, qr: answer.json<{ data: { qr_value: string } }>().data.qr_value };
  }

  it("refuses anyone who is not a front-liner with 403 and a message only, keeping their session and writing no audit", async () => {
    const traveller = await createAccount(server.database.db);
    const person = await personWithQr({ first_name: "ANA" });
    const before = await auditRows();
    const response = await scan(traveller, person.qr);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Only front-liners can verify QR codes.", code: "NOT_A_FRONT_LINER" });
    expect((await callApi(server, "GET", "/api/v1/me/profile", { token: traveller.token })).statusCode).toBe(200);
    expect(await auditRows()).toEqual(before);
  });

  it("refuses a signed-out caller and bad input without reading or auditing anything", async () => {
    const staff = await frontLiner();
    const before = await auditRows();
    expect((await callApi(server, "POST", URL, { body: { uuid: "x" } })).statusCode).toBe(401);
    const refusals: Array<[unknown, number, object]> = [
      [{}, 422, { message: "The uuid field is required.", code: "VALIDATION_FAILED", errors: { uuid: ["The uuid field is required."] } }],
      [
        { uuid: 42 },
        422,
        { message: "The uuid field has the wrong type.", code: "VALIDATION_FAILED", errors: { uuid: ["The uuid field has the wrong type."] } },
      ],
      [{ uuid: "  " }, 422, { message: "Invalid QR Code", code: "VALIDATION_FAILED", errors: { uuid: ["Invalid QR Code"] } }],
      [{ uuid: "x".repeat(201) }, 422, { message: "Invalid QR Code", code: "VALIDATION_FAILED", errors: { uuid: ["Invalid QR Code"] } }],
      [{ uuid: "x".repeat(10 * 1024 * 1024) }, 413, { message: "The request body is too large.", code: "BODY_TOO_LARGE" }],
    ];
    for (const [body, status, answer] of refusals) {
      const response = await callApi(server, "POST", URL, { token: staff.token, body });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    expect(await auditRows()).toEqual(before);
  });

  it("shows a person's name, company, municipality and status, nothing more, and audits the read", async () => {
    const staff = await frontLiner();
    const person = await personWithQr({
      first_name: "MARIA",
      middle_name: "CRUZ",
      last_name: "SANTOS",
      company_name: "Island Dive Shop",
      municipality_code: "69110",
      region_code: "CNMI",
      province_code: "SPN",
      barangay_code: "SPN-GARAPAN",
      passport: "P1234567",
      birth_date: "1990-01-01",
      mobile_number: "16705550123",
      case_status: "0002",
      health_status: "GOOD",
    });
    const response = await scan(staff, ` ${person.qr} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        result_type: "USER",
        full_name: "MARIA CRUZ SANTOS",
        company_name: "Island Dive Shop",
        municipality_name: "Saipan",
        status: "SUSPECTED",
        health_status: "GOOD",
      },
    });
    const audit = (await auditRows()).filter((row) => row.staff_id === staff.staffId);
    expect(audit).toEqual([
      {
        staff_id: staff.staffId,
        role: "front_liner",
        action: "front_liner.scan",
        outcome: "ok",
        subject_user_id: person.id,
        shown: "user QR resolved: full_name, company_name, municipality_name, status, health_status shown",
      },
    ]);
    for (const personal of ["MARIA", "SANTOS", "Island", "Saipan", person.qr]) expect(audit[0]?.shown).not.toContain(personal);
  });

  it("shows empty text and no status for a person who gave no details", async () => {
    const person = await personWithQr({});
    expect((await scan(await frontLiner(), person.qr)).json()).toEqual({
      data: { result_type: "USER", full_name: "", company_name: "", municipality_name: "", status: null, health_status: null },
    });
  });

  it("shows a branch for its uuid (in either case) or its check-in address, without auditing it", async () => {
    const staff = await frontLiner();
    const placed = (await createBranch(server.database.db, { latitude: 15.2069, longitude: 145.7197 })).id;
    const unplaced = (await createBranch(server.database.db)).id;
    const branch = { result_type: "ESTABLISHMENT", qr_type: "ESTABLISHMENT", logo: "", name: "Saipan Noodle House", branch: "Garapan", label: "Front desk" };
    expect((await scan(staff, placed.toUpperCase())).json()).toEqual({
      data: { ...branch, qr_value: placed, geoloc: { latitude: 15.2069, longitude: 145.7197 } },
    });
    expect((await scan(staff, `https://logbook.example/g/logbook/${unplaced}?from=print`)).json()).toEqual({
      data: { ...branch, qr_value: unplaced, geoloc: null },
    });
    expect((await auditRows()).filter((row) => row.staff_id === staff.staffId)).toEqual([]);
  });

  it("answers an unknown value with NOT_FOUND and audits the miss without a subject", async () => {
    const staff = await frontLiner();
    for (const unknown of [randomBytes(18).toString("base64url"), "3f2c1a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60"]) {
      const response = await scan(staff, unknown);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { result_type: "NOT_FOUND", message: QR_NOT_FOUND_MESSAGE } });
    }
    const audit = (await auditRows()).filter((row) => row.staff_id === staff.staffId);
    expect(audit.map(({ action, outcome, subject_user_id, shown }) => ({ action, outcome, subject_user_id, shown }))).toEqual(
      Array(2).fill({ action: "front_liner.scan", outcome: "failed", subject_user_id: null, shown: "scanned value matched no branch and no user QR" }),
    );
  });

  it("lets one front-liner scan 30 times a minute, then answers 429 until the minute has passed", async () => {
    const staff = await frontLiner();
    const other = await frontLiner();
    const person = await personWithQr({ first_name: "ANA" });
    for (let count = 1; count <= 30; count += 1) expect((await scan(staff, person.qr)).statusCode).toBe(200);
    const before = await auditRows();
    const refused = await scan(staff, person.qr);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await auditRows()).toEqual(before);
    expect((await scan(other, person.qr)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await scan(staff, person.qr)).statusCode).toBe(200);
  });
});
