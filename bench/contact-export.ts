import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { DatabaseKind } from "../server/db/connection.ts";
import { openBenchStack } from "./bench-server.ts";

/** A frozen contact list far beyond the computation's cap (5,000): what "100,000 rows without a timeout" asks of the export. */
export const EXPORT_ROWS = 100_000;
const RUNS = 3;
const ROWS_PER_INSERT = 1_000;

export interface ExportResult {
  kind: DatabaseKind;
  rows: number;
  megabytes: number;
  /** Each run's rows per second, the whole download through the real server. */
  rowsPerSecond: number[];
}

/** Writes a frozen case with EXPORT_ROWS included contacts, then downloads its CSV through the real server RUNS times. */
export async function measureContactExport(kind: DatabaseKind): Promise<ExportResult> {
  const stack = await openBenchStack(kind, "export");
  const { stores } = stack;
  try {
    const now = new Date().toISOString();
    const { id: staffId, cookie } = await stack.staffMember("health_official");
    const caseId = randomUUID();
    const health = stores.health;
    await health
      .insertInto("tracing_cases")
      .values({
        id: caseId,
        person_key: "mobile:16705550100",
        user_id: null,
        full_name: "IDA INDEX",
        mobile_number: "16705550100",
        email: null,
        case_status: "0003",
        health_status: null,
        onset_date: "2026-03-10",
        test_date: null,
        isolation_date: null,
        window_from: null,
        window_to: null,
        opened_on: "2026-03-12",
        opened_at: now,
        opened_by: staffId,
        updated_at: now,
        closed_at: null,
        list_state: "frozen",
        list_computed_at: now,
        list_frozen_at: now,
        list_minimum_overlap_minutes: 15,
        list_incubation_days: 14,
      })
      .execute();
    const start = Date.parse("2026-03-08T00:00:00.000Z");
    const contact = (index: number) => {
      const exposure = new Date(start + index * 7_000).toISOString();
      return {
        id: randomUUID(),
        case_id: caseId,
        person_key: `mobile:1670${String(index).padStart(7, "0")}`,
        user_id: null,
        full_name: `CONTACT ${index} DELA CRUZ`,
        mobile_number: `1670${String(index).padStart(7, "0")}`,
        email: index % 2 ? `contact${index}@example.com` : null,
        language: "en",
        generation: 1 + (index % 3),
        exposure_start: exposure,
        overlap_minutes: 15 + (index % 90),
        establishment_id: caseId,
        place: "Saipan Noodle House — Garapan",
        parent_contact_id: null,
        parent_person_key: "mobile:16705550100",
        parent_visit_id: randomUUID(),
        parent_visit_start: exposure,
        parent_visit_end: exposure,
        visit_id: randomUUID(),
        visit_start: exposure,
        visit_end: exposure,
        included: 1,
        follow_up_status: "to_notify" as const,
        follow_up_due: "2026-03-12",
        updated_at: now,
      };
    };
    await health.transaction().execute(async (trx) => {
      for (let at = 0; at < EXPORT_ROWS; at += ROWS_PER_INSERT) {
        await trx
          .insertInto("tracing_contacts")
          .values(Array.from({ length: Math.min(ROWS_PER_INSERT, EXPORT_ROWS - at) }, (_, offset) => contact(at + offset)))
          .execute();
      }
    });
    // Autovacuum would gather the new rows' statistics within a minute; the bench does not wait for it.
    if (kind === "postgres") await sql`analyze tracing_contacts`.execute(health);
    const base = await stack.listen();
    const url = `${base}/api/staff/tracing/cases/${caseId}/contacts.csv?purpose=${encodeURIComponent("Benchmark of the export")}`;
    const rowsPerSecond: number[] = [];
    let bytes = 0;
    let rows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await fetch(url, { headers: { cookie } });
      if (answer.status !== 200 || !answer.body) throw new Error(`the export answered ${answer.status}`);
      bytes = 0;
      let lineEnds = 0;
      for await (const chunk of answer.body) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lineEnds += 1;
      }
      rows = lineEnds - 1;
      if (rows !== EXPORT_ROWS) throw new Error(`the export held ${rows} rows, not ${EXPORT_ROWS}`);
      rowsPerSecond.push(rows / ((performance.now() - started) / 1000));
    }
    return { kind, rows, megabytes: bytes / 1_048_576, rowsPerSecond };
  } finally {
    await stack.close();
  }
}
