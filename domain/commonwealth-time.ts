/**
 * The commonwealth keeps Chamorro Standard Time (Pacific/Saipan): UTC+10 all year, no daylight
 * saving, so its clock is a fixed offset from UTC and needs no time-zone database.
 */
export const COMMONWEALTH_UTC_OFFSET_HOURS = 10;
export const COMMONWEALTH_OFFSET = "+10:00";
/** How exports name the zone their times are written in. */
export const COMMONWEALTH_ZONE_LABEL = "ChST UTC+10";

const OFFSET_MS = COMMONWEALTH_UTC_OFFSET_HOURS * 3_600_000;

/**
 * The instant moved by the offset, so that its UTC fields read as the commonwealth's clocks: what a
 * spreadsheet's date cell, which has no zone, must hold to show the commonwealth's time.
 */
export function commonwealthWallClock(instant: string): Date {
  return new Date(Date.parse(instant) + OFFSET_MS);
}

/** "2026-03-10 11:00": an instant as the commonwealth's clocks show it, to the minute. */
export function commonwealthTime(instant: string): string {
  return commonwealthWallClock(instant).toISOString().slice(0, 16).replace("T", " ");
}
