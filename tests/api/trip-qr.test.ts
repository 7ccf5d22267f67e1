import { randomUUID } from "node:crypto";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";
import { EMAIL_SENT_MESSAGE, tripQrValue } from "#domain/trips.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { outbox } from "../support/sign-in.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { attestationForm, completeTrip, customsForm, dateInDays, newTrip, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

const DAY_MS = 86_400_000;
const newRecipient = () => `companion-${randomUUID()}@example.com`;

/** Reads the QR's modules back from the PNG at each module's centre and compares them with the QR of `value`. */
async function expectQrOf(png: Buffer, value: string): Promise<void> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const qr = QRCode.create(value, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const margin = 2;
  const scale = info.width / (size + 2 * margin);
  const dark: boolean[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const x = Math.floor((margin + col + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      dark.push((data[y * info.width + x] ?? 255) < 128);
    }
  }
  expect(dark).toEqual(Array.from(qr.modules.data, (module) => module === 1));
}

// Sending many e-mails, each with a fresh PNG, takes a few seconds when the whole suite shares the cores.
describe.each(DATABASE_KINDS)("trip QR API on %s", (kind) => {
  let server: ApiServer;
  let smtp: TestSmtpServer;
  let smtpServer: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
    smtp = await startSmtpServer();
    smtpServer = await startApiServer(kind, { config: { smtpUrl: smtp.url, publicUrl: "https://travel.example.org" } });
  });
  afterAll(async () => {
    await server.close();
    await smtpServer.close();
    await smtp.close();
  });

  const call = (account: TestAccount, method: string, url: string, body?: unknown) => callApi(server, method, url, { token: account.token, body });

  it("has no current trip QR until a trip is complete (404 with a clear message)", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "survey", surveyForm());
    await submitPart(server, account, trip.id, "customs", customsForm());
    for (const [method, url, body] of [
      ["GET", "/api/v1/current-trip/qr"],
      ["GET", "/api/v1/current-trip/qr/download"],
      ["POST", "/api/v1/current-trip/qr/send-qr-email", { email: newRecipient() }],
    ] as const) {
      const response = await call(account, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.NO_CURRENT_TRIP, code: "NO_CURRENT_TRIP" });
    }
  });

  it("answers the newest complete trip's QR value, review status and expiry; another account sees none of it", async () => {
    const account = await createAccount(server.database.db);
    const older = await completeTrip(server, account);
    const newer = await completeTrip(server, account);
    await startTrip(server, account);
    const response = await call(account, "GET", "/api/v1/current-trip/qr");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { trip_id: newer.id, qr_id: newer.attributes.qr_id, status: "PENDING", remarks: null, message: null, expires_at: newer.attributes.expires_at },
    });
    expect(newer.attributes.qr_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newer.attributes.qr_id).not.toBe(older.attributes.qr_id);
    expect((await call(await createAccount(server.database.db), "GET", "/api/v1/current-trip/qr")).statusCode).toBe(404);
  });

  it("downloads the QR as a PNG attachment that encodes the trip QR's address, as the app's QR does", async () => {
    const account = await createAccount(server.database.db);
    const trip = await completeTrip(server, account);
    const response = await fetch(`${server.url}/api/v1/current-trip/qr/download`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trip-qr.png"');
    const png = Buffer.from(await response.arrayBuffer());
    await expectQrOf(png, tripQrValue(server.database.config.publicUrl, trip.attributes.qr_id ?? ""));
    // The trip code is printed under the QR: a band below the square with dark strokes in it.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.height).toBeGreaterThan(info.width);
    const caption = data.subarray(info.width * info.width);
    expect(caption.filter((value) => value < 128).length).toBeGreaterThan(500);
  });

  it("e-mails the QR link in the account's language (development outbox)", async () => {
    const account = await createAccount(server.database.db);
    await server.database.db.updateTable("users").set({ language: "ko" }).where("id", "=", account.id).execute();
    const trip = await completeTrip(server, account);
    const to = newRecipient();
    const response = await call(account, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: to.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_SENT_MESSAGE });
    const [mail] = await outbox(server, to);
    expect(mail).toMatchObject({ channel: "email", recipient: to, subject: "여행 QR 코드" });
    expect(mail?.body).toContain(tripQrValue(server.database.config.publicUrl, trip.attributes.qr_id ?? ""));
    expect(mail?.body).toContain(`QR 코드를 읽을 수 없을 때의 여행 코드: ${formatTripCode(tripCodeOf(trip.attributes.qr_id ?? ""))}`);
  });

  it("sends the e-mail over SMTP with the QR as an inline PNG and the link", async () => {
    const account = await createAccount(smtpServer.database.db);
    const trip = await completeTrip(smtpServer, account);
    const to = newRecipient();
    const response = await callApi(smtpServer, "POST", "/api/v1/current-trip/qr/send-qr-email", { token: account.token, body: { email: to } });
    expect(response.statusCode).toBe(200);
    const mail = smtp.received.find((received) => received.to.includes(to));
    const link = `https://travel.example.org/qr/${trip.attributes.qr_id}`;
    expect(mail).toMatchObject({ subject: "Your trip QR code", text: expect.stringContaining(link) });
    expect(mail?.html).toContain('src="cid:trip-qr"');
    expect(mail?.html).toContain(`href="${link}"`);
    const [image] = mail?.attachments ?? [];
    expect(image).toMatchObject({ cid: "trip-qr", contentType: "image/png", filename: "trip-qr.png" });
    // The image encodes the same address as the link.
    await expectQrOf(image?.content ?? Buffer.alloc(0), link);
  });

  it("refuses an invalid address with 422 and sends nothing", async () => {
    const account = await createAccount(server.database.db);
    await completeTrip(server, account);
    const response = await call(account, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: "not-an-address" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: "Invalid Email", code: "VALIDATION_FAILED", errors: { email: ["Invalid Email"] } });
  });

  it("sends at most 5 a day to one address, whichever accounts ask (429 with Retry-After)", async () => {
    const to = newRecipient();
    for (let index = 0; index < 5; index += 1) {
      const account = await createAccount(server.database.db, { guest: true });
      await completeTrip(server, account);
      expect((await call(account, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: to })).statusCode).toBe(200);
    }
    const another = await createAccount(server.database.db, { guest: true });
    await completeTrip(server, another);
    const refused = await call(another, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: to });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await outbox(server, to)).toHaveLength(5);
  }, 30_000);

  it("sends at most 5 an hour from one account", async () => {
    const account = await createAccount(server.database.db);
    await completeTrip(server, account);
    for (let index = 0; index < 5; index += 1) {
      expect((await call(account, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: newRecipient() })).statusCode).toBe(200);
    }
    const to = newRecipient();
    const refused = await call(account, "POST", "/api/v1/current-trip/qr/send-qr-email", { email: to });
    expect(refused.statusCode).toBe(429);
    expect(await outbox(server, to)).toEqual([]);
  }, 30_000);

  // Moves the server's clock forward for good, so it runs last.
  it("has no current trip once the complete one has expired", async () => {
    const account = await createAccount(server.database.db);
    const arrival = dateInDays(-20);
    const trip = await startTrip(server, account, newTrip({ date_of_arrival: arrival }));
    await submitPart(server, account, trip.id, "survey", surveyForm());
    await submitPart(server, account, trip.id, "customs", customsForm({ trip: { ...customsForm().trip, date_of_arrival: arrival } }));
    await submitPart(server, account, trip.id, "attestation", attestationForm());
    expect((await call(account, "GET", "/api/v1/current-trip/qr")).statusCode).toBe(200);
    clock.advance(11 * DAY_MS);
    const response = await call(account, "GET", "/api/v1/current-trip/qr");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.NO_CURRENT_TRIP, code: "NO_CURRENT_TRIP" });
  });
});
