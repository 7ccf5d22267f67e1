import { describe, expect, it } from "vitest";
import type { TripPage } from "../../machines/trip.machine.ts";
import { pageOf, pathOf } from "../../src/features/trips/flow/trip-pages.ts";

const ID = "5b0e1c3a-1d2e-4f50-8a6b-7c8d9e0f1a2b";
const open = (address: string) => {
  const url = new URL(address, "https://travel.example");
  return pageOf(url.pathname, url.searchParams);
};

describe("trip addresses", () => {
  const pages: [TripPage, string][] = [
    [{ name: "home" }, "/app"],
    [{ name: "new" }, "/app/trips/new"],
    [{ name: "trip", tripId: ID }, `/app/trips/${ID}`],
    [{ name: "step", tripId: ID, step: "survey" }, `/app/trips/${ID}/survey`],
    [{ name: "step", tripId: ID, step: "customs" }, `/app/trips/${ID}/customs`],
    [{ name: "step", tripId: ID, step: "health_declaration" }, `/app/trips/${ID}/medical?part=health-declaration`],
    [{ name: "step", tripId: ID, step: "attestation" }, `/app/trips/${ID}/medical?part=attestation`],
    [{ name: "step", tripId: ID, step: "records" }, `/app/trips/${ID}/medical?part=records`],
    [{ name: "step", tripId: ID, step: "qr" }, `/app/trips/${ID}/qr`],
  ];
  it.each(pages)("%j lives at %s and is read back from it", (page, address) => {
    expect(pathOf(page)).toBe(address);
    expect(open(address)).toEqual(page);
  });

  it("opens the medical record step at the health declaration when no part is named", () => {
    expect(open(`/app/trips/${ID}/medical`)).toEqual({ name: "step", tripId: ID, step: "health_declaration" });
  });

  it("shows the trip itself for a step it does not know", () => {
    expect(open(`/app/trips/${ID}/boarding-pass`)).toEqual({ name: "trip", tripId: ID });
  });
});
