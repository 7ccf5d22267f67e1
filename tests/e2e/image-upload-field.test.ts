import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, JSHandle, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";

interface Servers {
  app: AppServer;
  imageUrl: string;
  close: () => Promise<void>;
}

/**
 * The real server serving the built app, and a web server on this machine with a vaccination card
 * photo, trusted for the URL import the way a developer's own image server would be.
 */
async function startServers(): Promise<Servers> {
  const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#2e7d32" } })
    .jpeg()
    .toBuffer();
  const host: Server = createServer((request, response) => {
    if (request.url === "/cards/second%20dose.jpg") return void response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const app = await startAppServer(inject("webBuild"), { uploadUrlTrustedOrigins: [origin] });
  return {
    app,
    imageUrl: `${origin}/cards/second%20dose.jpg`,
    close: async () => {
      await app.close();
      host.close();
    },
  };
}

/** The dose form's image field, on the medical records page of a signed-in traveller. */
async function openImageField(page: Page, server: AppServer, email: string): Promise<{ field: Locator; token: string }> {
  const token = await travellerWithProfile(server, email, { name: "Ana", last_name: "Cruz" });
  await openSignedIn(page, token, "/app/medical-records");
  await page.getByRole("button", { name: "Add a vaccination dose" }).click();
  const field = page.getByRole("group", { name: "Vaccine card" });
  await field.getByRole("tablist").waitFor();
  return { field, token };
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

describe("the image upload field in Chromium", () => {
  let servers: Servers;
  let browser: Browser;
  let cameraDir: string;

  beforeAll(async () => {
    servers = await startServers();
    cameraDir = mkdtempSync(path.join(tmpdir(), "e2e-camera-"));
    const video = path.join(cameraDir, "card.y4m");
    writeQrVideo(video, "VACCINATION-CARD-0001");
    browser = await launchBrowser({ fakeCameraFile: video });
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
    rmSync(cameraDir, { recursive: true, force: true });
  });

  async function newPage(permissions: string[] = []): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newPhoneContext(browser, servers.app.url);
    if (permissions.length > 0) await context.grantPermissions(permissions, { origin: servers.app.url });
    return { context, page: await context.newPage() };
  }

  it("refuses a file over 2 MB without sending it, shows the server's refusal, the progress of a slow upload, the image, and removes it", async () => {
    const { context, page } = await newPage();
    const { field } = await openImageField(page, servers.app, "file.tab@example.com");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/uploads") uploads.push(request.method());
    });
    const fileInput = field.locator("input[type=file]");

    await fileInput.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
    await field.getByRole("alert").filter({ hasText: "File size is too large" }).waitFor();
    expect(uploads).toEqual([]);

    await fileInput.setInputFiles({ name: "card.png", mimeType: "image/png", buffer: PDF });
    await field.getByRole("alert").filter({ hasText: "Only PNG, JPG or GIF images can be uploaded." }).waitFor();
    expect(uploads).toEqual(["POST"]);

    // A slow connection: the bar and its percentage move while the other tabs wait.
    // Noise barely compresses: about 1.4 MB, enough to outlast the buffers between the browser and the network.
    const noise = randomBytes(800 * 600 * 3);
    const card = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    expect(card.length).toBeGreaterThan(1_000_000);
    const network = await context.newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100_000 });
    await fileInput.setInputFiles({ name: "vaccine card.png", mimeType: "image/png", buffer: card });
    const bar = field.getByRole("progressbar", { name: "Uploading the image" });
    await expect.poll(async () => Number(await bar.getAttribute("value")), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await field.locator(".image-upload-progress").textContent()).toMatch(/^\d{1,3}%$/);
    expect(await field.getByRole("tab", { name: "URL" }).isDisabled()).toBe(true);
    expect(await field.getByRole("alert").count()).toBe(0);
    await snap(page, "image-field-progress-en");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const image = field.getByRole("img", { name: "Uploaded image vaccine card.png" });
    await image.waitFor({ timeout: 30_000 });
    expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([800, 600]);
    await snap(page, "image-field-uploaded-en");
    await field.getByRole("button", { name: "Remove" }).click();
    await field.getByRole("tab", { name: "File" }).waitFor();
    expect(await image.count()).toBe(0);
    await context.close();
  });

  it("imports an image from a web address; the server refuses a private one", async () => {
    const { context, page } = await newPage();
    const { field } = await openImageField(page, servers.app, "url.tab@example.com");
    await field.getByRole("tab", { name: "URL" }).click();
    const address = field.getByRole("textbox", { name: "Web address of the image" });

    await address.fill("https://10.0.0.8/card.jpg");
    await field.getByRole("button", { name: "Import" }).click();
    await field.getByRole("alert").filter({ hasText: "This address cannot be used. Give the public https:// address of an image." }).waitFor();
    await snap(page, "image-field-url-refused-en");

    await address.fill(servers.imageUrl);
    await address.press("Enter");
    const image = field.getByRole("img", { name: "Uploaded image second dose.jpg" });
    await image.waitFor();
    expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([200, 120]);
    // Enter imported the image; it did not send the dose form.
    expect(await page.getByRole("form", { name: "Add a vaccination dose" }).getByText("Please choose one.").count()).toBe(0);
    await context.close();
  });

  it("takes a photo with the camera, which is on only while its tab is open", async () => {
    const { context, page } = await newPage(["camera"]);
    const { field, token } = await openImageField(page, servers.app, "camera.tab@example.com");
    const video = field.locator("video");
    const liveStream = async (): Promise<JSHandle<MediaStream>> => {
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640);
      return video.evaluateHandle((element: HTMLVideoElement) => element.srcObject as MediaStream);
    };
    const trackStates = (stream: JSHandle<MediaStream>) => stream.evaluate((media) => media.getTracks().map((track) => track.readyState));

    await field.getByRole("tab", { name: "Camera" }).click();
    const first = await liveStream();
    expect(await trackStates(first)).toEqual(["live"]);
    await snap(page, "image-field-camera-en");
    await field.getByRole("tab", { name: "File" }).click();
    expect(await trackStates(first)).toEqual(["ended"]);

    await field.getByRole("tab", { name: "Camera" }).click();
    const second = await liveStream();
    await field.getByRole("button", { name: "Capture" }).click();
    await field.getByRole("img", { name: "Uploaded image camera-photo.jpg" }).waitFor();
    expect(await trackStates(second)).toEqual(["ended"]);

    // What was kept is the camera's picture, as a JPEG of its size.
    const { id } = await servers.app.database.db.selectFrom("uploads").select("id").where("name", "=", "camera-photo.jpg").executeTakeFirstOrThrow();
    const stored = await fetch(`${servers.app.url}/api/v1/uploads/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 640, 480]);
    await context.close();
  });

  it("says so when the camera may not be used", async () => {
    const { context, page } = await newPage();
    const { field } = await openImageField(page, servers.app, "no.camera@example.com");
    await field.getByRole("tab", { name: "Camera" }).click();
    await field.getByText("The camera may not be used. Allow this site to use the camera in your browser's settings, or choose a file.").waitFor();
    await snap(page, "image-field-camera-refused-en");
    await context.close();
  });
});
