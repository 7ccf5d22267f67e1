import { describe, expect, it } from "vitest";
import { ksCritical, ksStatistic, rankSumTest } from "../support/timing-statistics.ts";

describe("timing statistics", () => {
  const steady = Array.from({ length: 50 }, (_, index) => 4 + (index % 10) / 10);

  it("finds no difference between a sample and itself shuffled", () => {
    const shuffled = [...steady].reverse();
    expect(rankSumTest(steady, shuffled).p).toBeGreaterThan(0.9);
    expect(ksStatistic(steady, shuffled)).toBe(0);
  });

  it("tells 260 ms answers from 4 ms answers, as the issue's attacker did", () => {
    const slow = steady.map((value) => value + 256);
    expect(rankSumTest(slow, steady).p).toBeLessThan(1e-9);
    expect(ksStatistic(slow, steady)).toBe(1);
  });

  it("gives the textbook critical value of the two-sample KS test", () => {
    // c(0.05) = 1.358, times sqrt(2 / 50) for two samples of 50.
    expect(ksCritical(50, 50, 0.05)).toBeCloseTo(1.358 * Math.sqrt(2 / 50), 2);
  });
});
