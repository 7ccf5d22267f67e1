import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMobileNumber, type PhoneParts, toMobileNumber } from "#domain/phone.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, type OtpRequestedAnswer, postJson, type SessionAnswer } from "../support/sign-in.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { customsForm, startTrip, submitPart } from "../support/trip-fixtures.ts";
import { createBranch, guestCheckIn, visitsAt } from "./logbook-support.ts";

/** Decision 019: visitors from the survey's markets and Europe, each with a mobile number of their own country. */
const VISITORS: { field: PhoneParts; written: string; e164: string }[] = [
  { field: { region: "TW", digits: "912345678" }, written: "+886 912 345 678", e164: "+886912345678" },
  { field: { region: "HK", digits: "51234567" }, written: "+852 5123 4567", e164: "+85251234567" },
  { field: { region: "AU", digits: "412345678" }, written: "0061 412 345 678", e164: "+61412345678" },
  { field: { region: "SG", digits: "81234567" }, written: "+65 8123-4567", e164: "+6581234567" },
  { field: { region: "RU", digits: "9123456789" }, written: "+7 (912) 345-67-89", e164: "+79123456789" },
  { field: { region: "DE", digits: "15123456789" }, written: "+49 1512 3456789", e164: "+4915123456789" },
];

describe.each(DATABASE_KINDS)("every country's phone numbers on %s (decision 019)", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  it("checks in a guest with a mobile number of any country, sent as the phone field sends it, and reads it back into the field", async () => {
    for (const { field, e164 } of VISITORS) {
      const branch = await createBranch(server.database.db);
      const checkIn = guestCheckIn(branch.id, { mobile_number: toMobileNumber(field) });
      const response = await postJson(server, "/api/v1/scan_qr/confirm", checkIn, { client: newClientAddress() });
      expect(response.statusCode, field.region).toBe(200);
      const [visit] = await visitsAt(server.database.db, branch.id);
      expect(visit, field.region).toMatchObject({ mobile_number: e164, person_key: `mobile:${e164.slice(1)}/MARIA SANTOS` });
      expect(parseMobileNumber(visit?.mobile_number ?? "")).toEqual(field);
    }
  });

  it("takes the same numbers as people write them, with spaces, brackets, dashes or 00", async () => {
    for (const { written, e164 } of VISITORS) {
      const branch = await createBranch(server.database.db);
      const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: written }), { client: newClientAddress() });
      expect(response.statusCode, written).toBe(200);
      expect((await visitsAt(server.database.db, branch.id))[0]?.mobile_number).toBe(e164);
    }
  });

  it("refuses a number too short for its country with the spec's message", async () => {
    const branch = await createBranch(server.database.db);
    const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: "+886 912" }), { client: newClientAddress() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { mobile_number: ["Mobile Phones is Invalid"] } });
  });

  it("signs in by SMS with a Hong Kong number, which the profile keeps as E.164", async () => {
    const { written, e164, field } = VISITORS[1] as (typeof VISITORS)[number];
    const requested = await postJson(server, "/api/v1/login/request-otp", { mobile_number: written }, { client: newClientAddress() });
    expect(requested.statusCode).toBe(200);
    const { auth } = requested.json<OtpRequestedAnswer>().data;
    const confirmed = await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: await latestCode(server, e164) }, { client: newClientAddress() });
    expect(confirmed.statusCode).toBe(200);
    const token = confirmed.json<SessionAnswer>().data.token;
    const profile = await callApi(server, "GET", "/api/v1/me/profile", { token });
    const mobile = profile.json<{ data: { attributes: { mobile_number: string | null } } }>().data.attributes.mobile_number;
    expect(mobile).toBe(e164);
    expect(parseMobileNumber(mobile ?? "")).toEqual(field);
  });

  it("takes a customs declaration's contact phones of any country, kept as typed", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const form = customsForm();
    const phone = (number: string) => ({ number, confirm: number });
    const phones = { mobile: phone("+886912345678"), home: phone("2345588"), work: phone("+4915123456789"), international: phone("6581234567") };
    await submitPart(server, account, trip.id, "customs", { ...form, contact: { ...form.contact, phones } });
    const stored = await callApi(server, "GET", `/api/v1/visit-histories/${trip.id}/customs`, { token: account.token });
    expect(stored.json<{ data: { attributes: { contact: { phones: unknown } } } }>().data.attributes.contact.phones).toEqual(phones);
  });

  it("refuses a customs contact phone that no numbering plan takes", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const form = customsForm();
    const phones = { ...form.contact.phones, international: { number: "+8190123", confirm: "+8190123" } };
    const response = await callApi(server, "PUT", `/api/v1/visit-histories/${trip.id}/customs`, {
      token: account.token,
      body: { ...form, contact: { ...form.contact, phones } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { "contact.phones.international.number": ["International Phones is Invalid"] } });
  });
});
