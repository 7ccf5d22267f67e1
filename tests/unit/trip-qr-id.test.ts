import { describe, expect, it } from "vitest";
import { tripQrId, tripQrIdInAddress, tripQrValue } from "#domain/trips.ts";

const ID = "AbCdEfGhIjKlMnOpQr_-89";

describe("the trip QR value and its parser", () => {
  it("encodes the public page's address, whatever the origin's trailing slash", () => {
    expect(tripQrValue("https://travel.example/", ID)).toBe(`https://travel.example/qr/${ID}`);
    expect(tripQrValue("https://travel.example", ID)).toBe(`https://travel.example/qr/${ID}`);
  });

  it.each([
    [tripQrValue("https://travel.example", ID), ID, ID],
    [`https://gov.example/travel/qr/${ID}/?from=mail#top`, ID, ID],
    [`/qr/${ID}`, ID, ID],
    [`  ${ID}\n`, ID, undefined],
    [`https://travel.example/qr/${ID}x`, undefined, undefined],
    [`https://travel.example/g/logbook/3f2c1a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60`, undefined, undefined],
    ["3f2c1a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60", undefined, undefined],
    [`javascript:/qr/${ID}`, undefined, undefined],
    ["", undefined, undefined],
  ])("%j stands for %j (in an address: %j)", (scanned, id, inAddress) => {
    expect(tripQrId(scanned)).toBe(id);
    expect(tripQrIdInAddress(scanned)).toBe(inAddress);
  });
});
