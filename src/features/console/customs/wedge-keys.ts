/**
 * A keyboard-wedge 2-D scanner types what the QR holds as keystrokes a few milliseconds apart, then
 * Enter (decision 037). People type far slower: keys more than WEDGE_GAP_MS apart start a new reading,
 * so a word typed by hand into the page is never taken for a scan.
 */
export const WEDGE_GAP_MS = 60;
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
  return at - reading.lastAt <= WEDGE_GAP_MS && reading.text.length >= WEDGE_MIN_LENGTH ? reading.text : undefined;
}
