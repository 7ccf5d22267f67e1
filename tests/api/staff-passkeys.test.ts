import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ERRORS, STAFF_MESSAGES } from "#domain/staff/staff-accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { SoftwareAuthenticator } from "./staff-software-authenticator.ts";
import { acceptInvite, call, type ConsoleBrowser, invite, me, newBrowser, signInWithCode } from "./staff-support.ts";

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  excludeCredentials?: { id: string }[];
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

describe.each(DATABASE_KINDS)("staff passkeys on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();
  let count = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const origin = () => new URL(server.database.config.publicUrl).origin;

  /** An invited officer whose only second factor is a passkey of `authenticator`. */
  async function officerWithPasskey(authenticator: SoftwareAuthenticator): Promise<{ id: string; email: string; browser: ConsoleBrowser }> {
    const admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
    const email = `passkey${++count}-${kind}@gov.example`;
    const invited = await invite(server, admin, email, ["health_official"]);
    const browser = newBrowser();
    expect((await acceptInvite(server, browser, invited.token, email)).statusCode).toBe(200);
    const options = (await call(server, browser, "POST", "/api/staff/enrolment/passkey/options")).json<{ data: CreationOptions }>().data;
    expect(options.rp.id).toBe(new URL(origin()).hostname);
    const registered = await call(server, browser, "POST", "/api/staff/enrolment/passkey", { response: authenticator.create(options) });
    expect(registered.statusCode).toBe(200);
    expect(me(registered)).toMatchObject({ stage: "complete", has_totp: false, passkey_count: 1 });
    return { id: invited.id, email, browser };
  }

  it("enrols a passkey instead of an authenticator app and signs in with it", async () => {
    const authenticator = new SoftwareAuthenticator(origin());
    const { id, email } = await officerWithPasskey(authenticator);

    const browser = newBrowser();
    expect(me(await signInWithCode(server, browser, email)).stage).toBe("second_factor");
    const options = (await call(server, browser, "POST", "/api/staff/sign-in/passkey/options")).json<{ data: RequestOptions }>().data;
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
    const signedIn = await call(server, browser, "POST", "/api/staff/sign-in/passkey", { response: authenticator.get(options) });
    expect(me(signedIn)).toMatchObject({ email, stage: "complete", passkey_count: 1 });
    const audit = await server.database.db.selectFrom("audit_events").select(["action", "record_type"]).where("staff_id", "=", id).orderBy("seq").execute();
    expect(audit).toContainEqual({ action: "staff.factor_enrolled", record_type: "passkey" });
    expect(audit.at(-1)).toEqual({ action: "staff.sign_in", record_type: "passkey" });
  });

  it("refuses another authenticator's signature, a replayed answer and an answer to another challenge, counting them as wrong codes", async () => {
    const authenticator = new SoftwareAuthenticator(origin());
    const { id, email } = await officerWithPasskey(authenticator);
    const browser = newBrowser();
    await signInWithCode(server, browser, email);
    const stranger = new SoftwareAuthenticator(origin());
    const options = (await call(server, browser, "POST", "/api/staff/sign-in/passkey/options")).json<{ data: RequestOptions }>().data;
    const forged = { ...stranger.get(options), id: authenticator.credentialId, rawId: authenticator.credentialId };
    const refused = await call(server, browser, "POST", "/api/staff/sign-in/passkey", { response: forged });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: STAFF_MESSAGES.wrongCode, code: "VALIDATION_FAILED", errors: { response: [STAFF_MESSAGES.wrongCode] } });

    // The challenge was used up by the refused try: even the right passkey's answer to it fails.
    const late = await call(server, browser, "POST", "/api/staff/sign-in/passkey", { response: authenticator.get(options) });
    expect(late.statusCode).toBe(422);
    const fresh = (await call(server, browser, "POST", "/api/staff/sign-in/passkey/options")).json<{ data: RequestOptions }>().data;
    const answer = authenticator.get(fresh);
    expect((await call(server, browser, "POST", "/api/staff/sign-in/passkey", { response: answer })).statusCode).toBe(200);

    const other = newBrowser();
    await signInWithCode(server, other, email);
    await call(server, other, "POST", "/api/staff/sign-in/passkey/options");
    expect((await call(server, other, "POST", "/api/staff/sign-in/passkey", { response: answer })).statusCode).toBe(422);
    const failed = await server.database.db.selectFrom("staff_members").select("failed_second_factors").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(failed.failed_second_factors)).toBe(1);
  });

  it("resumes a shift session idle 30 minutes with the passkey alone (decision 038)", async () => {
    const authenticator = new SoftwareAuthenticator(origin());
    const { id, browser } = await officerWithPasskey(authenticator);
    clock.advance(45 * 60_000);
    expect((await call(server, browser, "GET", "/api/staff/tracing/cases")).json()).toEqual({
      message: STAFF_MESSAGES.reauthenticate,
      code: "REAUTHENTICATION_REQUIRED",
      error: STAFF_ERRORS.reauthenticate,
    });
    const options = (await call(server, browser, "POST", "/api/staff/sign-in/passkey/options")).json<{ data: RequestOptions }>().data;
    const resumed = await call(server, browser, "POST", "/api/staff/sign-in/passkey", { response: authenticator.get(options) });
    expect(me(resumed)).toMatchObject({ stage: "complete", resuming: false });
    expect((await call(server, browser, "GET", "/api/staff/tracing/cases")).statusCode).toBe(200);
    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "record_type"])
      .where("staff_id", "=", id)
      .orderBy("seq", "desc")
      .limit(2)
      .execute();
    expect(audit).toContainEqual({ action: "staff.session_resumed", record_type: "passkey" });
  });

  it("refuses a passkey made for another site, and passkey sign-in before the e-mail code", async () => {
    const authenticator = new SoftwareAuthenticator("https://phishing.example");
    const admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
    const email = `phished${++count}-${kind}@gov.example`;
    const invited = await invite(server, admin, email, ["customs_officer"]);
    const browser = newBrowser();
    await acceptInvite(server, browser, invited.token, email);
    const options = (await call(server, browser, "POST", "/api/staff/enrolment/passkey/options")).json<{ data: CreationOptions }>().data;
    const refused = await call(server, browser, "POST", "/api/staff/enrolment/passkey", { response: authenticator.create(options) });
    expect(refused.statusCode).toBe(422);
    expect(me(await call(server, browser, "GET", "/api/staff/me"))).toMatchObject({ stage: "enrolment", passkey_count: 0 });

    const signedOut = await call(server, newBrowser(), "POST", "/api/staff/sign-in/passkey/options");
    expect(signedOut.json()).toEqual({ message: STAFF_MESSAGES.signedOut, code: "STAFF_SIGNED_OUT", error: STAFF_ERRORS.signedOut });
  });
});
