import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createAccount, unknownToken } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { registerConfirmed } from "../support/establishment-portal.ts";
import { callStaffApi, createStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes fetch would refuse to send (a broken request line, a bad Content-Length) and reads the answer until the server closes. */
function rawRequest(server: ApiServer, bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
  });
}

/** A hostile value: long, with markup and a regular expression's look, to be sure it is not repeated. */
const HOSTILE = `<script>alert(1)</script>/^[0-9]{1,3}$/${"x".repeat(5000)}`;

describe("HTTP behaviour shared by every route", () => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer("sqlite");
  });
  afterAll(() => server.close());

  it("answers unknown API paths with JSON 404, never the web app", async () => {
    for (const url of ["/api/v1/nothing-here", "/api", "/api/v9/symptoms?x=1"]) {
      const response = await server.request({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    }
  });

  it("answers a body that is not JSON with 400 and a message", async () => {
    const response = await server.request({
      method: "POST",
      url: "/api/v1/symptoms",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON.", code: "INVALID_JSON" });
  });

  it("answers the HTTP parser's refusals in the error format, before closing the connection", async () => {
    const cases: [string, number][] = [
      ["POST /api/v1/symptoms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}", 400],
      ["POST /api/v1/symptoms HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}", 400],
      ["THIS IS NOT HTTP\r\n\r\n", 400],
      ["GET /api/health HTTP/1.1 extra\r\nHost: x\r\n\r\n", 400],
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [bytes, status] of cases) {
      const answer = await rawRequest(server, bytes);
      expect(answer.status, bytes.slice(0, 60)).toBe(status);
      expect(answer.headers).toContain("content-type: application/json");
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["message", "code"]);
      expect(body.message).toMatch(/^[A-Z][^{}]*\.$/);
      expect(body.code).toBe(status === 431 ? "HEADERS_TOO_LARGE" : "BAD_REQUEST");
    }
  });

  it("answers an empty JSON body in the error format", async () => {
    const empty = await server.request({ method: "POST", url: "/api/v1/guest/login", headers: { "content-type": "application/json" }, payload: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "The request body is empty.", code: "EMPTY_BODY" });
  });

  it("answers an unsupported content type with 415 in the error format", async () => {
    for (const contentType of ["text/xml", "application/x-www-form-urlencoded", "not a type at all"]) {
      const response = await server.request({ method: "POST", url: "/api/v1/guest/login", headers: { "content-type": contentType }, payload: "<a/>" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "Unsupported content type.", code: "UNSUPPORTED_MEDIA_TYPE" });
    }
  });

  it("answers a known API address asked with a method it does not take with 405, Allow and the error format", async () => {
    const response = await server.request({ method: "PATCH", url: "/api/v1/me/profile" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.json()).toEqual({ message: "This address does not take that method.", code: "METHOD_NOT_ALLOWED" });
    const withId = await server.request({ method: "POST", url: "/api/v1/visit-histories/some-id" });
    expect(withId.statusCode).toBe(405);
    expect(withId.headers.allow).toBe("DELETE, GET, HEAD, PUT");
    expect((await server.request({ method: "PATCH", url: "/api/v1/nothing-here" })).statusCode).toBe(404);
  });

  it("never repeats a hostile value or a pattern in a field's message", async () => {
    const guest = await postJson(server, "/api/v1/guest/login", { lang: HOSTILE }, { client: newClientAddress() });
    const { token } = await createAccount(server.database.db);
    const trips = await callApi(server, "GET", `/api/v1/visit-histories?limit=${encodeURIComponent(HOSTILE)}`, { token });
    const record = await postJson(server, "/api/v1/guest/login", { lang: ["x"], [HOSTILE.slice(0, 60)]: 1 }, { client: newClientAddress() });
    for (const answer of [guest, trips, record]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.body).not.toContain("script");
      expect(answer.body).not.toContain("xxxx");
      expect(answer.body).not.toContain("[0-9]");
      expect(answer.body).not.toContain("Expected");
      expect(answer.body).not.toContain("received");
    }
    expect(guest.json()).toEqual({
      message: "The lang field is not one of the accepted values.",
      code: "VALIDATION_FAILED",
      errors: { lang: ["The lang field is not one of the accepted values."] },
    });
    expect(trips.json()).toEqual({ message: "The limit field is not valid.", code: "VALIDATION_FAILED", errors: { limit: ["The limit field is not valid."] } });
  });

  it("names a missing or mistyped field in words a person can read, in the 422 format", async () => {
    const send = (payload: unknown) =>
      server.request({
        method: "POST",
        url: "/api/v2/login/request-otp-via-email",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    const missing = await send({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: "The email field is required.", code: "VALIDATION_FAILED", errors: { email: ["The email field is required."] } });
    const mistyped = await send({ email: 42 });
    expect(mistyped.json()).toEqual({
      message: "The email field has the wrong type.",
      code: "VALIDATION_FAILED",
      errors: { email: ["The email field has the wrong type."] },
    });
    expect((await send({ email: "not-an-address" })).json()).toEqual({
      message: "Invalid Email",
      code: "VALIDATION_FAILED",
      errors: { email: ["Invalid Email"] },
    });
  });

  it("answers a body over the limit with 413 and a message", async () => {
    const response = await server.request({
      method: "POST",
      url: "/api/v1/symptoms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large.", code: "BODY_TOO_LARGE" });
  });

  it("answers a broken URL encoding without repeating the address", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/settings/%E0%A4%A<b>" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request could not be read.", code: "BAD_REQUEST" });
  });

  it("answers a broken URL encoding with 400 in the error format", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/settings/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["message", "code"]);
  });

  it("hides the details of unexpected failures behind a 500 message", async () => {
    await server.database.db.schema.dropTable("purposes").execute();
    const response = await server.request({ method: "GET", url: "/api/v1/purpose" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error!", code: "INTERNAL_ERROR" });
  });

  it("sends a page's security headers with the web app's pages", async () => {
    const response = await server.request({ method: "GET", url: "/g/logbook/some-branch" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["permissions-policy"]).toBe("camera=(self), geolocation=(), microphone=()");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  it("sends the API's security headers with every JSON answer, errors too, and nothing a page needs", async () => {
    for (const url of ["/api/health", "/api/no-such-route", "/api/v1/scan_qr?uuid=not-a-uuid"]) {
      const response = await server.request({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["permissions-policy"]).toBeUndefined();
    }
  });

  it("lets the social sign-in popup page keep its opener", async () => {
    const response = await server.request({ method: "GET", url: "/oauth?code=x" });
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  });

  it("documents every route in the OpenAPI document", async () => {
    const document = (await server.request({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/health",
      "/api/staff/audit",
      "/api/staff/audit.csv",
      "/api/staff/audit/verification",
      "/api/staff/audit/who-saw",
      "/api/staff/contact-messages",
      "/api/staff/customs/arrivals",
      "/api/staff/customs/arrivals/travellers",
      "/api/staff/customs/lookup",
      "/api/staff/customs/shift",
      "/api/staff/customs/trips/{id}",
      "/api/staff/customs/trips/{id}/amendment",
      "/api/staff/customs/trips/{id}/decision",
      "/api/staff/customs/trips/{id}/photo",
      "/api/staff/enrolment/passkey",
      "/api/staff/enrolment/passkey/options",
      "/api/staff/enrolment/totp",
      "/api/staff/enrolment/totp/confirm",
      "/api/staff/establishments",
      "/api/staff/establishments/{id}/disable",
      "/api/staff/establishments/{id}/enable",
      "/api/staff/invites/{token}",
      "/api/staff/invites/{token}/accept",
      "/api/staff/invites/{token}/code",
      "/api/staff/me",
      "/api/staff/members",
      "/api/staff/members/{id}/invite",
      "/api/staff/members/{id}/roles",
      "/api/staff/members/{id}/status",
      "/api/staff/reference-data/purposes",
      "/api/staff/reference-data/purposes/order",
      "/api/staff/reference-data/purposes/{id}",
      "/api/staff/reference-data/symptoms",
      "/api/staff/reference-data/symptoms/order",
      "/api/staff/reference-data/symptoms/{id}",
      "/api/staff/security/recovery-codes",
      "/api/staff/settings",
      "/api/staff/settings/pandemic_mode/consequence",
      "/api/staff/settings/{code}",
      "/api/staff/settings/{code}/history",
      "/api/staff/sign-in/code",
      "/api/staff/sign-in/passkey",
      "/api/staff/sign-in/passkey/options",
      "/api/staff/sign-in/recovery-code",
      "/api/staff/sign-in/totp",
      "/api/staff/sign-in/verify",
      "/api/staff/sign-out",
      "/api/staff/tourism/arrivals",
      "/api/staff/tourism/arrivals.csv",
      "/api/staff/tourism/cross-tab",
      "/api/staff/tourism/cross-tab.csv",
      "/api/staff/tourism/cross-tab.xlsx",
      "/api/staff/tracing/cases",
      "/api/staff/tracing/cases/{id}",
      "/api/staff/tracing/cases/{id}/contacts",
      "/api/staff/tracing/cases/{id}/contacts.csv",
      "/api/staff/tracing/cases/{id}/contacts.fhir.json",
      "/api/staff/tracing/cases/{id}/contacts.xlsx",
      "/api/staff/tracing/cases/{id}/contacts/compute",
      "/api/staff/tracing/cases/{id}/contacts/follow-up",
      "/api/staff/tracing/cases/{id}/contacts/freeze",
      "/api/staff/tracing/cases/{id}/contacts/review",
      "/api/staff/tracing/cases/{id}/contacts/{contactId}/case",
      "/api/staff/tracing/cases/{id}/contacts/{contactId}/follow-up",
      "/api/staff/tracing/cases/{id}/contacts/{contactId}/review",
      "/api/staff/tracing/cases/{id}/graph",
      "/api/staff/tracing/cases/{id}/notify",
      "/api/staff/tracing/clusters",
      "/api/staff/tracing/clusters/{id}",
      "/api/staff/tracing/clusters/{id}/contacts",
      "/api/staff/tracing/clusters/{id}/dismiss",
      "/api/staff/tracing/epi-curve",
      "/api/staff/tracing/flags",
      "/api/staff/tracing/flags/{id}/review",
      "/api/staff/tracing/people/search",
      "/api/staff/tracing/templates",
      "/api/v1/addresses",
      "/api/v1/current-trip/qr",
      "/api/v1/current-trip/qr/download",
      "/api/v1/current-trip/qr/send-qr-email",
      "/api/v1/diary/{token}",
      "/api/v1/diary/{token}/today",
      "/api/v1/establishment/branches",
      "/api/v1/establishment/branches/{id}",
      "/api/v1/establishment/branches/{id}/logo",
      "/api/v1/establishments/confirm",
      "/api/v1/establishments/confirmation",
      "/api/v1/establishments/login",
      "/api/v1/establishments/logout",
      "/api/v1/establishments/password-reset",
      "/api/v1/establishments/password-reset/confirm",
      "/api/v1/establishments/register",
      "/api/v1/guest/login",
      "/api/v1/guest/profile",
      "/api/v1/login/confirm-otp",
      "/api/v1/login/request-otp",
      "/api/v1/login/request-otp-via-sms",
      "/api/v1/login/verify-email-via-number",
      "/api/v1/logos/{key}",
      "/api/v1/logout",
      "/api/v1/me/data-access",
      "/api/v1/me/exposures",
      "/api/v1/me/health-data",
      "/api/v1/me/logbook-qr",
      "/api/v1/me/profile",
      "/api/v1/me/profile/scan_qr",
      "/api/v1/me/profile/scan_qr/confirm",
      "/api/v1/me/profile/scan_qr/front-liner",
      "/api/v1/me/symptoms",
      "/api/v1/me/test-results",
      "/api/v1/me/test-results/{id}",
      "/api/v1/me/vaccinations",
      "/api/v1/me/vaccinations/{id}",
      "/api/v1/me/visits",
      "/api/v1/me/visits/{id}/check-out",
      "/api/v1/oauth/exchange",
      "/api/v1/oauth/providers",
      "/api/v1/oauth/{provider}/callback",
      "/api/v1/oauth/{provider}/start",
      "/api/v1/purpose",
      "/api/v1/registrant-set-fcm-token",
      "/api/v1/scan_qr",
      "/api/v1/scan_qr/check-out",
      "/api/v1/scan_qr/confirm",
      "/api/v1/settings",
      "/api/v1/settings/{code}",
      "/api/v1/symptoms",
      "/api/v1/uploads",
      "/api/v1/uploads/from-url",
      "/api/v1/uploads/{id}",
      "/api/v1/visit-histories",
      "/api/v1/visit-histories/{id}",
      "/api/v1/visit-histories/{id}/attestation",
      "/api/v1/visit-histories/{id}/customs",
      "/api/v1/visit-histories/{id}/health-declaration",
      "/api/v1/visit-histories/{id}/survey",
      "/api/v2/contact-messages",
      "/api/v2/login/request-otp-via-email",
      "/api/v2/me/families",
      "/api/v2/me/logbook",
      "/api/v2/me/notifications",
      "/api/v2/me/notifications/{id}/read",
      "/api/v2/me/profile",
      "/api/v2/me/push-subscriptions",
      "/api/v2/push/public-key",
      "/api/v2/site-info",
      "/dev/outbox",
    ]);
  });
});

describe.each(DATABASE_KINDS)("authentication before validation, and blank names, on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  /** Each with an invalid id, query or body: a caller without a session must learn only that. */
  const TRAVELLER = [
    ["POST", "/api/v2/me/logbook", { name: 42 }],
    ["PUT", "/api/v2/me/families", { families: "none" }],
    ["GET", "/api/v1/visit-histories?limit=abc", undefined],
    ["PUT", "/api/v1/visit-histories/not-an-id", { is_domestic: "maybe" }],
    ["POST", "/api/v1/me/vaccinations", {}],
    ["POST", "/api/v1/uploads/from-url", { url: 42 }],
    ["POST", "/api/v1/me/profile/scan_qr", {}],
  ] as const;
  const ESTABLISHMENT = [
    ["POST", "/api/v1/establishment/branches", { name: 42 }],
    ["PUT", "/api/v1/establishment/branches/not-an-id", {}],
    ["DELETE", "/api/v1/establishment/branches/not-an-id/logo", undefined],
  ] as const;
  const STAFF = [
    ["POST", "/api/staff/members", { email: "not an address" }],
    ["PUT", "/api/staff/members/not-an-id/roles", { roles: "all" }],
    ["POST", "/api/staff/customs/lookup", { qr: 42 }],
    ["POST", "/api/staff/sign-in/totp", { code: "abc" }],
    ["POST", "/api/staff/enrolment/passkey", {}],
  ] as const;

  it("answers 401 to a traveller or establishment route called without a token, whatever the request holds", async () => {
    for (const [method, url, body] of [...TRAVELLER, ...ESTABLISHMENT]) {
      const answer = await callApi(server, method, url, { body });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 401,
        body: { message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" },
      });
    }
  });

  it("answers 403 token_invalid to an unknown token before reading the request", async () => {
    for (const [method, url, body] of [...TRAVELLER, ...ESTABLISHMENT]) {
      const answer = await callApi(server, method, url, { token: unknownToken(), body });
      expect({ url, status: answer.statusCode, error: answer.json<{ error?: string }>().error }).toEqual({ url, status: 403, error: "token_invalid" });
    }
  });

  it("answers 401 staff_signed_out to a staff route called without the staff cookie, whatever the request holds", async () => {
    for (const [method, url, body] of STAFF) {
      const answer = await callStaffApi(server, method, url, { body, headers: { "x-forwarded-for": newClientAddress() } });
      expect({ url, status: answer.statusCode, error: answer.json<{ error?: string }>().error }).toEqual({ url, status: 401, error: "staff_signed_out" });
    }
  });

  it("answers 401 before reading a body that is not even JSON", async () => {
    const answer = await server.request({ method: "POST", url: "/api/v2/me/logbook", headers: { "content-type": "application/json" }, payload: "{not json" });
    expect(answer.statusCode).toBe(401);
  });

  it("still validates the request of a signed-in caller", async () => {
    const { token } = await createAccount(server.database.db);
    const answer = await callApi(server, "PUT", "/api/v2/me/families", { token, body: { families: "none" } });
    expect(answer.statusCode).toBe(422);
  });

  it("refuses names made of spaces wherever a name is required", async () => {
    const { token } = await createAccount(server.database.db);
    const member = { first_name: "   ", middle_name: null, last_name: " \t ", birth_date: "2015-06-30", gender: "MALE" };
    const family = await callApi(server, "PUT", "/api/v2/me/families", { token, body: { families: [member] } });
    expect(family.statusCode).toBe(422);
    expect(family.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      "families.0.first_name": ["The name is required."],
      "families.0.last_name": ["The name is required."],
    });

    const register = await postJson(
      server,
      "/api/v1/establishments/register",
      { email: `blank-${Date.now()}@example.com`, organisation_name: "   ", password: "correct horse battery staple" },
      { client: newClientAddress() },
    );
    expect(register.statusCode).toBe(422);
    expect(register.json<{ errors: Record<string, string[]> }>().errors).toEqual({ organisation_name: ["The name is required."] });
    const portal = await registerConfirmed(server, {
      email: `shop-${Date.now()}@example.com`,
      organisation_name: "Garapan Grill",
      password: "correct horse battery staple",
    });
    const branch = await postJson(server, "/api/v1/establishment/branches", { name: "  " }, { token: portal.token });
    expect(branch.statusCode).toBe(422);
    expect(branch.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ name: ["The name is required."] });

    const admin = await createStaff(server.database.db, ["admin"]);
    const invite = await callStaffApi(server, "POST", "/api/staff/members", {
      staff: admin,
      body: { email: "colleague@gov.example", display_name: "   ", roles: ["admin"] },
    });
    expect(invite.statusCode).toBe(422);
    expect(invite.json<{ errors: Record<string, string[]> }>().errors).toEqual({ display_name: ["Enter the name."] });
  });
});
