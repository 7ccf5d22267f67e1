import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES } from "#domain/customs-check.ts";
import { tripQrValue } from "#domain/trips.ts";
import { createAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { createStaff, serveApiToStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { uploadedImage } from "../support/uploaded-image.ts";
import { customsForm, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";
import { auditRowsOf, cardsOf, declaredTrip, decide, expireTrip, lookUp, newPassport } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("customs look-up on %s", (kind) => {
  let server: ApiServer;
  let officer: TestStaff;

  serveApiToStaff(kind, ["customs_officer"], (started) => ({ server, staff: officer } = started));

  const qrOf = (trip: { attributes: { qr_id: string | null } }) => trip.attributes.qr_id ?? "";

  it("finds a trip by its QR address, scanned or pasted, and by its code typed bare", async () => {
    const { trip } = await declaredTrip(server);
    const qr = qrOf(trip);
    for (const scanned of [tripQrValue(server.database.config.publicUrl, qr), `https://other.example/qr/${qr}?from=mail`, `  ${qr} `]) {
      const response = await lookUp(server, officer, { qr: scanned });
      expect(response.statusCode, scanned).toBe(200);
      expect(cardsOf(response).map((card) => card.id)).toEqual([trip.id]);
    }
  });

  it("shows the declaration with the over-limit items, never the survey, the contact details or the signature", async () => {
    const { trip, passport, passengerPassport } = await declaredTrip(server);
    const [card] = cardsOf(await lookUp(server, officer, { qr: qrOf(trip) }));
    const form = customsForm();
    expect(card).toEqual({
      id: trip.id,
      type: "customs_trip",
      attributes: {
        qr_id: qrOf(trip),
        status: "PENDING",
        remarks: null,
        message: null,
        decided_at: null,
        decisions: [],
        amendable_until: null,
        correction: null,
        // Spirits over the limit come first (decision 036): 100 fl oz, limit 77, 23 over.
        reasons: [{ kind: "over_limit", quantity: "alcohol_distilled_floz", amount: 100, limit: 77, excess: 23 }],
        within_limits: [],
        nothing_to_declare: false,
        date_of_arrival: form.trip.date_of_arrival,
        expires_at: trip.attributes.expires_at,
        is_domestic: false,
        photo_url: null,
        trip: { ...form.trip },
        declarant: { ...form.declarant, first_name: "MARIA", last_name: "SANTOS", passport_number: passport },
        passengers: [{ ...form.passengers[0], first_name: "KEN", last_name: "SANTOS", passport_number: passengerPassport }],
        items: Object.entries(form.items).map(([code, answer]) => ({ code, answer })),
        quantities: form.quantities,
        currency: null,
        exceeded_limits: ["alcohol_distilled_floz"],
        currency_over_threshold: false,
        signed_name: "MARIA SANTOS",
        signed_date: form.signature.date,
        // A health declaration with no symptom, but no test result: not met, and why.
        health_clearance: { met: false, findings: [{ kind: "no_test_result" }], symptoms: [] },
      },
    });
    const text = JSON.stringify(card);
    for (const secret of [
      "maria@example.com",
      "16705550100",
      "data:image",
      "contact",
      "signature",
      "visitor_type",
      "reasons_for_travel",
      "stay_place",
      "NONE_OF_THE_ABOVE",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("marks currency over the threshold", async () => {
    const form = customsForm();
    const { trip } = await declaredTrip(server, {
      customs: { items: { ...form.items, has_excess_currency: true }, currency: { amount: 12_500, code: "usd" } },
    });
    const [card] = cardsOf(await lookUp(server, officer, { qr: qrOf(trip) }));
    expect(card?.attributes).toMatchObject({ currency: { amount: 12_500, code: "USD" }, currency_over_threshold: true });
  });

  it("finds current trips by the passport of the declarant or of a passenger, typed in any case", async () => {
    const { trip, passport, passengerPassport } = await declaredTrip(server);
    for (const typed of [passport.toLowerCase(), ` ${passengerPassport} `]) {
      const response = await lookUp(server, officer, { passport: typed });
      expect(response.statusCode, typed).toBe(200);
      expect(cardsOf(response).map((card) => card.id)).toEqual([trip.id]);
    }
  });

  it("says plainly when no current complete trip declares the passport", async () => {
    const incomplete = await createAccount(server.database.db);
    const passport = newPassport();
    const started = await startTrip(server, incomplete);
    await submitPart(server, incomplete, started.id, "survey", surveyForm());
    await submitPart(server, incomplete, started.id, "customs", { ...customsForm(), declarant: { ...customsForm().declarant, passport_number: passport } });
    const expired = await declaredTrip(server);
    await expireTrip(server, expired.trip.id);
    for (const typed of [newPassport(), passport, expired.passport]) {
      const response = await lookUp(server, officer, { passport: typed });
      expect(response.statusCode, typed).toBe(404);
      expect(response.json()).toEqual({ message: CUSTOMS_MESSAGES.noPassportMatch, code: "PASSPORT_NOT_FOUND" });
    }
  });

  it("says plainly that a QR is unknown, expired or incomplete, and shows an already decided trip's decision", async () => {
    const unknownQrs = [randomBytes(16).toString("base64url"), `https://travel.example/g/logbook/${randomUUID()}`, "not a trip code"];
    for (const qr of unknownQrs) {
      const response = await lookUp(server, officer, { qr });
      expect(response.statusCode, qr).toBe(404);
      expect(response.json()).toEqual({ message: CUSTOMS_MESSAGES.notFound, code: "CUSTOMS_QR_NOT_FOUND" });
    }
    const expired = await declaredTrip(server);
    await expireTrip(server, expired.trip.id);
    const expiredAnswer = await lookUp(server, officer, { qr: qrOf(expired.trip) });
    expect({ status: expiredAnswer.statusCode, body: expiredAnswer.json() }).toEqual({
      status: 409,
      body: { message: CUSTOMS_MESSAGES.expired, code: "TRIP_QR_EXPIRED", error: CUSTOMS_ERRORS.expired },
    });

    // A trip whose QR was given while complete, and whose health part has since gone.
    const incomplete = await declaredTrip(server);
    await server.database.db.updateTable("visit_histories").set({ health_declaration_status: null }).where("id", "=", incomplete.trip.id).execute();
    const incompleteAnswer = await lookUp(server, officer, { qr: qrOf(incomplete.trip) });
    expect({ status: incompleteAnswer.statusCode, body: incompleteAnswer.json() }).toEqual({
      status: 409,
      body: { message: CUSTOMS_MESSAGES.incomplete, code: "TRIP_INCOMPLETE", error: CUSTOMS_ERRORS.incomplete },
    });

    const decided = await declaredTrip(server);
    expect((await decide(server, officer, decided.trip.id, { decision: "SECONDARY", remarks: "Bag 2" })).statusCode).toBe(200);
    const again = await lookUp(server, officer, { qr: qrOf(decided.trip) });
    expect(again.statusCode).toBe(200);
    expect(cardsOf(again)[0]?.attributes).toMatchObject({ status: "SECONDARY", remarks: "Bag 2", decided_at: expect.any(String) });
  });

  it("refuses a look-up without a QR or passport, or with a malformed passport (422)", async () => {
    for (const body of [{}, { qr: "  " }, { passport: "12" }, { qr: 5 }]) {
      expect((await lookUp(server, officer, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it("audits every card shown and every miss, naming kinds of data and never the data", async () => {
    const staff = await createStaff(server.database.db, ["customs_officer"]);
    const { account, trip, passport } = await declaredTrip(server);
    await lookUp(server, staff, { qr: qrOf(trip) });
    await lookUp(server, staff, { passport });
    await lookUp(server, staff, { qr: randomBytes(16).toString("base64url") });
    await lookUp(server, staff, { passport: newPassport() });
    await server.request({ method: "GET", url: `/api/staff/customs/trips/${trip.id}`, headers: { cookie: staff.cookie } });
    const shown = {
      role: "customs_officer",
      outcome: "ok",
      subject_user_id: account.id,
      record_type: "trip",
      record_id: trip.id,
      shown: "names, passport, trip, passengers, declaration, health clearance",
    };
    const miss = {
      role: "customs_officer",
      action: "customs.lookup",
      outcome: "failed",
      subject_user_id: null,
      record_type: "trip",
      record_id: null,
      shown: null,
    };
    const rows = await auditRowsOf(server, staff.id);
    expect(rows).toEqual([
      { ...shown, action: "customs.lookup" },
      { ...shown, action: "customs.lookup" },
      miss,
      miss,
      { ...shown, action: "customs.trip.read" },
    ]);
    for (const row of rows) expect(String(row.shown)).not.toMatch(/MARIA|SANTOS|P\d{10}/);
  });

  it("reads one trip by id (404 for an unknown one) and serves the traveller's photo to customs only", async () => {
    const { account, trip } = await declaredTrip(server);
    const detail = await server.request({ method: "GET", url: `/api/staff/customs/trips/${trip.id}`, headers: { cookie: officer.cookie } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: { id: string } }>().data.id).toBe(trip.id);
    const unknown = await server.request({ method: "GET", url: `/api/staff/customs/trips/${randomUUID()}`, headers: { cookie: officer.cookie } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: CUSTOMS_MESSAGES.tripNotFound, code: "TRIP_NOT_FOUND" },
    });
    const photoUrl = `/api/staff/customs/trips/${trip.id}/photo`;
    const none = await server.request({ method: "GET", url: photoUrl, headers: { cookie: officer.cookie } });
    expect({ status: none.statusCode, body: none.json() }).toEqual({ status: 404, body: { message: CUSTOMS_MESSAGES.noPhoto, code: "NO_PHOTO" } });

    const photo = await uploadedImage(server, account, "me.png");
    await server.database.db.updateTable("users").set({ photo_url: photo }).where("id", "=", account.id).execute();
    const [card] = cardsOf(await lookUp(server, officer, { qr: qrOf(trip) }));
    expect(card?.attributes.photo_url).toBe(photoUrl);
    const served = await fetch(`${server.url}${photoUrl}`, { headers: { cookie: officer.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(20);
    expect((await fetch(`${server.url}${photoUrl}`, { headers: { authorization: `Bearer ${account.token}` } })).status).toBe(401);
    const photoAudit = (await auditRowsOf(server, officer.id)).filter((row) => row.action === "customs.photo.read");
    expect(photoAudit.map(({ outcome, shown, subject_user_id }) => ({ outcome, shown, subject_user_id }))).toEqual([
      { outcome: "failed", shown: null, subject_user_id: account.id },
      { outcome: "ok", shown: "photo", subject_user_id: account.id },
    ]);
  });
});
