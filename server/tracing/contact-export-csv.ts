import { Readable } from "node:stream";
import { commonwealthTime } from "#domain/commonwealth-time.ts";
import { phoneUri } from "#domain/phone.ts";
import { csvLine } from "../exports/spreadsheet-cells.ts";
import { type CellKind, EXPORT_COLUMNS } from "./contact-export-columns.ts";
import type { ExportedContact } from "./contact-export.ts";

function csvCell(kind: CellKind, value: string | number | null): string | number | null {
  if (value === null || typeof value === "number") return value;
  if (kind === "time") return commonwealthTime(value);
  if (kind === "phone") return phoneUri(value);
  return value;
}

/** The frozen list as CSV, written page by page as the rows arrive; every cell is kept from running as a formula. */
export function contactCsv(pages: AsyncIterable<ExportedContact[]>, indexName: string): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(EXPORT_COLUMNS.map((column) => column.header));
    for await (const page of pages) {
      let chunk = "";
      for (const contact of page) chunk += csvLine(EXPORT_COLUMNS.map((column) => csvCell(column.kind, column.value(contact, indexName))));
      yield chunk;
    }
  }
  return Readable.from(lines());
}
