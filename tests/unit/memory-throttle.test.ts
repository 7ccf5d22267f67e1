import { describe, expect, it } from "vitest";
import { memoryThrottle } from "../../server/security/memory-throttle.ts";

const MINUTE_MS = 60_000;
const start = new Date("2026-11-23T10:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("memory throttle", () => {
  it("allows the limit's hits in a window, refuses the next with the seconds until the oldest leaves", () => {
    const hit = memoryThrottle({ name: "test", limit: 3, windowMs: MINUTE_MS });
    expect([hit("a", at(0)), hit("a", at(10_000)), hit("a", at(20_000))]).toEqual([undefined, undefined, undefined]);
    expect(hit("a", at(30_000))).toBe(30);
    expect(hit("a", at(59_500))).toBe(1);
  });

  it("does not count refused hits, so waiting for the window is enough", () => {
    const hit = memoryThrottle({ name: "test", limit: 2, windowMs: MINUTE_MS });
    hit("a", at(0));
    hit("a", at(1_000));
    for (let second = 2; second < 60; second += 1) expect(hit("a", at(second * 1_000))).toBeGreaterThan(0);
    expect(hit("a", at(MINUTE_MS + 1))).toBeUndefined();
    expect(hit("a", at(MINUTE_MS + 1_001))).toBeUndefined();
    expect(hit("a", at(MINUTE_MS + 1_002))).toBeGreaterThan(0);
  });

  it("counts each key apart", () => {
    const hit = memoryThrottle({ name: "test", limit: 1, windowMs: MINUTE_MS });
    expect(hit("a", at(0))).toBeUndefined();
    expect(hit("b", at(0))).toBeUndefined();
    expect(hit("a", at(1))).toBeGreaterThan(0);
  });
});
