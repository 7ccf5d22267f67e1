import { describe, expect, it } from "vitest";
import { burstDetail, distanceKm, implausibleTravel, isBurst, PLAUSIBILITY, travelDetail } from "#domain/check-in-plausibility.ts";

const GARAPAN = { latitude: 15.2069, longitude: 145.7197 };
const SUSUPE = { latitude: 15.1547, longitude: 145.7036 };
const ROTA = { latitude: 14.1433, longitude: 145.1344 };
/** About 1 km north of Garapan: within the error of hand-set branch coordinates. */
const NEAR_GARAPAN = { latitude: 15.2159, longitude: 145.7197 };

const T0 = new Date("2026-11-23T10:00:00.000Z");
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const earlier = (point: typeof GARAPAN, minutesBefore: number, visitId = "visit-a") => ({
  point,
  at: new Date(T0.getTime() - minutesBefore * 60_000),
  visitId,
  branchId: `branch-of-${visitId}`,
});

describe("distance between branches", () => {
  it("is the great-circle distance in kilometres", () => {
    expect(distanceKm(GARAPAN, GARAPAN)).toBe(0);
    expect(distanceKm(GARAPAN, SUSUPE)).toBeCloseTo(6.06, 1);
    expect(distanceKm(GARAPAN, ROTA)).toBeCloseTo(134, 0);
    expect(distanceKm(ROTA, GARAPAN)).toBeCloseTo(distanceKm(GARAPAN, ROTA), 9);
    // One degree of longitude on the equator.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.2, 1);
  });
});

describe("travel between two check-ins of one person", () => {
  it("flags a place reached faster than 150 km/h, saying how far, how long and how fast", () => {
    const travel = implausibleTravel({ point: SUSUPE, at: T0 }, [earlier(GARAPAN, 2)]);
    expect(travel).toEqual({
      earlier: earlier(GARAPAN, 2),
      distanceKm: expect.closeTo(6.06, 1),
      minutes: 2,
      speedKmPerHour: expect.closeTo(182, 0),
    });
    expect(travel && travelDetail(travel)).toBe(
      "6.1 km from the check-in visit-a at branch branch-of-visit-a 2.0 minutes apart (182 km/h; plausible up to 150 km/h)",
    );
  });

  it("accepts the same trip by road in reasonable time", () => {
    expect(implausibleTravel({ point: SUSUPE, at: T0 }, [earlier(GARAPAN, 3)])).toBeUndefined();
    expect(implausibleTravel({ point: SUSUPE, at: T0 }, [earlier(GARAPAN, 15)])).toBeUndefined();
  });

  it("never flags branches within 2 km of each other, however quick", () => {
    expect(distanceKm(GARAPAN, NEAR_GARAPAN)).toBeLessThan(PLAUSIBILITY.minDistanceKm);
    expect(implausibleTravel({ point: NEAR_GARAPAN, at: T0 }, [earlier(GARAPAN, 0)])).toBeUndefined();
    expect(implausibleTravel({ point: GARAPAN, at: T0 }, [earlier(GARAPAN, 0)])).toBeUndefined();
  });

  it("flags two distant check-ins at the same instant", () => {
    const travel = implausibleTravel({ point: ROTA, at: T0 }, [earlier(GARAPAN, 0)]);
    expect(travel?.speedKmPerHour).toBe(Number.POSITIVE_INFINITY);
    expect(travel && travelDetail(travel)).toContain("0.0 minutes apart (at the same instant;");
  });

  it("picks the fastest of several implausible trips", () => {
    const travel = implausibleTravel({ point: ROTA, at: T0 }, [earlier(SUSUPE, 30, "slow"), earlier(GARAPAN, 10, "fast"), earlier(ROTA, 1, "here")]);
    expect(travel?.earlier.visitId).toBe("fast");
    expect(travel?.speedKmPerHour).toBeCloseTo(804, 0);
  });

  it("measures the time between the two in either order", () => {
    expect(implausibleTravel({ point: ROTA, at: T0 }, [{ ...earlier(GARAPAN, 0), at: minutesAfter(5) }])?.minutes).toBe(5);
  });

  it("has nothing to compare without earlier check-ins", () => {
    expect(implausibleTravel({ point: ROTA, at: T0 }, [])).toBeUndefined();
  });
});

describe("bursts at one branch", () => {
  it("is more than 30 check-ins within a minute", () => {
    expect(isBurst(1)).toBe(false);
    expect(isBurst(30)).toBe(false);
    expect(isBurst(31)).toBe(true);
    expect(burstDetail(31)).toBe("31 check-ins at this branch within 60 seconds (more than 30 is a burst)");
  });
});
