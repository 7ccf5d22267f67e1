import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import type { FieldRefusal } from "#domain/field-refusals.ts";
import { UPLOAD_MESSAGES, type UploadAnswer } from "#domain/uploads.ts";
import { ValidationError } from "../../server/http/errors.ts";
import { fetchRemoteImage } from "../../server/uploads/remote-image.ts";
import { type TestAccount, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const CHUNK = Buffer.alloc(64 * 1024);

/** A phone photo with its camera and GPS position in the EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#1e78c8" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "15/1 11/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "145/1 45/1 0/1" },
    })
    .toBuffer();

interface ImageHost {
  origin: string;
  server: Server;
  /** How each answer to /too-large ended: all of it sent, or cut off by the reader. */
  tooLargeEndings: string[];
}

/** A local web server with images and the ways an address can go wrong. */
async function startImageHost(photo: Buffer): Promise<ImageHost> {
  const tooLargeEndings: string[] = [];
  let origin = "";
  const streamTooLarge = (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "image/jpeg" });
    let sent = 0;
    const sendMore = () => {
      while (sent < 3 * MAX_UPLOAD_BYTES) {
        sent += CHUNK.length;
        if (!response.write(sent === CHUNK.length ? Buffer.concat([photo, CHUNK]).subarray(0, CHUNK.length) : CHUNK))
          return void response.once("drain", sendMore);
      }
      response.end();
    };
    response.once("close", () => tooLargeEndings.push(response.writableFinished ? "sent in full" : "cut off"));
    sendMore();
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    switch (url.pathname) {
      case "/images/vaccination%20card.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      case "/notes.pdf":
        return response.writeHead(200, { "content-type": "image/png" }).end("%PDF-1.7\n%%EOF\n");
      case "/too-large":
        return streamTooLarge(response);
      case "/declared-too-large":
        return response.writeHead(200, { "content-type": "image/jpeg", "content-length": String(MAX_UPLOAD_BYTES + 1) }).end();
      case "/missing.jpg":
        return response.writeHead(404).end();
      case "/to-metadata-service":
        return redirect("http://169.254.169.254/latest/meta-data/");
      case "/to-loopback":
        return redirect(`https://127.0.0.1:${url.port}/images/vaccination%20card.jpg`);
      case "/broken-redirect":
        return redirect("https://[not-an-address");
      case "/slow":
        return void setTimeout(() => response.writeHead(200).end(photo), 5_000).unref();
      default: {
        // /hops/N redirects N times before it reaches the photo.
        const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
        if (hops) return redirect(Number(hops[1]) > 1 ? `/hops/${Number(hops[1]) - 1}` : "/images/vaccination%20card.jpg");
        return response.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server, tooLargeEndings };
}

