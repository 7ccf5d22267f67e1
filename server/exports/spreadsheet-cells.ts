/**
 * The one formula guard of every spreadsheet the product writes (CSV today; an XLSX writer would
 * put `formulaGuard`'s text in its string cells). A cell a spreadsheet could run as a formula starts
 * with =, +, -, @ or their full-width forms ＝ ＋ － ＠ (which Excel and LibreOffice read as the
 * ASCII ones), or with a tab or carriage return (which some import paths drop before reading the
 * rest). Such a cell is written with a leading apostrophe, so it stays text (OWASP CSV injection).
 * Spaces before the trigger do not hide it: some spreadsheets trim them first.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/u;

/** The text of a cell as a spreadsheet must show it: never as a formula. */
export function formulaGuard(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** One CSV field (RFC 4180): formula-guarded, and quoted when it holds a quote, comma or line break. */
export function formulaSafe(cell: string): string {
  const text = formulaGuard(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with CRLF. Numbers are written as they are: they cannot start like a formula. */
export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map((cell) => (typeof cell === "number" ? String(cell) : formulaSafe(cell ?? ""))).join(",")}\r\n`;
