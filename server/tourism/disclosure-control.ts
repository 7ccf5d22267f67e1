import { createHash } from "node:crypto";
import { type ProtectedCount, SUPPRESSION_THRESHOLD } from "#domain/tourism-dashboard.ts";

/** A cell's true count and the sum of its surveys' record keys: the same surveys give the same sum in every query. */
export interface TrueCount {
  count: number;
  keySum: number;
}

/** The most a published count is moved either way. */
export const MAX_NOISE = 2;

/**
 * The published form of a count (decision 056): below the threshold it is withheld; otherwise it is moved by
 * −2…+2, chosen by a hash of the count and its surveys' key sum, and never shown below the threshold. The
 * same surveys are always moved the same way, so asking again, or through another query, tells nothing new.
 */
export function protectedCount({ count, keySum }: TrueCount): ProtectedCount {
  if (count === 0) return { count: 0, suppressed: false };
  if (count < SUPPRESSION_THRESHOLD) return { count: null, suppressed: true };
  const noise = ((createHash("sha256").update(`${count}:${keySum}`).digest()[0] ?? 0) % (2 * MAX_NOISE + 1)) - MAX_NOISE;
  return { count: Math.max(SUPPRESSION_THRESHOLD, count + noise), suppressed: false };
}

export interface GridCell {
  truth: TrueCount;
  shown: ProtectedCount;
}

const withheld: ProtectedCount = { count: null, suppressed: true };

/**
 * Complementary suppression, in place: a line (row or column) with a withheld count also withholds its
 * empty cells, and no line keeps a single withheld cell: such a line also withholds its smallest other
 * non-empty cell, until every line is settled. A cross-tab passes
 * its totals as the grid's last row and column, so a line's total is one of the cells that may be withheld.
 */
export function complementarySuppression(grid: GridCell[][]): void {
  const columns = grid[0]?.length ?? 0;
  const lines = [...grid, ...Array.from({ length: columns }, (_, column) => grid.map((row) => row[column] as GridCell))];
  // An empty cell beside a withheld one is withheld too: otherwise every gap is known to hold at least one
  // traveller, and gaps over several weeks add up to a lower bound that can meet an upper one.
  for (const line of lines) {
    if (!line.some((cell) => cell.shown.suppressed && cell.truth.count > 0)) continue;
    for (const cell of line) if (cell.truth.count === 0) cell.shown = withheld;
  }
  let settled = false;
  while (!settled) {
    settled = true;
    for (const line of lines) {
      const gaps = line.filter((cell) => cell.shown.suppressed);
      // A lone withheld empty cell hides nobody: the line's total would show only that it is empty, give or take.
      if (gaps.length !== 1 || gaps[0]?.truth.count === 0) continue;
      const smallest = line
        .filter((cell) => !cell.shown.suppressed && cell.truth.count > 0)
        .sort((a, b) => a.truth.count - b.truth.count || a.truth.keySum - b.truth.keySum)[0];
      if (!smallest) continue;
      smallest.shown = withheld;
      settled = false;
    }
  }
}
