import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch, guestCheckIn, visitsAt } from "./logbook-support.ts";

const MINUTE_MS = 60_000;

describe.each(DATABASE_KINDS)("guest logbook API on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const scan = (uuid: string) => server.request({ method: "GET", url: `/api/v1/scan_qr?uuid=${encodeURIComponent(uuid)}` });
  const confirm = (body: unknown, client = newClientAddress()) => postJson(server, "/api/v1/scan_qr/confirm", body, { client });

  it("looks up a location QR with its branch details", async () => {
    const branch = await createBranch(server.database.db, { name: "Tinian Dynasty", branch: "Lobby", logo: "" });
    const response = await scan(branch.id);
    expect(response.statusCode).toBe(200);
    expect((await scan(branch.id.toUpperCase())).json()).toEqual(response.json());
    expect(response.json()).toEqual({
      data: {
        id: branch.id,
        type: "logbook_qr",
        attributes: { name: "Tinian Dynasty", branch: "Lobby", label: "Front desk", logo: "", qr_type: "ESTABLISHMENT" },
      },
    });
  });

  it("answers an unknown location QR with 404 'Invalid QR Code' and a malformed one with 422", async () => {
    const unknown = await scan(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Invalid QR Code", code: "INVALID_QR" });
    const malformed = await scan("not-a-uuid");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ message: "Invalid QR Code", code: "VALIDATION_FAILED", errors: { uuid: ["Invalid QR Code"] } });
    const missing = await server.request({ method: "GET", url: "/api/v1/scan_qr" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: "The uuid field is required.", code: "VALIDATION_FAILED", errors: { uuid: ["The uuid field is required."] } });
  });

  it("welcomes a guest, records the visit until the branch's duration ends, and keeps what was reported", async () => {
    const branch = await createBranch(server.database.db, { visitMinutes: 90 });
    const before = clock.now();
    const response = await confirm(guestCheckIn(branch.id, { name: "maria", email: "Maria@Example.com" }));
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; data: { visit_id: string; check_out_key: string; ends_at: string } }>();
    expect(answer.message).toBe("Welcome!");
    expect(answer.data.check_out_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const endsAt = new Date(answer.data.ends_at).getTime();
    expect(endsAt - before.getTime()).toBeGreaterThanOrEqual(90 * MINUTE_MS);
    expect(endsAt - before.getTime()).toBeLessThan(91 * MINUTE_MS);
    const [visit] = await visitsAt(server.database.db, branch.id);
    expect(visit).toMatchObject({
      id: answer.data.visit_id,
      user_id: null,
      first_name: "MARIA",
      last_name: "SANTOS",
      age: 34,
      gender: "FEMALE",
      email: "maria@example.com",
      purpose: "Business",
      symptoms: '["NONE_OF_THE_ABOVE"]',
      access_status: "ALLOWED",
      end_reason: "duration",
      ends_at: answer.data.ends_at,
    });
    expect(visit?.check_out_key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("records a guest with symptoms as not allowed, and still welcomes them", async () => {
    const branch = await createBranch(server.database.db);
    const response = await confirm(guestCheckIn(branch.id, { symptoms: ["FEVER", "DRY_COUGH"] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: "Welcome!" });
    const [visit] = await visitsAt(server.database.db, branch.id);
    expect(visit?.access_status).toBe("NOT_ALLOWED");
  });

  it("keeps one open visit per mobile number: checking in elsewhere ends the first visit at that moment", async () => {
    const first = await createBranch(server.database.db);
    const second = await createBranch(server.database.db);
    const mobile_number = "+16719876543";
    await confirm(guestCheckIn(first.id, { mobile_number }));
    clock.advance(10 * MINUTE_MS);
    const moved = await confirm(guestCheckIn(second.id, { mobile_number: mobile_number.slice(1) }));
    expect(moved.statusCode).toBe(200);
    const [ended] = await visitsAt(server.database.db, first.id);
    const [open] = await visitsAt(server.database.db, second.id);
    expect(ended?.end_reason).toBe("checked_in_elsewhere");
    expect(ended?.ends_at).toBe(open?.started_at);
    expect(open?.end_reason).toBe("duration");
    expect(new Date(open?.ends_at ?? 0).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it("keeps one open visit when the same guest checks in at several branches at the same moment", async () => {
    for (let round = 0; round < 5; round += 1) {
      const branches = await Promise.all([1, 2, 3, 4].map(() => createBranch(server.database.db)));
      const mobile_number = `+1672555${String(round).padStart(4, "0")}`;
      const answers = await Promise.all(branches.map((branch) => confirm(guestCheckIn(branch.id, { mobile_number }))));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const visits = await server.database.db.selectFrom("visits").selectAll().where("mobile_number", "=", mobile_number).execute();
      expect(visits.filter((visit) => new Date(visit.ends_at) > clock.now())).toHaveLength(1);
      expect(visits.every((visit) => visit.ends_at >= visit.started_at)).toBe(true);
    }
  }, 60_000);

  it("lets a guest check out early with their key; a wrong key or unknown visit gets the same 404 and changes nothing", async () => {
    const branch = await createBranch(server.database.db);
    const { visit_id, check_out_key } = (await confirm(guestCheckIn(branch.id))).json<{ data: { visit_id: string; check_out_key: string } }>().data;
    const checkOut = (body: unknown) => postJson(server, "/api/v1/scan_qr/check-out", body);

    const wrongKey = await checkOut({ visit_id, check_out_key: "x".repeat(22) });
    const unknownVisit = await checkOut({ visit_id: randomUUID(), check_out_key });
    expect(wrongKey.statusCode).toBe(404);
    expect(unknownVisit.statusCode).toBe(404);
    expect(wrongKey.json()).toEqual(unknownVisit.json());
    const [stillOpen] = await visitsAt(server.database.db, branch.id);
    expect(stillOpen?.end_reason).toBe("duration");

    const checkedOut = await checkOut({ visit_id, check_out_key });
    expect(checkedOut.statusCode).toBe(200);
    expect(checkedOut.json()).toEqual({ message: expect.any(String) });
    const [ended] = await visitsAt(server.database.db, branch.id);
    expect(ended?.end_reason).toBe("checked_out");
    expect(new Date(ended?.ends_at ?? 0).getTime()).toBeLessThanOrEqual(clock.now().getTime());

    const again = await checkOut({ visit_id, check_out_key });
    expect(again.statusCode).toBe(200);
    const [unchanged] = await visitsAt(server.database.db, branch.id);
    expect(unchanged).toEqual(ended);
  });

  it("ends a visit by itself when the branch's duration has passed", async () => {
    const branch = await createBranch(server.database.db, { visitMinutes: 30 });
    const { visit_id, check_out_key } = (await confirm(guestCheckIn(branch.id))).json<{ data: { visit_id: string; check_out_key: string } }>().data;
    const [open] = await visitsAt(server.database.db, branch.id);
    clock.advance(31 * MINUTE_MS);
    // Checking out after the end keeps the end the duration gave.
    await postJson(server, "/api/v1/scan_qr/check-out", { visit_id, check_out_key });
    const [ended] = await visitsAt(server.database.db, branch.id);
    expect(ended).toEqual(open);
    expect(new Date(ended?.ends_at ?? 0).getTime()).toBeLessThan(clock.now().getTime());
  });

  it("answers an unknown branch with 404 and records nothing", async () => {
    const response = await confirm(guestCheckIn(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Invalid QR Code", code: "INVALID_QR" });
  });

  it("names missing and mistyped fields with 422 and records nothing", async () => {
    const branch = await createBranch(server.database.db);
    const { name: _name, ...withoutName } = guestCheckIn(branch.id);
    const missing = await confirm(withoutName);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: "The name field is required.", code: "VALIDATION_FAILED", errors: { name: ["The name field is required."] } });
    const mistyped = await confirm(guestCheckIn(branch.id, { age: "thirty" }));
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.json()).toMatchObject({ message: "Age must be a number.", code: "VALIDATION_FAILED", errors: { age: ["Age must be a number."] } });
    const noSymptoms = await confirm(guestCheckIn(branch.id, { symptoms: [] }));
    expect(noSymptoms.json()).toMatchObject({ message: "Please select atleast 1" });
    const badPhone = await confirm(guestCheckIn(branch.id, { mobile_number: "12ab" }));
    expect(badPhone.json()).toMatchObject({ message: "Mobile Phones is Invalid" });
    const unknownSymptom = await confirm(guestCheckIn(branch.id, { symptoms: ["FEVER", "TELEPATHY"] }));
    expect(unknownSymptom.statusCode).toBe(422);
    expect(unknownSymptom.json()).toEqual({
      message: "Please choose symptoms from the list.",
      code: "VALIDATION_FAILED",
      errors: { symptoms: ["Please choose symptoms from the list."] },
    });
    const longAnswer = await confirm(guestCheckIn(branch.id, { health_checklist_other: { travelled: "x".repeat(101) } }));
    expect(longAnswer.json()).toMatchObject({ errors: { "health_checklist_other.travelled": ["Must be at most 100 characters."] } });
    const manyAnswers = await confirm(
      guestCheckIn(branch.id, { health_checklist_other: Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`q${index}`, true])) }),
    );
    expect(manyAnswers.json()).toMatchObject({ errors: { health_checklist_other: ["Too many answers."] } });
    const wrongBranchType = await confirm(guestCheckIn(branch.id, { location_qr_code_uuid: 42 }));
    expect(wrongBranchType.json()).toMatchObject({ errors: { location_qr_code_uuid: ["The location_qr_code_uuid field has the wrong type."] } });
    expect(await visitsAt(server.database.db, branch.id)).toEqual([]);
  });

  it("refuses a 10 MB body with 413 and records nothing", async () => {
    const branch = await createBranch(server.database.db);
    const response = await confirm({ ...guestCheckIn(branch.id), company_name: "x".repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large.", code: "BODY_TOO_LARGE" });
    expect(await visitsAt(server.database.db, branch.id)).toEqual([]);
  });

  it("throttles check-ins from one client address with 429, and lets it in again after a minute", async () => {
    const branch = await createBranch(server.database.db);
    const client = newClientAddress();
    for (let count = 0; count < 20; count += 1) {
      expect((await confirm(guestCheckIn(branch.id), client)).statusCode).toBe(200);
    }
    const refused = await confirm(guestCheckIn(branch.id), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String), code: "TOO_MANY_CHECK_INS" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await visitsAt(server.database.db, branch.id)).toHaveLength(20);
    clock.advance(MINUTE_MS);
    expect((await confirm(guestCheckIn(branch.id), client)).statusCode).toBe(200);
  }, 30_000);

  it("throttles check-ins at one branch from many clients with 429", async () => {
    const branch = await createBranch(server.database.db);
    const answers = [];
    for (let count = 0; count < 120; count += 1) answers.push((await confirm(guestCheckIn(branch.id))).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await confirm(guestCheckIn(branch.id));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // The refused check-in was taken back with its transaction.
    expect(await visitsAt(server.database.db, branch.id)).toHaveLength(120);
    clock.advance(MINUTE_MS);
    expect((await confirm(guestCheckIn(branch.id))).statusCode).toBe(200);
  }, 60_000);
});