describe.each(DATABASE_KINDS)("uploads from a URL on %s", (kind) => {
  let host: ImageHost;
  let server: ApiServer;
  let uploadDir: string;

  beforeAll(async () => {
    host = await startImageHost(await photoWithGps());
    uploadDir = mkdtempSync(path.join(tmpdir(), "uploads-url-test-"));
    // The local image host is trusted the way a developer's would be: plain http at a loopback address.
    server = await startApiServer(kind, { config: { uploadDir, uploadUrlTrustedOrigins: [host.origin] } });
  });
  afterAll(async () => {
    await server.close();
    host.server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const importFrom = (account: TestAccount | undefined, body: unknown) =>
    fetch(`${server.url}/api/v1/uploads/from-url`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(account ? { authorization: `Bearer ${account.token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function imported(account: TestAccount, body: unknown) {
    const response = await importFrom(account, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as UploadAnswer).data;
  }

  it("fetches the image, stores it re-encoded without its EXIF, named after the address, for its owner only", async () => {
    const account = await createAccount(server.database.db);
    const answer = await imported(account, { url: `${host.origin}/images/vaccination%20card.jpg` });
    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/v1/uploads/${answer.id}`,
      name: "vaccination card.jpg",
      value: `vaccination card.jpg::/api/v1/uploads/${answer.id}`,
    });
    const served = await fetch(server.url + answer.url, { headers: { authorization: `Bearer ${account.token}` } });
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif, bytes.includes("TestPhone")]).toEqual([40, 30, undefined, false]);

    const stranger = await createAccount(server.database.db);
    expect((await fetch(server.url + answer.url, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  });

  it("takes the name given, and follows up to three redirects", async () => {
    const account = await createAccount(server.database.db);
    const answer = await imported(account, { url: `${host.origin}/hops/3`, name: "Second dose.png" });
    expect(answer.name).toBe("Second dose.jpg");
  });

  describe("refuses with a message on the field url, and the reason where no schema saw it, storing nothing", () => {
    const cases: [string, () => string, string, FieldRefusal?][] = [
      [
        "a loopback address",
        () => `https://127.0.0.1:${new URL(host.origin).port}/images/vaccination%20card.jpg`,
        UPLOAD_MESSAGES.urlNotAllowed,
        "URL_NOT_ALLOWED",
      ],
      [
        "a name that resolves to a loopback address",
        () => `https://localhost:${new URL(host.origin).port}/images/vaccination%20card.jpg`,
        UPLOAD_MESSAGES.urlNotAllowed,
        "URL_NOT_ALLOWED",
      ],
      ["a private address", () => "https://10.1.2.3/card.jpg", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["the cloud metadata address", () => "https://169.254.169.254/latest/meta-data/", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["an IPv4 address written as a number", () => "https://2130706433/card.jpg", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["an IPv4-mapped IPv6 loopback address", () => "https://[::ffff:127.0.0.1]/card.jpg", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["an IPv6 unique local address", () => "https://[fd00::1]/card.jpg", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["plain http to an address not trusted for it", () => "http://example.org/card.jpg", UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["a redirect to the metadata service", () => `${host.origin}/to-metadata-service`, UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["a redirect to a loopback address", () => `${host.origin}/to-loopback`, UPLOAD_MESSAGES.urlNotAllowed, "URL_NOT_ALLOWED"],
      ["a fourth redirect", () => `${host.origin}/hops/4`, UPLOAD_MESSAGES.urlUnreachable, "URL_UNREACHABLE"],
      ["a redirect to something that is no address", () => `${host.origin}/broken-redirect`, UPLOAD_MESSAGES.urlUnreachable, "URL_UNREACHABLE"],
      ["an address that answers 404", () => `${host.origin}/missing.jpg`, UPLOAD_MESSAGES.urlUnreachable, "URL_UNREACHABLE"],
      ["a name that does not resolve", () => "https://no-such-host.invalid/card.jpg", UPLOAD_MESSAGES.urlUnreachable, "URL_UNREACHABLE"],
      ["a PDF served as a PNG", () => `${host.origin}/notes.pdf`, UPLOAD_MESSAGES.notAnImage, "NOT_AN_IMAGE"],
      ["a body announced over 2,097,152 bytes", () => `${host.origin}/declared-too-large`, UPLOAD_MESSAGES.tooLarge, "IMAGE_TOO_LARGE"],
      ["a file scheme", () => "file:///etc/passwd", UPLOAD_MESSAGES.urlInvalid],
      ["text that is no address", () => "my card.jpg", UPLOAD_MESSAGES.urlInvalid],
    ];
    it.each(cases)("%s", async (_case, url, message, reason) => {
      const account = await createAccount(server.database.db);
      const rows = async () => (await server.database.db.selectFrom("uploads").select("id").execute()).length;
      const [files, before] = [readdirSync(uploadDir).length, await rows()];
      const response = await importFrom(account, { url: url() });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message,
        code: "VALIDATION_FAILED",
        errors: { url: [message] },
        ...(reason ? { details: { url: reason } } : {}),
      });
      expect([readdirSync(uploadDir).length, await rows()]).toEqual([files, before]);
    });

    it("a body over 2,097,152 bytes without a declared length, cut off while it streams", async () => {
      const account = await createAccount(server.database.db);
      const response = await importFrom(account, { url: `${host.origin}/too-large` });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: "File size is too large",
        code: "VALIDATION_FAILED",
        errors: { url: ["File size is too large"] },
        details: { url: "IMAGE_TOO_LARGE" },
      });
      await expect.poll(() => host.tooLargeEndings.at(-1)).toBe("cut off");
    });
  });

  it("answers 401 without a token", async () => {
    const response = await importFrom(undefined, { url: `${host.origin}/images/vaccination%20card.jpg` });
    expect(response.status).toBe(401);
  });
});

describe("fetching a remote image", () => {
  let host: ImageHost;
  beforeAll(async () => {
    host = await startImageHost(await photoWithGps());
  });
  afterAll(() => host.server.close());

  it("gives up at its deadline", async () => {
    const started = Date.now();
    const failure = await fetchRemoteImage(`${host.origin}/slow`, { trustedOrigins: [host.origin], timeoutMs: 300 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).errors).toEqual({ url: [UPLOAD_MESSAGES.urlUnreachable] });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
