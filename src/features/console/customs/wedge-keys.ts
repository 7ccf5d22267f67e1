import { validTripCode } from "#domain/trip-code.ts";
import { tripQrIdInAddress } from "#domain/trips.ts";

/**
 * A keyboard-wedge 2-D scanner types what the QR holds as keystrokes a few milliseconds apart, then
 * Enter (decision 037). People type slower: keys more than WEDGE_GAP_MS apart start a new reading.
 * 100 ms leaves room for a busy page delaying a scanner's keys; only a trip QR's address or a valid
 * trip code counts, so the tail of a reading broken by a longer pause is never looked up.
 */
export const WEDGE_GAP_MS = 100;
/** Shorter than any trip code (8) or QR address: a stray key and Enter is not a scan. */
const WEDGE_MIN_LENGTH = 8;

export interface WedgeReading {
  text: string;
  lastAt: number;
}

export const emptyReading: WedgeReading = { text: "", lastAt: Number.NEGATIVE_INFINITY };

/** The reading after one key: a printable character extends it (or starts a new one after a pause). */
export function readKey(reading: WedgeReading, key: string, at: number): WedgeReading {
  if (key.length !== 1) return reading;
  const text = at - reading.lastAt <= WEDGE_GAP_MS ? reading.text + key : key;
  return { text, lastAt: at };
}

/** What Enter ends: the scanned text, when the keys came as fast as a scanner types them; undefined otherwise. */
export function scannedOnEnter(reading: WedgeReading, at: number): string | undefined {
  if (at - reading.lastAt > WEDGE_GAP_MS || reading.text.length < WEDGE_MIN_LENGTH) return undefined;
  return tripQrIdInAddress(reading.text) !== undefined || validTripCode(reading.text) !== undefined ? reading.text : undefined;
}
