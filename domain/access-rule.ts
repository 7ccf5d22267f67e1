import { HEALTH_DECLARATION_LOOKBACK_DAYS } from "./constants.ts";
import { NONE_OF_THE_ABOVE } from "./reference-data.ts";

/**
 * docs/product-spec.md, part 4 "Access check", the rule decided in docs/decisions/011-check-ins-and-access.md:
 * a person is not allowed in while they are a probable, suspected or confirmed case, while their
 * health status is SEVERE, or when they reported a symptom within the health declaration look-back.
 */

export type AccessStatus = "ALLOWED" | "NOT_ALLOWED";

export const NOT_ALLOWED_TITLE = "Entry not allowed";
export const NOT_ALLOWED_MESSAGE =
  "Your health status or the symptoms you reported do not allow entry right now. Please stay home, and contact your health provider or a hotline if you feel unwell. Your check-in has been recorded.";

const CASE_STATUSES_REFUSED = ["0001", "0002", "0003"];
const DAY_MS = 86_400_000;

export interface AccessFacts {
  case_status: string | null;
  health_status: string | null;
  /** The symptom codes last reported, or NONE_OF_THE_ABOVE; null when never reported. */
  symptoms: readonly string[] | null;
  symptoms_reported_at: Date | null;
}

export function hasSymptom(codes: readonly string[] | null): boolean {
  return (codes ?? []).some((code) => code !== NONE_OF_THE_ABOVE);
}

/** Symptoms older than the look-back say nothing about today. */
export function isRecentReport(reportedAt: Date | null, now: Date): boolean {
  return reportedAt !== null && now.getTime() - reportedAt.getTime() <= HEALTH_DECLARATION_LOOKBACK_DAYS * DAY_MS;
}

export function accessStatus(facts: AccessFacts, now: Date): AccessStatus {
  const isCase = facts.case_status !== null && CASE_STATUSES_REFUSED.includes(facts.case_status);
  const isSevere = facts.health_status?.toUpperCase() === "SEVERE";
  const hasRecentSymptom = hasSymptom(facts.symptoms) && isRecentReport(facts.symptoms_reported_at, now);
  return isCase || isSevere || hasRecentSymptom ? "NOT_ALLOWED" : "ALLOWED";
}
