import { describe, expect, it } from "vitest";
import { type AccessFacts, accessStatus, hasSymptom, isRecentReport } from "#domain/access-rule.ts";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const healthy: AccessFacts = { case_status: null, health_status: null, symptoms: null, symptoms_reported_at: null };
const status = (facts: Partial<AccessFacts>) => accessStatus({ ...healthy, ...facts }, NOW);

describe("access rule", () => {
  it("allows someone with nothing against them", () => {
    expect(status({})).toBe("ALLOWED");
    expect(status({ case_status: "0004", health_status: "GOOD" })).toBe("ALLOWED");
    expect(status({ case_status: "0005", health_status: "MILD" })).toBe("ALLOWED");
  });

  it("refuses a probable, suspected or confirmed case whatever else is known", () => {
    for (const case_status of ["0001", "0002", "0003"]) {
      expect(status({ case_status, health_status: "GOOD", symptoms: ["NONE_OF_THE_ABOVE"], symptoms_reported_at: NOW })).toBe("NOT_ALLOWED");
    }
  });

  it("refuses a SEVERE health status, however it is written", () => {
    expect(status({ health_status: "SEVERE" })).toBe("NOT_ALLOWED");
    expect(status({ health_status: "severe" })).toBe("NOT_ALLOWED");
  });

  it("refuses a symptom reported within the 14-day look-back, and only then", () => {
    expect(status({ symptoms: ["FEVER"], symptoms_reported_at: NOW })).toBe("NOT_ALLOWED");
    expect(status({ symptoms: ["FEVER"], symptoms_reported_at: daysAgo(14) })).toBe("NOT_ALLOWED");
    expect(status({ symptoms: ["FEVER"], symptoms_reported_at: new Date(daysAgo(14).getTime() - 1) })).toBe("ALLOWED");
    expect(status({ symptoms: ["FEVER"], symptoms_reported_at: null })).toBe("ALLOWED");
    expect(status({ symptoms: ["NONE_OF_THE_ABOVE"], symptoms_reported_at: NOW })).toBe("ALLOWED");
    expect(status({ symptoms: [], symptoms_reported_at: NOW })).toBe("ALLOWED");
  });

  it("tells a symptom from none-of-the-above, and a recent report from an old one", () => {
    expect(hasSymptom(["HEADACHE", "FEVER"])).toBe(true);
    expect(hasSymptom(["NONE_OF_THE_ABOVE"])).toBe(false);
    expect(hasSymptom(null)).toBe(false);
    expect(isRecentReport(daysAgo(1), NOW)).toBe(true);
    expect(isRecentReport(daysAgo(15), NOW)).toBe(false);
    expect(isRecentReport(null, NOW)).toBe(false);
  });
});
