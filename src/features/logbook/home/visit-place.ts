import type { Visit } from "../../../api/my-logbook.ts";

/** Where a visit was, as the traveller knows the place: its name, and its branch when it has one. */
export function placeOf(visit: Visit): string {
  const { name, branch } = visit.attributes.establishment;
  return branch ? `${name} · ${branch}` : name;
}
