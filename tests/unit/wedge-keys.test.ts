import { describe, expect, it } from "vitest";
import { tripCodeOf } from "#domain/trip-code.ts";
import { emptyReading, readKey, scannedOnEnter, WEDGE_GAP_MS, type WedgeReading } from "../../src/features/console/customs/wedge-keys.ts";

const CODE = tripCodeOf("AbCdEfGhIjKlMnOpQr_-89");

const typed = (text: string, gapMs: number, start = 1000): { reading: WedgeReading; end: number } => {
  let reading = emptyReading;
  let at = start;
  for (const key of text) {
    reading = readKey(reading, key, at);
    at += gapMs;
  }
  return { reading, end: at };
};

describe("a wedge scanner's keystrokes", () => {
  it("are a scan when they come as fast as a scanner types, then Enter", () => {
    const address = "https://travel.example/qr/AbCdEfGhIjKlMnOpQr_-89";
    const { reading, end } = typed(address, 4);
    expect(scannedOnEnter(reading, end)).toBe(address);
  });

  it("are not a scan when a person types them, when they are too few, or when they are no trip QR or code", () => {
    const slow = typed(CODE, WEDGE_GAP_MS + 40);
    expect(scannedOnEnter(slow.reading, slow.end)).toBeUndefined();
    const short = typed(CODE.slice(0, 4), 4);
    expect(scannedOnEnter(short.reading, short.end)).toBeUndefined();
    // The tail of an address whose first keys came before a pause.
    const tail = typed("SIrIjRiU-jTXc0qSueA", 4);
    expect(scannedOnEnter(tail.reading, tail.end)).toBeUndefined();
  });

  it("start a new reading after a pause, and ignore keys that type nothing", () => {
    let { reading } = typed("hello", 200);
    let at = reading.lastAt + 500;
    for (const key of ["Shift", ...CODE]) {
      reading = readKey(reading, key, at);
      at += 3;
    }
    expect(reading.text).toBe(CODE);
    expect(scannedOnEnter(reading, at)).toBe(CODE);
  });
});
