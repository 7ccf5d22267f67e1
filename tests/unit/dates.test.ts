import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatTime, isCalendarDay } from "../../src/lib/dates.ts";

describe("dates as each language writes them", () => {
  it("writes a calendar day with the month's name in English and the year first in Japanese, Korean and Chinese", () => {
    expect(formatDay("2026-11-28", "en")).toBe("28 Nov 2026");
    expect(formatDay("2026-11-28", "ja")).toBe("2026年11月28日");
    expect(formatDay("2026-11-28", "ko")).toBe("2026년 11월 28일");
    expect(formatDay("2026-11-28", "zh")).toBe("2026年11月28日");
  });

  it("keeps a calendar day the day it is, whatever the device's time zone", () => {
    expect(formatDay("2026-01-01", "en")).toBe("1 Jan 2026");
  });

  it("shows text that is no calendar day as it is", () => {
    expect(formatDay("soon", "en")).toBe("soon");
    expect(isCalendarDay("2026-02-30x")).toBe(false);
    expect(isCalendarDay("2026-02-03")).toBe(true);
  });

  it("writes a moment's day and time, the year left out when asked, on the 12-hour clock in English", () => {
    const at = new Date(2026, 10, 28, 14, 5);
    expect(formatDateTime(at, "en")).toMatch(/^28 Nov 2026, 2:05\spm$/);
    expect(formatDateTime(at, "ja")).toBe("2026年11月28日 14:05");
    expect(formatDateTime(at, "en", { year: false })).toMatch(/^28 Nov, 2:05\spm$/);
    expect(formatTime(at, "ko")).toBe("오후 2:05");
  });
});
