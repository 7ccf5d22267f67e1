import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import { commonwealthWallClock } from "#domain/commonwealth-time.ts";
import { type CellKind, EXPORT_COLUMNS } from "./contact-export-columns.ts";
import type { ExportedContact } from "./contact-export.ts";

/** "@" is the text format: a cell the official edits and confirms stays text, never becomes a formula. */
const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  number: undefined,
  text: "@",
  phone: "@",
  time: "yyyy-mm-dd hh:mm",
  date: "yyyy-mm-dd",
};

/** A spreadsheet date has no zone: a time is written as the commonwealth's clock shows it, as the CSV writes it. */
function xlsxCell(kind: CellKind, value: string | number | null): string | number | Date | null {
  if (value === null || typeof value === "number") return value;
  if (kind === "time") return commonwealthWallClock(value);
  if (kind === "date") return new Date(`${value}T00:00:00Z`);
  return value;
}

/**
 * The frozen list as an XLSX workbook, the same columns as the CSV, written row by row through ExcelJS's
 * streaming writer. Text is written as text cells, which a spreadsheet never runs as a formula, so
 * no guard apostrophe is needed or shown.
 */
export function contactXlsx(pages: AsyncIterable<ExportedContact[]>, indexName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Contacts", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  const write = async () => {
    for await (const page of pages) {
      for (const contact of page) sheet.addRow(EXPORT_COLUMNS.map((column) => xlsxCell(column.kind, column.value(contact, indexName)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  // A failure mid-way cuts the download short rather than ending it as if the list were complete.
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
