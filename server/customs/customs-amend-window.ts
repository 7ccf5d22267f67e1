import { AMEND_WINDOW_MINUTES, type CustomsEntryKind } from "#domain/customs-check.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";

const MINUTE_MS = 60_000;

/** Until when the officer of a trip's first decision may amend it: AMEND_WINDOW_MINUTES after it. */
export const amendableUntil = (first: { decided_at: string }) => new Date(Date.parse(first.decided_at) + AMEND_WINDOW_MINUTES * MINUTE_MS).toISOString();

interface Entry {
  kind: CustomsEntryKind;
  staff_id: string;
  decided_at: string;
}

/**
 * How this staff member may change the trip's decision now, if at all: the officer of the first
 * decision amends it within the window, unless a supervisor has overridden it since; a customs
 * supervisor overrides it at any time. Undefined before any decision.
 */
export function correctionFor(actor: { staffId: string | null; roles?: readonly StaffRole[] }, entries: readonly Entry[], now: Date): "amendment" | "override" | undefined {
  const [first] = entries;
  if (!first) return undefined;
  const ownInWindow = first.staff_id === actor.staffId && now.toISOString() < amendableUntil(first) && !entries.some((entry) => entry.kind === "override");
  if (ownInWindow) return "amendment";
  return actor.roles?.includes("customs_supervisor") ? "override" : undefined;
}
