import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import type { UploadAnswer } from "#domain/uploads.ts";
import { type TestAccount, callApi, createAccount, unknownToken } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const NOT_AN_IMAGE = "Only PNG, JPG or GIF images can be uploaded.";

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** A JPEG as a phone takes it: camera make and the place it was taken in its EXIF. */
function jpegWithGps(): Promise<Buffer> {
  return solid(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "15/1 11/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "145/1 45/1 0/1" },
    })
    .toBuffer();
}

/** A real PNG whose header announces 20000 × 20000 pixels: 1.6 GB once decoded. */
async function pngClaiming20000Squared(): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe.each(DATABASE_KINDS)("uploads API on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "uploads-test-"));
    server = await startApiServer(kind, { config: { uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  function upload(account: TestAccount | undefined, bytes: Uint8Array, options: { contentType?: string; name?: string } = {}) {
    const headers: Record<string, string> = {};
    if (account) headers.authorization = `Bearer ${account.token}`;
    if (options.contentType) headers["content-type"] = options.contentType;
    const query = options.name === undefined ? "" : `?${new URLSearchParams({ name: options.name })}`;
    return fetch(`${server.url}/api/v1/uploads${query}`, { method: "POST", headers, body: new Uint8Array(bytes) });
  }

  async function uploaded(account: TestAccount, bytes: Uint8Array, options: { contentType?: string; name?: string } = {}) {
    const response = await upload(account, bytes, options);
    expect(response.status).toBe(200);
    return ((await response.json()) as UploadAnswer).data;
  }

  const download = (account: TestAccount | undefined, url: string) =>
    fetch(server.url + url, { headers: account ? { authorization: `Bearer ${account.token}` } : {} });

  const storedFiles = () => readdirSync(uploadDir).length;
  const uploadRows = async () => (await server.database.db.selectFrom("uploads").select("id").execute()).length;

  it.each([
    ["PNG", "image/png", "png", () => solid(40, 30).png().toBuffer()],
    ["JPEG", "image/jpeg", "jpg", () => solid(40, 30).jpeg().toBuffer()],
    ["GIF", "image/gif", "gif", () => solid(40, 30).gif().toBuffer()],
  ])("stores a %s and serves it back to its owner only", async (_format, contentType, extension, make) => {
    const account = await createAccount(server.database.db);
    const answer = await uploaded(account, await make(), { contentType, name: "My Card.image" });
    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/v1/uploads/${answer.id}`,
      name: `My Card.${extension}`,
      value: `My Card.${extension}::/api/v1/uploads/${answer.id}`,
    });
    const served = await download(account, answer.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format === "jpeg" ? "jpg" : metadata.format, metadata.width, metadata.height]).toEqual([extension, 40, 30]);

    const stranger = await createAccount(server.database.db);
    const refused = await download(stranger, answer.url);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
  });

  it("strips the EXIF and GPS data of a photo", async () => {
    const account = await createAccount(server.database.db);
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await uploaded(account, photo, { contentType: "image/jpeg", name: "holiday.jpg" });
    const stored = Buffer.from(await (await download(account, answer.url)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes("TestPhone")).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });

  it("goes by the file's content, not its name or Content-Type", async () => {
    const account = await createAccount(server.database.db);
    const answer = await uploaded(account, await solid(10, 10).png().toBuffer(), { contentType: "image/jpeg", name: "photo.jpg" });
    expect(answer.name).toBe("photo.png");
    expect((await download(account, answer.url)).headers.get("content-type")).toBe("image/png");
    const untyped = await uploaded(account, await solid(10, 10).gif().toBuffer());
    expect(untyped.name).toBe("image.gif");
  });

  it("keeps only the readable part of the file name", async () => {
    const account = await createAccount(server.database.db);
    const answer = await uploaded(account, await solid(10, 10).png().toBuffer(), { contentType: "image/png", name: "../../etc/pass::wd.png" });
    expect(answer.name).toBe("etcpasswd.png");
    expect(answer.value).toBe(`etcpasswd.png::${answer.url}`);
  });

  it("accepts a file of exactly 2,097,152 bytes", async () => {
    const account = await createAccount(server.database.db);
    const jpeg = await solid(20, 20).jpeg().toBuffer();
    // Bytes after a JPEG's end marker are ignored by decoders: padding makes the size exact.
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES - jpeg.length)]);
    expect(padded.length).toBe(MAX_UPLOAD_BYTES);
    await uploaded(account, padded, { contentType: "image/jpeg" });
  });

  describe("refuses, storing nothing", () => {
    it.each([
      ["a PDF renamed to .png", () => PDF, "image/png", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["a PDF sent as a PDF", () => PDF, "application/pdf", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["a text file", () => Buffer.from("hello, this is not a picture"), "text/plain", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["JSON", () => Buffer.from(JSON.stringify({ image: "data" })), "application/json", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/png", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["a WebP", () => solid(10, 10).webp().toBuffer(), "image/png", 422, NOT_AN_IMAGE, "NOT_AN_IMAGE"],
      ["an empty body", () => Buffer.alloc(0), "image/png", 422, "Choose an image to upload.", "UPLOAD_EMPTY"],
      [
        "a cut-off PNG",
        async () => (await solid(50, 50).png().toBuffer()).subarray(0, 60),
        "image/png",
        422,
        "The image could not be read. It may be damaged or incomplete.",
        "IMAGE_DAMAGED",
      ],
      [
        "a 20000 × 20000 PNG",
        pngClaiming20000Squared,
        "image/png",
        422,
        "The image has too many pixels. Use a picture of at most 16 megapixels.",
        "TOO_MANY_PIXELS",
      ],
      [
        "a file one byte over 2,097,152 bytes",
        async () => Buffer.concat([await solid(20, 20).jpeg().toBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES)]).subarray(0, MAX_UPLOAD_BYTES + 1),
        "image/jpeg",
        413,
        "File size is too large",
        undefined,
      ],
    ])("%s", async (_case, make, contentType, status, message, reason) => {
      const account = await createAccount(server.database.db);
      const [files, rows] = [storedFiles(), await uploadRows()];
      const response = await upload(account, await make(), { contentType, name: "upload.png" });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(
        status === 422 ? { message, code: "VALIDATION_FAILED", errors: { file: [message] }, details: { file: reason } } : { message, code: "UPLOAD_TOO_LARGE" },
      );
      expect([storedFiles(), await uploadRows()]).toEqual([files, rows]);
    });
  });

  it("saves an upload as the profile photo", async () => {
    const account = await createAccount(server.database.db);
    const answer = await uploaded(account, await solid(10, 10).png().toBuffer(), { contentType: "image/png", name: "me.png" });
    const saved = await callApi(server, "POST", "/api/v2/me/logbook", {
      token: account.token,
      body: { name: "Lee", last_name: "Kim", gender: "MALE", birth_date: "1980-02-03", photo_url: answer.value },
    });
    expect(saved.statusCode).toBe(200);
    const profile = (await callApi(server, "GET", "/api/v1/me/profile", { token: account.token })).json<ProfileAnswer>();
    expect(profile.data.attributes.photo_url).toBe(answer.value);
  });

  it("answers 401 without a token and 403 token_invalid with an unknown one, upload or download", async () => {
    const account = await createAccount(server.database.db);
    const answer = await uploaded(account, await solid(10, 10).png().toBuffer(), { contentType: "image/png" });
    const png = await solid(10, 10).png().toBuffer();
    const anonymous = [await upload(undefined, png, { contentType: "image/png" }), await download(undefined, answer.url)];
    for (const response of anonymous) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" });
    }
    const stranger = { id: "", email: null, token: unknownToken() };
    for (const response of [await upload(stranger, png, { contentType: "image/png" }), await download(stranger, answer.url)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
    }
  });

  it("answers 404 for an id that names no upload", async () => {
    const account = await createAccount(server.database.db);
    for (const url of ["/api/v1/uploads/00000000-0000-4000-8000-000000000000", "/api/v1/uploads/not-an-id", "/api/v1/uploads/..%2F..%2Fapp.sqlite"]) {
      const response = await download(account, url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    }
  });
});
