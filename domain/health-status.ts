/**
 * docs/product-spec.md, part 4 "Profile and case status": a probable, suspected or confirmed case status (0001–0003)
 * is the traveller's status; otherwise the health status (SEVERE, MILD, GOOD) is. Cleared (0004)
 * and good (0005) case statuses have colours too: they are shown when no health status is known.
 */
export const CASE_STATUSES = {
  "0001": "PROBABLE",
  "0002": "SUSPECTED",
  "0003": "CONFIRMED",
  "0004": "CLEARED",
  "0005": "GOOD",
} as const;
export const HEALTH_STATUSES = ["SEVERE", "MILD", "GOOD"] as const;

type CaseStatusCode = keyof typeof CASE_STATUSES;
export type StatusName = (typeof CASE_STATUSES)[CaseStatusCode] | (typeof HEALTH_STATUSES)[number];
/** How a status is coloured: danger red, caution amber, clear green. */
export type StatusTone = "danger" | "caution" | "clear";

export interface DisplayedStatus {
  name: StatusName;
  tone: StatusTone;
}

const CASE_STATUSES_USED_AS_STATUS: readonly CaseStatusCode[] = ["0001", "0002", "0003"];

const TONES: Record<StatusName, StatusTone> = {
  CONFIRMED: "danger",
  SEVERE: "danger",
  PROBABLE: "caution",
  SUSPECTED: "caution",
  MILD: "caution",
  CLEARED: "clear",
  GOOD: "clear",
};

function caseStatus(code: string | null): StatusName | undefined {
  return code !== null && Object.hasOwn(CASE_STATUSES, code) ? CASE_STATUSES[code as CaseStatusCode] : undefined;
}

function healthStatus(value: string | null): StatusName | undefined {
  return HEALTH_STATUSES.find((status) => status === value?.toUpperCase());
}

/** The status shown for a profile, or undefined when neither status is known. */
export function displayedStatus(profile: { case_status: string | null; health_status: string | null }): DisplayedStatus | undefined {
  const usedAsStatus = CASE_STATUSES_USED_AS_STATUS.some((code) => code === profile.case_status);
  const name = usedAsStatus ? caseStatus(profile.case_status) : (healthStatus(profile.health_status) ?? caseStatus(profile.case_status));
  return name === undefined ? undefined : { name, tone: TONES[name] };
}
