import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "#domain/uploads.ts";
import { UPLOAD_LIMITS } from "../../server/uploads/upload-limits.ts";
import { type TestAccount, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createTestClock } from "../support/test-clock.ts";

const MINUTE_MS = 60_000;

/** A flat 16-bit picture: PNG squeezes it to a few hundred kilobytes, decoding gives back every pixel. */
const flat16Bit = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** What the issue measured: 7071 × 7071 at 16 bits a channel, 300 MB and seconds of CPU once decoded. */
let bomb: Buffer;
/** Just within the pixel bound (16,775,000 of 16,777,216) and shrunk to 4096 px: most of a second to decode, so it waits its turn. */
let largePicture: Buffer;

beforeAll(async () => {
  [bomb, largePicture] = await Promise.all([flat16Bit(7071, 7071), flat16Bit(5000, 3355)]);
});

describe.each(DATABASE_KINDS)("upload limits on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;
  const clock = createTestClock();

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "uploads-limits-test-"));
    // One image decoded at a time and one waiting, so a handful of concurrent uploads fill the line.
    server = await startApiServer(kind, { config: { uploadDir, uploadDecoding: { concurrency: 1, waiting: 1 } }, clock: clock.now });
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Each test starts with fresh throttle windows. */
  const nextMinute = () => clock.advance(2 * MINUTE_MS);

  const upload = (account: TestAccount, bytes: Uint8Array) =>
    fetch(`${server.url}/api/v1/uploads?name=card.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.token}` },
      body: new Uint8Array(bytes),
    });

  it("refuses a small PNG that decodes to a huge 16-bit picture, with the message on the file, storing nothing", async () => {
    nextMinute();
    expect(bomb.length).toBeLessThan(512 * 1024);
    const account = await createAccount(server.database.db);
    const response = await upload(account, bomb);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: UPLOAD_MESSAGES.tooManyPixels,
      code: "VALIDATION_FAILED",
      errors: { file: [UPLOAD_MESSAGES.tooManyPixels] },
      details: { file: "TOO_MANY_PIXELS" },
    });
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  it("throttles a burst from one account with 429 and Retry-After, and keeps answering other requests meanwhile", async () => {
    nextMinute();
    const account = await createAccount(server.database.db);
    const burst = 16;
    const uploads = Array.from({ length: burst }, () => upload(account, largePicture));
    const health = fetch(`${server.url}/api/health`);
    const first = await Promise.race([health.then(() => "health"), Promise.all(uploads).then(() => "uploads")]);
    expect(first).toBe("health");
    expect((await health).status).toBe(200);

    const answers = await Promise.all(uploads);
    const statuses = answers.map((answer) => answer.status);
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled).toHaveLength(burst - UPLOAD_LIMITS.perAccount.limit);
    for (const answer of throttled) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany, code: "TOO_MANY_UPLOADS" });
    }
    // The admitted ones were decoded in turn or, past the one waiting place, sent back to retry.
    expect(statuses.filter((status) => status !== 429).every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
  });

  it("answers 503 with Retry-After when the decoding line is full, and decodes the others", async () => {
    nextMinute();
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createAccount(server.database.db)));
    const answers = await Promise.all(accounts.map((account) => upload(account, largePicture)));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ message: UPLOAD_MESSAGES.busy, code: "UPLOADS_BUSY" });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length + answers.filter((answer) => answer.status === 200).length).toBe(accounts.length);
  });

  it("counts every account's uploads from one client address together", async () => {
    nextMinute();
    const png = await smallPng();
    const { limit } = UPLOAD_LIMITS.perClientAddress;
    const perAccount = UPLOAD_LIMITS.perAccount.limit;
    const accounts = await Promise.all(Array.from({ length: Math.ceil(limit / perAccount) + 1 }, () => createAccount(server.database.db)));
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      const account = accounts[Math.floor(index / perAccount)];
      if (!account) throw new Error("not enough accounts");
      statuses.push((await upload(account, png)).status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);

    clock.advance(UPLOAD_LIMITS.perClientAddress.windowMs);
    expect((await upload(accounts.at(-1) as TestAccount, png)).status).toBe(200);
  });
});
