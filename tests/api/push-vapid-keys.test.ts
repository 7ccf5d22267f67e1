import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveVapidKeys } from "../../server/notifications/vapid-keys.ts";

describe("VAPID keys", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "vapid-keys-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const sqliteFile = path.join(folder, "data", "app.sqlite");

  it("generates a pair once outside production, kept beside the SQLite file for the owner alone", () => {
    const first = resolveVapidKeys({ vapidPublicKey: undefined, vapidPrivateKey: undefined, sqliteFile });
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resolveVapidKeys({ vapidPublicKey: undefined, vapidPrivateKey: undefined, sqliteFile })).toEqual(first);
    expect(statSync(path.join(folder, "data", "vapid-keys.json")).mode & 0o777).toBe(0o600);
  });

  it("uses the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set", () => {
    expect(resolveVapidKeys({ vapidPublicKey: "configured-public", vapidPrivateKey: "configured-private", sqliteFile })).toEqual({
      publicKey: "configured-public",
      privateKey: "configured-private",
    });
  });
});
