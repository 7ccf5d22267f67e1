import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Flag } from "../../../../../machines/console/flag-review.machine.ts";
import type { FlagReview } from "#domain/tracing/check-in-flag-review.ts";

export const REASON_LABELS: Record<Flag["attributes"]["reason"], MessageDescriptor> = {
  too_far_too_fast: msg`Too far, too fast: two check-ins farther apart than anyone could travel in the time between them`,
  burst_at_branch: msg`Burst at a branch: unusually many check-ins at one branch at the same moment`,
};

export const DECISION_LABELS: Record<FlagReview, MessageDescriptor> = {
  dismissed: msg`Dismissed`,
  kept: msg`Kept`,
};

/** Check-ins happen in the commonwealth: their times are shown in its zone, whatever the desk's clock says. */
export function formatInstant(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Saipan" }).format(new Date(iso));
}
