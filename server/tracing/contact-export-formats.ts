import type { Readable } from "node:stream";
import { CONTACT_EXPORT_FORMATS, type ContactExportFormat } from "#domain/tracing/tracing-contacts.ts";
import type { ExportedContact } from "./contact-export.ts";
import { contactCsv } from "./contact-export-csv.ts";
import { contactFhirBundle } from "./contact-export-fhir.ts";
import { contactXlsx } from "./contact-export-xlsx.ts";

interface ExportFormat {
  /** The file name's ending, and the route's. */
  extension: string;
  contentType: string;
  write: (pages: AsyncIterable<ExportedContact[]>, indexName: string, now: Date) => Readable;
}

/** The frozen list's exports: CSV and XLSX for spreadsheets, a FHIR R4 bundle for the pandemic platform. */
export const EXPORT_FORMATS: Record<ContactExportFormat, ExportFormat> = {
  CSV: { extension: CONTACT_EXPORT_FORMATS.CSV, contentType: "text/csv; charset=utf-8", write: contactCsv },
  XLSX: { extension: CONTACT_EXPORT_FORMATS.XLSX, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", write: contactXlsx },
  FHIR: { extension: CONTACT_EXPORT_FORMATS.FHIR, contentType: "application/fhir+json; charset=utf-8", write: contactFhirBundle },
};
