/**
 * When a check-in looks implausible (docs/decisions/010-front-liner-scan-flags-retention.md).
 * A flag asks staff to look; it never refuses a check-in, since contact tracing needs every one.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A check-in at a place, at a moment. */
export interface PlacedCheckIn {
  point: GeoPoint;
  at: Date;
}

export const PLAUSIBILITY = {
  /** Faster than any road on the islands allows, and than a hop by air once boarding is counted. */
  maxSpeedKmPerHour: 150,
  /** Branch coordinates are set by hand; below this distance their error could fake any speed. */
  minDistanceKm: 2,
  /** How far back a person's earlier check-ins are read: any trip across the islands at maxSpeedKmPerHour takes less. */
  lookbackMs: 12 * 3_600_000,
  /** More check-ins than this at one branch within burstWindowMs is a burst (a crowded door manages about one every two seconds). */
  burstLimit: 30,
  burstWindowMs: 60_000,
} as const;

const EARTH_RADIUS_KM = 6371.0088;
const HOUR_MS = 3_600_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface ImplausibleTravel<T extends PlacedCheckIn> {
  earlier: T;
  distanceKm: number;
  minutes: number;
  /** Infinity when both check-ins happened at the same instant. */
  speedKmPerHour: number;
}

/**
 * The earlier check-in of the same person that the current one could not have been reached from
 * in time; the fastest such travel when there are several, undefined when every one is plausible.
 */
export function implausibleTravel<T extends PlacedCheckIn>(current: PlacedCheckIn, earlier: readonly T[]): ImplausibleTravel<T> | undefined {
  let fastest: ImplausibleTravel<T> | undefined;
  for (const candidate of earlier) {
    const elapsedMs = Math.abs(current.at.getTime() - candidate.at.getTime());
    const distance = distanceKm(candidate.point, current.point);
    if (distance <= PLAUSIBILITY.minDistanceKm) continue;
    const speed = elapsedMs === 0 ? Number.POSITIVE_INFINITY : distance / (elapsedMs / HOUR_MS);
    if (speed <= PLAUSIBILITY.maxSpeedKmPerHour || (fastest && speed <= fastest.speedKmPerHour)) continue;
    fastest = { earlier: candidate, distanceKm: distance, minutes: elapsedMs / 60_000, speedKmPerHour: speed };
  }
  return fastest;
}

/** Whether this many check-ins at one branch within PLAUSIBILITY.burstWindowMs (the current one included) is a burst. */
export function isBurst(checkInsInWindow: number): boolean {
  return checkInsInWindow > PLAUSIBILITY.burstLimit;
}

/** What a flag says it measured: places, distances and times only, never who. */
export function travelDetail(travel: ImplausibleTravel<PlacedCheckIn & { visitId: string; branchId: string }>): string {
  const speed = Number.isFinite(travel.speedKmPerHour) ? `${Math.round(travel.speedKmPerHour)} km/h` : "at the same instant";
  return (
    `${travel.distanceKm.toFixed(1)} km from the check-in ${travel.earlier.visitId} at branch ${travel.earlier.branchId} ` +
    `${travel.minutes.toFixed(1)} minutes apart (${speed}; plausible up to ${PLAUSIBILITY.maxSpeedKmPerHour} km/h)`
  );
}

export function burstDetail(checkInsInWindow: number): string {
  return `${checkInsInWindow} check-ins at this branch within ${PLAUSIBILITY.burstWindowMs / 1000} seconds (more than ${PLAUSIBILITY.burstLimit} is a burst)`;
}
