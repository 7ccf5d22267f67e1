import { describe, expect, it } from "vitest";
import { displayedStatus } from "#domain/health-status.ts";

const status = (case_status: string | null, health_status: string | null) => displayedStatus({ case_status, health_status });

describe("displayed status", () => {
  it("uses a probable, suspected or confirmed case status whatever the health status says", () => {
    expect(status("0001", "GOOD")).toEqual({ name: "PROBABLE", tone: "caution" });
    expect(status("0002", "GOOD")).toEqual({ name: "SUSPECTED", tone: "caution" });
    expect(status("0003", "MILD")).toEqual({ name: "CONFIRMED", tone: "danger" });
  });

  it("otherwise uses the health status", () => {
    expect(status(null, "SEVERE")).toEqual({ name: "SEVERE", tone: "danger" });
    expect(status("0004", "MILD")).toEqual({ name: "MILD", tone: "caution" });
    expect(status("0005", "good")).toEqual({ name: "GOOD", tone: "clear" });
  });

  it("colours a cleared or good case status when no health status is known", () => {
    expect(status("0004", null)).toEqual({ name: "CLEARED", tone: "clear" });
    expect(status("0005", null)).toEqual({ name: "GOOD", tone: "clear" });
  });

  it("shows nothing when neither status is known", () => {
    expect(status(null, null)).toBeUndefined();
    expect(status("0009", "UNKNOWN")).toBeUndefined();
    expect(status("toString", null)).toBeUndefined();
  });
});
