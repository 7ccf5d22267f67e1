import * as v from "valibot";
import type { ArrivalFilters, DashboardData, Download } from "../../machines/console/tourism-dashboard.machine.ts";
import { type ArrivalFilters as AnswerFilters, ArrivalsAnswer, CrossTabAnswer, sameRangeLastYear } from "#domain/tourism-dashboard.ts";
import { saveFile } from "../lib/save-file.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The tourism analyst's dashboard calls (decisions 024 and 056); failures arrive as a CallFailure. */

/** The kept answers as the query string names them: `origin_country=KOREA,JAPAN`. */
const answerQuery = (answers: AnswerFilters) => Object.fromEntries(Object.entries(answers).map(([dimension, values]) => [dimension, values.join(",")]));

const seriesQuery = (filters: ArrivalFilters, range = { from: filters.from, to: filters.to }) => ({
  ...range,
  by: filters.by,
  dimension: filters.dimension,
  ...answerQuery(filters.answers),
});

/** The cross-tab puts the grouping's answer on its rows; reasons, with several per survey, cannot be a row. */
const crossTabQuery = (filters: ArrivalFilters) =>
  filters.crossWith && filters.dimension !== "reasons_for_travel"
    ? { from: filters.from, to: filters.to, rows: filters.dimension, columns: filters.crossWith, ...answerQuery(filters.answers) }
    : undefined;

export async function loadArrivals(filters: ArrivalFilters): Promise<DashboardData> {
  return calling(async () => {
    const crossTab = crossTabQuery(filters);
    const [arrivals, table, lastYear] = await Promise.all([
      staffApi("/api/staff/tourism/arrivals", { query: seriesQuery(filters) }),
      crossTab ? staffApi("/api/staff/tourism/cross-tab", { query: crossTab }) : undefined,
      filters.compare ? staffApi("/api/staff/tourism/arrivals", { query: seriesQuery(filters, sameRangeLastYear(filters)) }) : undefined,
    ]);
    return {
      arrivals: v.parse(ArrivalsAnswer, arrivals).data,
      crossTab: table === undefined ? undefined : v.parse(CrossTabAnswer, table).data,
      lastYear: lastYear === undefined ? undefined : v.parse(ArrivalsAnswer, lastYear).data,
    };
  });
}

/** Fetches the chosen export with the analyst's stated purpose and offers it as a download. */
export function downloadArrivals(filters: ArrivalFilters, purpose: string, download: Download): Promise<void> {
  return calling(async () => {
    const crossTab = crossTabQuery(filters);
    const [path, query, name] =
      download === "arrivals.csv" || !crossTab
        ? ["/api/staff/tourism/arrivals.csv", seriesQuery(filters), `arrivals-${filters.dimension}-by-${filters.by}-${filters.from}-${filters.to}.csv`]
        : [
            `/api/staff/tourism/${download}`,
            crossTab,
            `arrivals-${crossTab.rows}-by-${crossTab.columns}-${filters.from}-${filters.to}.${download.split(".")[1]}`,
          ];
    const file = await staffApi(path, { query: { ...query, purpose }, responseType: "blob" });
    saveFile(file, name);
  });
}
