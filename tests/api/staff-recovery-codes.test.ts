import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { acceptInvite, call, invite, me, newBrowser, signInWithCode, totpCode } from "./staff-support.ts";

const STEP_MS = 30_000;

describe.each(DATABASE_KINDS)("staff recovery codes on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();
  let count = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const auditOf = (staffId: string) =>
    server.database.db.selectFrom("audit_events").select(["action", "outcome", "record_type"]).where("staff_id", "=", staffId).orderBy("seq").execute();

  /** An invited officer who set up an authenticator: the confirmation carries the ten codes, once. */
  async function enrolledOfficer() {
    const admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
    const email = `recovering${++count}-${kind}@gov.example`;
    const invited = await invite(server, admin, email, ["customs_officer"]);
    const browser = newBrowser();
    expect((await acceptInvite(server, browser, invited.token, email)).statusCode).toBe(200);
    const { secret } = (await call(server, browser, "POST", "/api/staff/enrolment/totp")).json<{ data: { secret: string } }>().data;
    clock.advance(STEP_MS);
    const confirmed = await call(server, browser, "POST", "/api/staff/enrolment/totp/confirm", { code: await totpCode(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ meta: { recovery_codes: string[] } }>().meta.recovery_codes;
    return { id: invited.id, email, secret, browser, codes };
  }

  it("issues ten distinct codes at enrolment and keeps only keyed hashes of them", async () => {
    const officer = await enrolledOfficer();
    expect(officer.codes).toHaveLength(10);
    expect(new Set(officer.codes).size).toBe(10);
    for (const code of officer.codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    const stored = await server.database.db.selectFrom("staff_recovery_codes").select("code_hash").where("staff_id", "=", officer.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(officer.codes.some((code) => code_hash.includes(code.replace("-", "")))).toBe(false);
    const status = await call(server, officer.browser, "GET", "/api/staff/security/recovery-codes");
    expect(status.json()).toEqual({ data: { left: 10, issued_at: expect.any(String) } });
    expect((await auditOf(officer.id)).map((row) => row.action)).toContain("staff.recovery_codes_issued");
  });

  it("signs in once with a code, audited, then requires a new factor; the same code never works again", async () => {
    const officer = await enrolledOfficer();
    const [code = "", other = ""] = officer.codes;
    const browser = newBrowser();
    expect(me(await signInWithCode(server, browser, officer.email)).stage).toBe("second_factor");
    const recovered = await call(server, browser, "POST", "/api/staff/sign-in/recovery-code", { code: code.toLowerCase() });
    expect(recovered.statusCode).toBe(200);
    expect(me(recovered)).toMatchObject({ stage: "enrolment", has_totp: false, passkey_count: 0 });
    // Enrolling is all the session may do until a new factor is set up.
    expect((await call(server, browser, "GET", "/api/staff/customs/shift")).json()).toMatchObject({ code: "ENROLMENT_REQUIRED" });
    // The lost authenticator no longer signs in.
    const lost = newBrowser();
    await signInWithCode(server, lost, officer.email);
    clock.advance(STEP_MS);
    expect((await call(server, lost, "POST", "/api/staff/sign-in/totp", { code: await totpCode(officer.secret, clock.now()) })).statusCode).toBe(409);

    const { secret } = (await call(server, browser, "POST", "/api/staff/enrolment/totp")).json<{ data: { secret: string } }>().data;
    clock.advance(STEP_MS);
    const confirmed = await call(server, browser, "POST", "/api/staff/enrolment/totp/confirm", { code: await totpCode(secret, clock.now()) });
    expect(me(confirmed).stage).toBe("complete");
    const renewed = confirmed.json<{ meta: { recovery_codes: string[] } }>().meta.recovery_codes;
    expect(renewed).toHaveLength(10);

    // The used code, and every code of the old set, are refused.
    for (const tried of [code, other]) {
      const again = newBrowser();
      await signInWithCode(server, again, officer.email);
      const refused = await call(server, again, "POST", "/api/staff/sign-in/recovery-code", { code: tried });
      expect(refused.statusCode).toBe(422);
      expect(me(await call(server, again, "GET", "/api/staff/me")).stage).toBe("second_factor");
    }
    const trail = await auditOf(officer.id);
    expect(trail.filter((row) => row.action === "staff.recovery_code_used")).toEqual([
      { action: "staff.recovery_code_used", outcome: "ok", record_type: "recovery_code" },
    ]);
    expect(trail.filter((row) => row.action === "staff.sign_in" && row.record_type === "recovery_code" && row.outcome === "failed")).toHaveLength(2);
  });

  it("regenerates the set from the security page: the count is ten again, issued now, and the old codes stop working", async () => {
    const officer = await enrolledOfficer();
    const status = async () =>
      (await call(server, officer.browser, "GET", "/api/staff/security/recovery-codes")).json<{ data: { left: number; issued_at: string | null } }>().data;
    const enrolment = await status();
    // A code spent at another sign-in leaves nine; the page's session stays as it was.
    const recovering = newBrowser();
    await signInWithCode(server, recovering, officer.email);
    expect((await call(server, recovering, "POST", "/api/staff/sign-in/recovery-code", { code: officer.codes[9] })).statusCode).toBe(200);
    expect(await status()).toEqual({ left: 9, issued_at: enrolment.issued_at });

    clock.advance(60_000);
    const regenerated = await call(server, officer.browser, "POST", "/api/staff/security/recovery-codes");
    expect(regenerated.statusCode).toBe(200);
    const { codes, issued_at } = regenerated.json<{ data: { codes: string[]; issued_at: string } }>().data;
    expect(codes).toHaveLength(10);
    expect(Date.parse(issued_at) - Date.parse(enrolment.issued_at ?? "")).toBeGreaterThanOrEqual(60_000);
    expect(await status()).toEqual({ left: 10, issued_at });
    expect((await auditOf(officer.id)).filter((row) => row.action === "staff.recovery_codes_issued")).toHaveLength(2);

    const browser = newBrowser();
    await signInWithCode(server, browser, officer.email);
    expect((await call(server, browser, "POST", "/api/staff/sign-in/recovery-code", { code: officer.codes[0] })).statusCode).toBe(422);
    expect((await call(server, browser, "POST", "/api/staff/sign-in/recovery-code", { code: codes[0] })).statusCode).toBe(200);
  });

  it("refuses a malformed code before looking it up", async () => {
    const officer = await enrolledOfficer();
    const browser = newBrowser();
    await signInWithCode(server, browser, officer.email);
    const refused = await call(server, browser, "POST", "/api/staff/sign-in/recovery-code", { code: "12" });
    expect(refused.statusCode).toBe(422);
  });
});
