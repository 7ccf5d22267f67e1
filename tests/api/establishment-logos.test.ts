import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { registerConfirmed } from "../support/establishment-portal.ts";
import { newClientAddress } from "../support/sign-in.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

interface Branch {
  id: string;
  attributes: { name: string; logo: string };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

/** A JPEG as a phone takes it: camera make and the place it was taken in its EXIF. */
const jpegWithGps = () =>
  solid(2000, 1000)
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "15/1 11/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "145/1 45/1 0/1" },
    })
    .toBuffer();

describe.each(DATABASE_KINDS)("establishment logos API on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "logos-test-"));
    server = await startApiServer(kind, { config: { uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const storedLogos = () => {
    try {
      return readdirSync(path.join(uploadDir, "logos")).length;
    } catch {
      return 0;
    }
  };

  async function register(): Promise<string> {
    const body = { email: `owner-${randomUUID()}@example.com`, organisation_name: "Tinian Foods", password: "correct horse battery" };
    return (await registerConfirmed(server, body)).token;
  }

  async function addBranch(token: string): Promise<Branch> {
    const response = await fetch(`${server.url}/api/v1/establishment/branches`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      body: JSON.stringify({ name: "Tinian Dynasty Deli" }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: Branch }).data;
  }

  const sendLogo = (token: string | undefined, branchId: string, bytes: Uint8Array, contentType = "image/png") =>
    fetch(`${server.url}/api/v1/establishment/branches/${branchId}/logo`, {
      method: "POST",
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": contentType, "x-forwarded-for": newClientAddress() },
      body: new Uint8Array(bytes),
    });

  const removeLogo = (token: string, branchId: string) =>
    fetch(`${server.url}/api/v1/establishment/branches/${branchId}/logo`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": newClientAddress() },
    });

  it("takes a logo, re-encodes it without metadata at most 1024 pixels wide, and serves it to anyone from our origin", async () => {
    const token = await register();
    const branch = await addBranch(token);
    const response = await sendLogo(token, branch.id, await jpegWithGps(), "application/octet-stream");
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { message: string; data: Branch };
    expect(saved.message).toBe("Logo saved.");
    expect(saved.data.id).toBe(branch.id);
    expect(saved.data.attributes.logo).toMatch(/^\/api\/v1\/logos\/[0-9a-f-]{36}\.jpg$/);

    // Anyone, signed in or not: the logo is on the printed QR and the check-in pages.
    const served = await fetch(server.url + saved.data.attributes.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("public");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1024, height: 512 });
    expect(metadata.exif).toBeUndefined();

    // The guest check-in page reads it with the place.
    const lookUp = await fetch(`${server.url}/api/v1/scan_qr?uuid=${branch.id}`);
    expect(((await lookUp.json()) as { data: { attributes: { logo: string } } }).data.attributes.logo).toBe(saved.data.attributes.logo);

    // A new logo replaces the old one, whose file goes.
    const replaced = (await (await sendLogo(token, branch.id, await solid(40, 40).png().toBuffer())).json()) as { data: Branch };
    expect(replaced.data.attributes.logo).toMatch(/\.png$/);
    expect((await fetch(server.url + saved.data.attributes.logo)).status).toBe(404);
    expect(storedLogos()).toBe(1);

    // Saving the branch's other details keeps the logo; a logo address in the body is not taken.
    const put = await fetch(`${server.url}/api/v1/establishment/branches/${branch.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      body: JSON.stringify({ name: "Dynasty Deli", logo: "https://tracker.example.com/pixel.png" }),
    });
    expect(((await put.json()) as { data: Branch }).data.attributes).toMatchObject({ name: "Dynasty Deli", logo: replaced.data.attributes.logo });

    const removed = await removeLogo(token, branch.id);
    expect(removed.status).toBe(200);
    expect((await removed.json()) as { message: string; data: Branch }).toMatchObject({ message: "Logo removed.", data: { attributes: { logo: "" } } });
    expect(storedLogos()).toBe(0);
  });

  it.each([
    [
      "a PDF sent as image/png",
      async () => Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
      422,
      "Only PNG, JPG or GIF images can be uploaded.",
    ],
    [
      "an SVG",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      422,
      "Only PNG, JPG or GIF images can be uploaded.",
    ],
    ["a WebP", () => solid(20, 20).webp().toBuffer(), 422, "Only PNG, JPG or GIF images can be uploaded."],
    [
      "a file one byte over 2,097,152 bytes",
      async () => Buffer.concat([await solid(20, 20).png().toBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES)]).subarray(0, MAX_UPLOAD_BYTES + 1),
      413,
      "File size is too large",
    ],
  ] as const)("refuses %s and keeps the branch as it was", async (_name, bytes, status, message) => {
    const token = await register();
    const branch = await addBranch(token);
    const before = storedLogos();
    const response = await sendLogo(token, branch.id, await bytes());
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(storedLogos()).toBe(before);
  });

  it("answers another account's branch, an unknown one and a missing session like no branch, before reading the image", async () => {
    const owner = await register();
    const stranger = await register();
    const branch = await addBranch(owner);
    const png = await solid(20, 20).png().toBuffer();
    for (const [token, id] of [
      [stranger, branch.id],
      [owner, randomUUID()],
      [owner, "not-a-uuid"],
    ] as const) {
      const response = await sendLogo(token, id, png);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Branch not found.", code: "BRANCH_NOT_FOUND" });
    }
    expect((await removeLogo(stranger, branch.id)).status).toBe(404);
    expect((await removeLogo(owner, randomUUID())).status).toBe(404);
    expect((await sendLogo(undefined, branch.id, png)).status).toBe(401);
    // Even an oversized body from a stranger is refused as not found, not as too large: it is never read.
    const oversized = await sendLogo(stranger, branch.id, Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(oversized.status).toBe(404);
    expect(storedLogos()).toBe(0);
  });

  it("serves only logos: a traveller's upload key or a made-up path is not found", async () => {
    for (const key of [`${randomUUID()}.png`, "..%2F..%2Fpackage.json", "x.svg"]) {
      expect((await fetch(`${server.url}/api/v1/logos/${key}`)).status).toBe(404);
    }
  });
});
