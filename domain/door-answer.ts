import type { AccessStatus } from "./access-rule.ts";
import type { VisitAttributes } from "./logbook.ts";

// Kept apart from the logbook's schemas: the guest check-in's first screen reads it without valibot (decision 013).
/**
 * The door's answer is the truth (issue 29.5): a refused person never went in, so they have no stay
 * to end; their visit stays recorded for tracing all the same.
 */
export function wasLetIn(person: { access_status: AccessStatus | null }): boolean {
  return person.access_status !== "NOT_ALLOWED";
}

export interface VisitsAtTheDoor<T> {
  /** The visit still open that the door let in: the one a check-out ends. */
  open: T | undefined;
  /** The newest visit still running that the door refused: told as refused, never as checked in. */
  refused: T | undefined;
  /** Every other visit, newest first. */
  recent: T[];
}

/** Splits the traveller's visits (newest first) into the open stay, the refusal still running and the others. */
export function visitsAtTheDoor<T extends { attributes: VisitAttributes }>(visits: readonly T[]): VisitsAtTheDoor<T> {
  const open = visits.find((visit) => visit.attributes.is_open && wasLetIn(visit.attributes));
  const refused = visits.find((visit) => visit.attributes.is_open && !wasLetIn(visit.attributes));
  return { open, refused, recent: visits.filter((visit) => visit !== open && visit !== refused) };
}
