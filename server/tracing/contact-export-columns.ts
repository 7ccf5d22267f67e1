import { COMMONWEALTH_ZONE_LABEL } from "#domain/commonwealth-time.ts";
import type { ExportedContact } from "./contact-export.ts";

/**
 * How a cell is written: a spreadsheet must show it as the screen does. Times are the commonwealth's
 * clock with the zone in the header; numbers stay numbers; phone numbers and text stay text.
 */
export type CellKind = "number" | "text" | "phone" | "time" | "date";

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Characters wide in a spreadsheet. */
  width: number;
  value: (contact: ExportedContact, indexName: string) => string | number | null;
}

const zoned = (name: string) => `${name} (${COMMONWEALTH_ZONE_LABEL})`;

/** The columns of the frozen list's CSV and XLSX, in order: one list so the two never differ. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: "generation", kind: "number", width: 11, value: (contact) => contact.generation },
  { header: "name", kind: "text", width: 28, value: (contact) => contact.full_name },
  { header: "mobile number", kind: "phone", width: 20, value: (contact) => contact.mobile_number },
  { header: "e-mail", kind: "text", width: 28, value: (contact) => contact.email },
  { header: "language", kind: "text", width: 9, value: (contact) => contact.language },
  { header: zoned("exposure start"), kind: "time", width: 18, value: (contact) => contact.exposure_start },
  { header: "overlap minutes", kind: "number", width: 9, value: (contact) => contact.overlap_minutes },
  { header: "place", kind: "text", width: 32, value: (contact) => contact.place },
  { header: "exposed by", kind: "text", width: 28, value: (contact, indexName) => contact.parent_full_name ?? indexName },
  { header: zoned("visit start"), kind: "time", width: 18, value: (contact) => contact.visit_start },
  { header: zoned("visit end"), kind: "time", width: 18, value: (contact) => contact.visit_end },
  { header: "follow-up status", kind: "text", width: 14, value: (contact) => contact.follow_up_status },
  { header: "follow-up due", kind: "date", width: 12, value: (contact) => contact.follow_up_due },
  { header: zoned("notified at"), kind: "time", width: 18, value: (contact) => contact.notified_at },
];
