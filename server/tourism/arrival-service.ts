import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  type ArrivalFilters,
  type Arrivals,
  type ArrivalsQuery,
  type CrossTab,
  type CrossTabQuery,
  filtersOf,
  inSurveyOrder,
  periodsBetween,
  type ProtectedCount,
} from "#domain/tourism-dashboard.ts";
import { csvLine } from "../exports/spreadsheet-cells.ts";
import type { ArrivalCount, CrossTabCount } from "./arrival-queries.ts";
import { complementarySuppression, type GridCell, protectedCount, type TrueCount } from "./disclosure-control.ts";

const gridCell = (truth: TrueCount): GridCell => ({ truth, shown: protectedCount(truth) });
const EMPTY: TrueCount = { count: 0, keySum: 0 };
const add = (a: TrueCount, b: TrueCount): TrueCount => ({ count: a.count + b.count, keySum: a.keySum + b.keySum });

/** Periods × answers, each count protected, and no period or answer left with a single withheld cell (decision 056). */
export function arrivalsAnswer(query: ArrivalsQuery, counts: ArrivalCount[]): Arrivals {
  const periods = periodsBetween(query.from, query.to, query.by);
  const values = inSurveyOrder(
    query.dimension,
    counts.map((count) => count.value),
  );
  const found = new Map(counts.map((count) => [`${count.period}\u0000${count.value}`, count]));
  const grid = periods.map((period) => values.map((value) => gridCell(found.get(`${period}\u0000${value}`) ?? EMPTY)));
  complementarySuppression(grid);
  const cells = periods.flatMap((period, row) =>
    values.flatMap((value, column) => {
      const cell = grid[row]?.[column];
      // An empty pair is left out, unless it is withheld beside a withheld count (decision 056).
      return cell && (cell.truth.count > 0 || cell.shown.suppressed) ? [{ period, value, ...cell.shown }] : [];
    }),
  );
  return { from: query.from, to: query.to, by: query.by, dimension: query.dimension, filters: filtersOf(query), periods, values, cells };
}

/**
 * Rows × columns with their totals, each protected on its own from all the surveys it counts, then
 * complementary suppression over the table with its totals as its last row and column (decision 056).
 */
export function crossTabAnswer(query: CrossTabQuery, counts: CrossTabCount[]): CrossTab {
  const rowValues = inSurveyOrder(
    query.rows,
    counts.map((count) => count.row),
  );
  const columnValues = inSurveyOrder(
    query.columns,
    counts.map((count) => count.column),
  );
  const found = new Map(counts.map((count) => [`${count.row}\u0000${count.column}`, count]));
  const truths = rowValues.map((row) => columnValues.map((column) => found.get(`${row}\u0000${column}`) ?? EMPTY));
  const rowTotals = truths.map((line) => line.reduce(add, EMPTY));
  const columnTotals = columnValues.map((_, column) => truths.reduce((sum, line) => add(sum, line[column] ?? EMPTY), EMPTY));
  const grid = [...truths, columnTotals].map((line, row) => [...line, rowTotals[row] ?? rowTotals.reduce(add, EMPTY)].map(gridCell));
  complementarySuppression(grid);
  const shown = (row: number, column: number): ProtectedCount => grid[row]?.[column]?.shown ?? { count: 0, suppressed: false };
  return {
    from: query.from,
    to: query.to,
    rows: query.rows,
    columns: query.columns,
    filters: filtersOf(query),
    row_values: rowValues,
    column_values: columnValues,
    cells: rowValues.flatMap((row, r) =>
      columnValues.flatMap((column, c) => ((truths[r]?.[c]?.count ?? 0) > 0 || shown(r, c).suppressed ? [{ row, column, ...shown(r, c) }] : [])),
    ),
    row_totals: rowValues.map((value, r) => ({ value, ...shown(r, columnValues.length) })),
    column_totals: columnValues.map((value, c) => ({ value, ...shown(rowValues.length, c) })),
    total: shown(rowValues.length, columnValues.length),
  };
}

const WITHHELD = "withheld";

const printed = (cell: ProtectedCount | undefined) => (cell === undefined ? "0" : cell.suppressed ? WITHHELD : String(cell.count));

/** The aggregates as CSV, a line at a time: period, the dimension's answer, arrivals. */
export function arrivalsCsv(arrivals: Arrivals): Readable {
  function* lines() {
    yield csvLine(["period", arrivals.dimension, "arrivals"]);
    for (const cell of arrivals.cells) yield csvLine([cell.period, cell.value, printed(cell)]);
  }
  return Readable.from(lines());
}

/** The table as printed: a header line, a line per row value with its total, the totals line; filters named above. */
function crossTabLines(table: CrossTab): string[][] {
  const cell = new Map(table.cells.map((found) => [`${found.row}\u0000${found.column}`, found]));
  const filters = Object.entries(table.filters as ArrivalFilters).map(([dimension, values]) => `${dimension}=${values.join("|")}`);
  return [
    ["from", table.from, "to", table.to, ...filters],
    [`${table.rows} \\ ${table.columns}`, ...table.column_values, "total"],
    ...table.row_values.map((row, r) => [
      row,
      ...table.column_values.map((column) => printed(cell.get(`${row}\u0000${column}`))),
      printed(table.row_totals[r]),
    ]),
    ["total", ...table.column_totals.map(printed), printed(table.total)],
  ];
}

/** The cross-tab as CSV; a withheld count reads "withheld". */
export function crossTabCsv(table: CrossTab): Readable {
  return Readable.from(crossTabLines(table).map(csvLine));
}

/** The cross-tab as an XLSX workbook through ExcelJS's streaming writer; counts are numbers, a withheld one the text "withheld". */
export function crossTabXlsx(table: CrossTab): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Arrivals", { views: [{ state: "frozen", ySplit: 2, xSplit: 1 }] });
  const write = async () => {
    for (const [index, line] of crossTabLines(table).entries()) {
      sheet.addRow(index < 2 ? line : line.map((value, column) => (column > 0 && /^\d+$/.test(value) ? Number(value) : value))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
