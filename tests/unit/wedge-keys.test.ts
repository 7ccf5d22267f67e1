import { describe, expect, it } from "vitest";
import { emptyReading, readKey, scannedOnEnter, WEDGE_GAP_MS, type WedgeReading } from "../../src/features/console/customs/wedge-keys.ts";

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

  it("are not a scan when a person types them, or when they are too few", () => {
    const slow = typed("7KQ4MXB9", WEDGE_GAP_MS + 40);
    expect(scannedOnEnter(slow.reading, slow.end)).toBeUndefined();
    const short = typed("7KQ4", 4);
    expect(scannedOnEnter(short.reading, short.end)).toBeUndefined();
  });

  it("start a new reading after a pause, and ignore keys that type nothing", () => {
    let { reading } = typed("hello", 200);
    let at = reading.lastAt + 500;
    for (const key of ["Shift", "7", "K", "Q", "4", "M", "X", "B", "9"]) {
      reading = readKey(reading, key, at);
      at += 3;
    }
    expect(reading.text).toBe("7KQ4MXB9");
    expect(scannedOnEnter(reading, at)).toBe("7KQ4MXB9");
  });
});
