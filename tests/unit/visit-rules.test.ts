import { describe, expect, it } from "vitest";
import { isVisitOpen, visitEndsAt } from "#domain/visit-rules.ts";

const START = new Date("2026-03-15T12:00:00.000Z");

describe("visit rules", () => {
  it("ends a visit the branch's duration after it started", () => {
    expect(visitEndsAt(START, 120).toISOString()).toBe("2026-03-15T14:00:00.000Z");
    expect(visitEndsAt(START, 45).toISOString()).toBe("2026-03-15T12:45:00.000Z");
  });

  it("keeps a visit open until its end, not at its end", () => {
    const end = visitEndsAt(START, 30);
    expect(isVisitOpen(end, START)).toBe(true);
    expect(isVisitOpen(end.toISOString(), new Date(end.getTime() - 1))).toBe(true);
    expect(isVisitOpen(end, end)).toBe(false);
    expect(isVisitOpen(end.toISOString(), new Date(end.getTime() + 1))).toBe(false);
  });
});
