import { describe, expect, it } from "vitest";
import { complementarySuppression, type GridCell, protectedCount } from "../../server/tourism/disclosure-control.ts";

const grid = (rows: number[][]): GridCell[][] =>
  rows.map((line) => line.map((count, index) => ({ truth: { count, keySum: index }, shown: protectedCount({ count, keySum: index }) })));
const withheld = (cells: GridCell[][]) => cells.map((line) => line.map((cell) => (cell.shown.suppressed ? "x" : cell.truth.count === 0 ? "0" : "n")).join(""));

describe("disclosure control (decision 056)", () => {
  it("withholds below 5, moves a count by at most 2 and never below 5, the same way for the same surveys", () => {
    expect(protectedCount({ count: 0, keySum: 0 })).toEqual({ count: 0, suppressed: false });
    expect(protectedCount({ count: 4, keySum: 9 })).toEqual({ count: null, suppressed: true });
    for (let keySum = 0; keySum < 200; keySum += 1) {
      const shown = protectedCount({ count: 6, keySum });
      expect(shown.count).toBeGreaterThanOrEqual(5);
      expect(shown.count).toBeLessThanOrEqual(8);
      expect(protectedCount({ count: 6, keySum })).toEqual(shown);
    }
  });

  it("leaves no row or column, totals included, with a single withheld cell", () => {
    // 3 × 2 with totals: the 2 in the first row needs a partner in its row, its column, and then theirs.
    const cells = grid([
      [2, 9, 11],
      [7, 8, 15],
      [6, 0, 6],
      [15, 17, 32],
    ]);
    complementarySuppression(cells);
    for (const line of [...cells, ...cells[0]!.map((_, column) => cells.map((row) => row[column]!))]) {
      expect(line.filter((cell) => cell.shown.suppressed).length).not.toBe(1);
    }
    // The cascade reaches the first row's total: its 11 is the smallest cell left in the totals column.
    expect(withheld(cells)).toEqual(["xxx", "xxn", "x0x", "nnn"]);
  });
});
