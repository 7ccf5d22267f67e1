import type { FormTable } from "../form-table.ts";

/** The tourism authority's (MVA) store: the trip surveys only (docs/decisions/016-agency-stores.md). */
export interface TourismDatabase {
  surveys: FormTable;
}
