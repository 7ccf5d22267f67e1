import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch } from "./logbook-support.ts";

const SCRIPT = `console.log(${JSON.stringify("guest page ".repeat(200))});`;
const INDEX = "<!doctype html><html><head><title>Travel</title></head><body><div id=root></div></body></html>";

/** A built web app as vite.config.ts writes it: text files with their brotli and gzip copies. */
function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "web-app-serving-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  writeFileSync(path.join(dir, "assets/page-abc.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets/page-abc.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/page-abc.js.gz"), gzipSync(SCRIPT));
  return dir;
}

describe.each(DATABASE_KINDS)("serving the built web app (%s)", (kind) => {
  const staticDir = writeBuild();
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { config: { staticDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("sends a script brotli- or gzip-compressed to a browser that accepts it, and as it is otherwise", async () => {
    for (const [accepted, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await fetch(`${server.url}/assets/page-abc.js`, { headers: { "accept-encoding": accepted } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(await response.text()).toBe(SCRIPT);
    }
    const plain = await server.request({ method: "GET", url: "/assets/page-abc.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("has the guest check-in page's HTML start its QR look-up and logo at once", async () => {
    const branch = await createBranch(server.database.db, { logo: "/api/v1/logos/cafe.png?v=1&size=96" });
    const page = await server.request({ method: "GET", url: `/g/logbook/${branch.id.toUpperCase()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/scan_qr?uuid=${branch.id}">`);
    expect(page.body).toContain(`<link rel="preload" as="image" href="/api/v1/logos/cafe.png?v=1&amp;size=96">`);
    expect(page.body).toContain("<div id=root></div>");
  });

  it("paints the guest page's first screen in its HTML, in the language of the device's cookie, the venue's words as text (decision 061)", async () => {
    const branch = await createBranch(server.database.db, { name: "Joe's <Grill> & Bar", branch: "Garapan" });
    const english = await server.request({ method: "GET", url: `/g/logbook/${branch.id}` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toMatch(/<div id="door-shell">.*<h2 class="establishment-name">Joe&#39;s &lt;Grill&gt; &amp; Bar<\/h2>.*<\/div><div id=root><\/div>/s);
    expect(english.body).toContain('<button type="button" disabled class="button primary">Continue as Guest</button>');
    expect(english.headers.vary).toContain("cookie");
    const korean = await server.request({ method: "GET", url: `/g/logbook/${branch.id}`, headers: { cookie: "theme=dark; lang=ko" } });
    expect(korean.body).toContain('<html lang="ko">');
    expect(korean.body).toContain("게스트로 계속");
    const unknownLanguage = await server.request({ method: "GET", url: `/g/logbook/${branch.id}`, headers: { cookie: "lang=xx" } });
    expect(unknownLanguage.body).toContain("Continue as Guest");
  });

  it("sends other pages, and a QR nobody has, the app as built", async () => {
    for (const url of ["/app", "/g/logbook/00000000-0000-4000-8000-000000000000", "/g/logbook/not-a-qr"]) {
      const page = await server.request({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.body.includes('as="image"')).toBe(false);
      expect(page.body.includes("door-shell")).toBe(false);
    }
    const unknown = await server.request({ method: "GET", url: "/g/logbook/00000000-0000-4000-8000-000000000000" });
    expect(unknown.body).toContain('href="/api/v1/scan_qr?uuid=00000000-0000-4000-8000-000000000000"');
    expect((await server.request({ method: "GET", url: "/app" })).body).toBe(INDEX);
  });

  it("answers the app's pages, its public pages and the staff console with 200", async () => {
    for (const url of [
      "/",
      "/app/trips/12/customs",
      "/digital-logbook/scan",
      "/digital-logbook/unknown/deeper",
      "/faqs",
      "/privacy-statement?lang=ja",
      "/console/tracing",
    ]) {
      const page = await server.request({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX);
    }
  });

  it("answers an address the app has no page at with its HTML, which shows the not-found page, and 404", async () => {
    for (const url of ["/no-such-page", "/app/profile/extra", "/g/logbook", "/faqs/more?x=1"]) {
      const page = await server.request({ method: "GET", url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(INDEX);
    }
  });
});
