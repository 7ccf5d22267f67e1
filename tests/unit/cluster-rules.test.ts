import { describe, expect, it } from "vitest";
import { epiCurveDays, findClusters, type Presence, symptomWindow } from "#domain/tracing/clusters.ts";

const presence = (memberKey: string, windowFrom: string, windowTo: string, extra: Partial<Presence> = {}): Presence => ({
  branchId: "cafe",
  kind: "case",
  memberKey,
  personKey: `person:${memberKey}`,
  fullName: memberKey.toUpperCase(),
  windowFrom,
  windowTo,
  days: [windowFrom],
  ...extra,
});

describe("cluster rules", () => {
  it("links windows that overlap in a chain into one cluster, and leaves a window apart alone", () => {
    const clusters = findClusters([
      presence("a", "2026-03-01", "2026-03-04"),
      presence("c", "2026-03-06", "2026-03-09"),
      presence("b", "2026-03-04", "2026-03-06"),
      presence("d", "2026-03-20", "2026-03-22"),
    ]);
    expect(clusters.map((cluster) => cluster.members.map((member) => member.memberKey))).toEqual([["a", "b", "c"]]);
    expect(clusters[0]?.days).toEqual(["2026-03-01", "2026-03-04", "2026-03-06"]);
  });

  it("keeps branches apart, and needs a case among the people", () => {
    expect(findClusters([presence("a", "2026-03-01", "2026-03-04"), presence("b", "2026-03-02", "2026-03-04", { branchId: "bar" })])).toEqual([]);
    const flagged = { kind: "flagged" as const };
    expect(findClusters([presence("x", "2026-03-01", "2026-03-03", flagged), presence("y", "2026-03-02", "2026-03-04", flagged)])).toEqual([]);
    expect(findClusters([presence("a", "2026-03-01", "2026-03-04"), presence("y", "2026-03-02", "2026-03-04", flagged)])).toHaveLength(1);
  });

  it("gives someone who reported symptoms the window of a case with that onset", () => {
    expect(symptomWindow("2026-03-10")).toMatchObject({ from: "2026-03-08", to: "2026-03-10" });
  });

  it("charts every day from the first to the last, none left out", () => {
    expect(epiCurveDays({ cases: [{ day: "2026-02-27", count: 2 }], contacts: [{ day: "2026-03-01", count: 5 }] })).toEqual([
      { day: "2026-02-27", cases: 2, contacts: 0 },
      { day: "2026-02-28", cases: 0, contacts: 0 },
      { day: "2026-03-01", cases: 0, contacts: 5 },
    ]);
    expect(epiCurveDays({ cases: [], contacts: [] })).toEqual([]);
  });
});
