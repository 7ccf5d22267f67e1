import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";

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
      expect(response.json()).toEqual({ message: "Not Found" });
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
    expect(response.json()).toEqual({ message: expect.stringContaining("not valid JSON") });
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
    expect(missing.json()).toEqual({ message: "The email field is required.", errors: { email: ["The email field is required."] } });
    const mistyped = await send({ email: 42 });
    expect(mistyped.json()).toEqual({ message: "The email field has the wrong type.", errors: { email: ["The email field has the wrong type."] } });
    expect((await send({ email: "not-an-address" })).json()).toEqual({ message: "Invalid Email", errors: { email: ["Invalid Email"] } });
  });

  it("answers a body over the limit with 413 and a message", async () => {
    const response = await server.request({
      method: "POST",
      url: "/api/v1/symptoms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large." });
  });

  it("answers a broken URL encoding with 400 in the error format", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/settings/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["message"]);
  });

  it("hides the details of unexpected failures behind a 500 message", async () => {
    await server.database.db.schema.dropTable("purposes").execute();
    const response = await server.request({ method: "GET", url: "/api/v1/purpose" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error!" });
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
      "/api/v1/addresses",
      "/api/v1/current-trip/qr",
      "/api/v1/current-trip/qr/download",
      "/api/v1/current-trip/qr/send-qr-email",
      "/api/v1/establishment/branches",
      "/api/v1/establishment/branches/{id}",
      "/api/v1/establishment/branches/{id}/logo",
      "/api/v1/establishments/login",
      "/api/v1/establishments/logout",
      "/api/v1/establishments/register",
      "/api/v1/guest/login",
      "/api/v1/guest/profile",
      "/api/v1/login/confirm-otp",
      "/api/v1/login/request-otp",
      "/api/v1/login/request-otp-via-sms",
      "/api/v1/login/verify-email-via-number",
      "/api/v1/logos/{key}",
      "/api/v1/logout",
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
      "/api/v2/login/request-otp-via-email",
      "/api/v2/me/families",
      "/api/v2/me/logbook",
      "/api/v2/me/profile",
      "/dev/outbox",
    ]);
  });
});
