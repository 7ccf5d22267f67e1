import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createBranch } from "../api/logbook-support.ts";
import { phoneForEachTest } from "./support/phone-session.ts";

describe("the guest check-in page's first load (decision 031)", () => {
  const session = phoneForEachTest();

  it("asks the server for the QR once, as the HTML arrives, and shows the venue from that answer", async () => {
    const { page, server } = session;
    const branch = await createBranch(server.database.db, { name: "Garapan Seaside Cafe", branch: "Beach Road" });
    const lookUps: { url: string; type: string }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/scan_qr?")) lookUps.push({ url: request.url(), type: request.resourceType() });
    });
    await page.goto(`/g/logbook/${branch.id}`);
    await expect.poll(() => page.getByRole("heading", { name: "Garapan Seaside Cafe" }).isVisible()).toBe(true);
    // One request, the HTML's preload (Chromium types it "other"), which the app's own look-up used
    // instead of asking again: the app's fetch would be a second request, of type "fetch".
    expect(lookUps).toEqual([{ url: `${server.url}/api/v1/scan_qr?uuid=${branch.id}`, type: "other" }]);
  });

  it("gets every script but the smallest brotli-compressed", async () => {
    const { page } = session;
    const scripts: Response[] = [];
    const noteScript = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    };
    page.on("response", noteScript);
    await page.goto("/app", { waitUntil: "networkidle" });
    // Bodies are read once the page has settled, and no later script is noted: none is read after the page closes.
    page.off("response", noteScript);
    const loaded = await Promise.all(
      scripts.map(async (response) => ({ encoding: response.headers()["content-encoding"] ?? "none", bytes: (await response.body()).length })),
    );
    expect(loaded.filter((script) => script.bytes >= 1024).length).toBeGreaterThan(2);
    // vite.config.ts leaves files under 1 KB as they are.
    expect(loaded.filter((script) => script.bytes >= 1024 && script.encoding !== "br")).toEqual([]);
  });
});
