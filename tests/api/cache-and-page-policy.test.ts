import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAPER_PAGE_RULES } from "#domain/print-page-rules.ts";
import { createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

/** Decision 023: what browsers and proxies may keep, and what styles a page may use. */
describe.each(DATABASE_KINDS)("caching and page policy on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  it("tells nobody to keep API answers that carry a token or personal data, errors included", async () => {
    const account = await createAccount(server.database.db);
    const answers = [
      await server.request({ method: "POST", url: "/api/v1/guest/login", headers: { "content-type": "application/json" }, payload: "{}" }),
      await server.request({ method: "GET", url: "/api/v1/me/profile", headers: { authorization: `Bearer ${account.token}` } }),
      await server.request({ method: "GET", url: "/api/v1/me/profile" }),
      await server.request({ method: "GET", url: "/api/no-such-route" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public answers, the same for everyone, cacheable", async () => {
    for (const url of ["/api/docs", "/api/v1/symptoms", "/api/v1/purpose", "/api/v1/settings", "/api/v1/addresses?level=region"]) {
      const answer = await server.request({ method: "GET", url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBeUndefined();
    }
  });

  it("allows no inline style on a page but the printable page's own @page rules", async () => {
    const answer = await server.request({ method: "GET", url: "/print/qr/some-branch/Cafe/a4" });
    const styleSource = /(?:^|;\s*)style-src ([^;]*)/.exec(String(answer.headers["content-security-policy"]))?.[1]?.split(" ");
    const hashes = Object.values(PAPER_PAGE_RULES).map((css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    expect(styleSource).toEqual(["'self'", ...hashes]);
  });
});
