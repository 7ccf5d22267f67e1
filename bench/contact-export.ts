import type { DatabaseKind } from "../server/db/connection.ts";
import { EXPORT_FORMATS } from "../server/tracing/contact-export-formats.ts";
import { openBenchStack } from "./bench-server.ts";
import { insertContacts, insertIndexCase, listedContact } from "./contact-list-case.ts";

/** A frozen contact list far beyond the computation's cap (5,000): what "100,000 rows without a timeout" asks of the export. */
export const EXPORT_ROWS = 100_000;
const RUNS = 3;
const ROWS_PER_INSERT = 1_000;

export interface ExportResult {
  kind: DatabaseKind;
  format: string;
  rows: number;
  megabytes: number;
  /** Each run's rows per second, the whole download through the real server. */
  rowsPerSecond: number[];
}

interface RowCounter {
  read: (chunk: Uint8Array) => void;
  /** The rows read; undefined where a format's rows cannot be counted without unpacking it (XLSX is a zip). */
  total: () => number | undefined;
}

/** Counts a pattern's occurrences across chunk boundaries. */
function occurrences(pattern: string, less: number): () => RowCounter {
  return () => {
    const decoder = new TextDecoder();
    let carry = "";
    let count = 0;
    return {
      read: (chunk) => {
        const text = carry + decoder.decode(chunk, { stream: true });
        count += text.split(pattern).length - 1;
        // The pattern's start may end this chunk; fewer characters than the pattern hold no whole match.
        carry = text.slice(text.length - (pattern.length - 1));
      },
      total: () => count - less,
    };
  };
}

/** CSV: one line end a row, and the header's. FHIR: one Patient a contact. */
const ROW_COUNTERS: Record<keyof typeof EXPORT_FORMATS, () => RowCounter> = {
  CSV: occurrences("\n", 1),
  XLSX: () => ({ read: () => {}, total: () => undefined }),
  FHIR: occurrences('"resourceType":"Patient"', 0),
};

/** Writes a frozen case with EXPORT_ROWS included contacts, then downloads it in each format through the real server RUNS times. */
export async function measureContactExport(kind: DatabaseKind): Promise<ExportResult[]> {
  const stack = await openBenchStack(kind, "export");
  const { stores } = stack;
  try {
    const now = new Date().toISOString();
    const { id: staffId, cookie } = await stack.staffMember("health_official");
    const health = stores.health;
    const caseId = await insertIndexCase(health, staffId, "frozen", now);
    const start = Date.parse("2026-03-08T00:00:00.000Z");
    await insertContacts(kind, health, EXPORT_ROWS, ROWS_PER_INSERT, (index) => ({
      ...listedContact(caseId, index, new Date(start + index * 7_000).toISOString(), now),
      follow_up_due: "2026-03-12",
    }));
    const base = await stack.listen();
    const results: ExportResult[] = [];
    for (const [format, { extension }] of Object.entries(EXPORT_FORMATS)) {
      const url = `${base}/api/staff/tracing/cases/${caseId}/contacts.${extension}?purpose=${encodeURIComponent("Benchmark of the export")}`;
      const rowsPerSecond: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const answer = await fetch(url, { headers: { cookie } });
        if (answer.status !== 200 || !answer.body) throw new Error(`the ${format} export answered ${answer.status}`);
        bytes = 0;
        const rows = ROW_COUNTERS[format as keyof typeof EXPORT_FORMATS]();
        for await (const chunk of answer.body) {
          bytes += chunk.byteLength;
          rows.read(chunk);
        }
        if (rows.total() !== undefined && rows.total() !== EXPORT_ROWS) throw new Error(`the ${format} export held ${rows.total()} rows, not ${EXPORT_ROWS}`);
        rowsPerSecond.push(EXPORT_ROWS / ((performance.now() - started) / 1000));
      }
      results.push({ kind, format, rows: EXPORT_ROWS, megabytes: bytes / 1_048_576, rowsPerSecond });
    }
    return results;
  } finally {
    await stack.close();
  }
}
