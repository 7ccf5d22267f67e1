import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { SiteInfo } from "#domain/site-info.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { productionSettings } from "../support/production-settings.ts";

const HOTLINES: SiteInfo["hotlines"] = [
  { kind: "emergency", name: "Police", number: "911" },
  { kind: "other", name: "Health hotline", number: "+1 670 234 8950" },
];

describe("the public site's run-time settings (decision 030)", () => {
  it("reads the landing address, support mailbox and hotlines from the environment", () => {
    const config = loadConfig({ SITE_LANDING_URL: "https://visit.example.gov", SUPPORT_EMAIL: "help@example.gov", SITE_HOTLINES: JSON.stringify(HOTLINES) });
    expect(config.site).toEqual({ landing_url: "https://visit.example.gov", support_email: "help@example.gov", hotlines: HOTLINES });
  });

  it("starts development with the landing page /help and example hotlines", () => {
    const { site } = loadConfig({});
    expect(site.landing_url).toBe("/help");
    expect(site.hotlines.some((line) => line.kind === "emergency")).toBe(true);
  });

  it("refuses hotlines that are not a list of {kind, name, number}", () => {
    expect(() => loadConfig({ SITE_HOTLINES: "[{" })).toThrow("SITE_HOTLINES must be valid JSON");
    expect(() => loadConfig({ SITE_HOTLINES: JSON.stringify([{ kind: "fire", name: "Fire", number: "911" }]) })).toThrow(/SITE_HOTLINES is not valid: 0\.kind/);
    expect(() => loadConfig({ SITE_HOTLINES: JSON.stringify([{ kind: "other", name: "Health", number: "call us" }]) })).toThrow(/0\.number/);
  });

  it("refuses to start production without its support mailbox, hotlines and VAPID keys", () => {
    const production = productionSettings();
    expect(() => loadConfig({ ...production, SUPPORT_EMAIL: "" })).toThrow("SUPPORT_EMAIL must be set in production");
    expect(() => loadConfig({ ...production, SITE_HOTLINES: "" })).toThrow("SITE_HOTLINES must be set in production");
    expect(() => loadConfig({ ...production, HEALTH_HOTLINE: "" })).toThrow("HEALTH_HOTLINE must be set in production");
    expect(() => loadConfig({ ...production, HEALTH_HOTLINE: "call the office" })).toThrow(/HEALTH_HOTLINE must be a number as dialled/);
    expect(loadConfig(production).healthHotline).toBe("+1 670 664 4000");
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "" })).toThrow(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production",
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY })).toThrow("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
    expect(() => loadConfig({ PUSH_TRUSTED_ORIGINS: "http://127.0.0.1:9000", ...production })).toThrow("PUSH_TRUSTED_ORIGINS must not be set in production");
  });

  describe("GET /api/v2/site-info", () => {
    let server: ApiServer;
    beforeAll(async () => {
      server = await startApiServer("sqlite", {
        config: { site: { landing_url: "https://visit.example.gov", support_email: "help@example.gov", hotlines: HOTLINES } },
      });
    });
    afterAll(() => server.close());

    it("answers what this deployment set, without signing in", async () => {
      const response = await server.request({ method: "GET", url: "/api/v2/site-info" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ landing_url: "https://visit.example.gov", support_email: "help@example.gov", hotlines: HOTLINES });
    });
  });
});
