import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadAnswer } from "#domain/uploads.ts";
import { s3Storage } from "../../server/uploads/s3-storage.ts";
import { createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";

const key = () => `${randomUUID()}.png`;

describe("S3-compatible upload store", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it("puts, gets and removes an object; a missing one is undefined and removing it again is no error", async () => {
    const storage = s3Storage(s3.settings);
    const bytes = Buffer.from([1, 2, 3, 250, 0, 7]);
    const name = key();
    await storage.put(name, bytes);
    expect(await storage.get(name)).toEqual(bytes);
    await storage.remove(name);
    expect(await storage.get(name)).toBeUndefined();
    await storage.remove(name);
  });

  it("keeps kinds apart by prefix", async () => {
    const name = key();
    await s3Storage(s3.settings, "logos/").put(name, Buffer.from("logo"));
    expect(await s3Storage(s3.settings).get(name)).toBeUndefined();
    expect(await s3Storage(s3.settings, "logos/").get(name)).toEqual(Buffer.from("logo"));
  });

  it("signs its requests: a wrong secret is refused by the store", async () => {
    const storage = s3Storage({ ...s3.settings, secretAccessKey: "not-the-secret" });
    await expect(storage.put(key(), Buffer.from("x"))).rejects.toThrow("S3 PUT answered 403");
  });

  it("never sends a key that could name another object", async () => {
    const storage = s3Storage(s3.settings);
    await expect(storage.get("../other-bucket/secret.png")).rejects.toThrow("Invalid storage key");
  });
});

describe("uploads API with the S3-compatible store", () => {
  let s3: S3Server;
  let server: ApiServer;
  let uploadDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    uploadDir = mkdtempSync(path.join(tmpdir(), "uploads-s3-test-"));
    server = await startApiServer("sqlite", { config: { uploadS3: s3.settings, uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it("stores an upload in the bucket and serves it back to its owner only", async () => {
    const account = await createAccount(server.database.db);
    const png = await sharp({ create: { width: 12, height: 9, channels: 3, background: "#1e78c8" } })
      .png()
      .toBuffer();
    const response = await fetch(`${server.url}/api/v1/uploads?name=card.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.token}`, "content-type": "image/png" },
      body: new Uint8Array(png),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as UploadAnswer;

    const row = await server.database.db.selectFrom("uploads").select("storage_key").where("id", "=", data.id).executeTakeFirstOrThrow();
    const stored = await s3Storage(s3.settings).get(row.storage_key);
    expect(stored && (await sharp(stored).metadata()).width).toBe(12);
    expect(readdirSync(uploadDir)).toEqual([]);

    const served = await fetch(server.url + data.url, { headers: { authorization: `Bearer ${account.token}` } });
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
    const stranger = await createAccount(server.database.db);
    expect((await fetch(server.url + data.url, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  });
});
