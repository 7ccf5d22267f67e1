import * as v from "valibot";
import type { ArrivalFilters } from "../../machines/console/tourism-dashboard.machine.ts";
import { ArrivalsAnswer, type Arrivals } from "#domain/tourism-dashboard.ts";
import { saveFile } from "../lib/save-file.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The tourism analyst's dashboard calls (decision 024); failures arrive as a CallFailure. */

export function loadArrivals(filters: ArrivalFilters): Promise<Arrivals> {
  return calling(async () => v.parse(ArrivalsAnswer, await staffApi("/api/staff/tourism/arrivals", { query: { ...filters } })).data);
}

/** Fetches the CSV of the same aggregates with the analyst's stated purpose and offers it as a download. */
export function downloadArrivalsCsv(filters: ArrivalFilters, purpose: string): Promise<void> {
  return calling(async () => {
    const csv = await staffApi("/api/staff/tourism/arrivals.csv", { query: { ...filters, purpose }, responseType: "blob" });
    saveFile(csv, `arrivals-${filters.dimension}-by-${filters.by}-${filters.from}-${filters.to}.csv`);
  });
}
