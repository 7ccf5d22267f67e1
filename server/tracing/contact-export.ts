import { Readable } from "node:stream";
import { sql } from "kysely";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { csvLine } from "../exports/spreadsheet-cells.ts";
import { keptContact } from "./contact-reach.ts";

/** Rows read per statement while the CSV streams: memory stays flat however long the list. */
const ROWS_PER_PAGE = 1_000;

const HEADER = [
  "generation",
  "name",
  "mobile number",
  "e-mail",
  "language",
  "exposure start",
  "overlap minutes",
  "place",
  "exposed by",
  "visit start",
  "visit end",
  "follow-up status",
  "follow-up due",
  "notified at",
];

/** What the export shows of each contact, for the audit trail. */
export const EXPORT_FIELDS_SHOWN = "names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up";

/** How many contacts the frozen list's export holds: the ones it acts on (not the unticked, nor those reached only through them). */
export async function exportedCount(health: HealthStore, caseId: string): Promise<number> {
  const row = await health
    .selectFrom("tracing_contacts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("case_id", "=", caseId)
    .where(keptContact())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The included contacts as CSV, read a page at a time in list order (generation, exposure, id) and
 * written as they arrive; every cell is kept from running as a formula.
 */
export function contactCsv(health: HealthStore, caseId: string, indexName: string): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(HEADER);
    let after: { generation: number; exposure_start: string; id: string } | undefined;
    for (;;) {
      let page = health
        .selectFrom("tracing_contacts as c")
        .leftJoin("tracing_contacts as p", "p.id", "c.parent_contact_id")
        .select([
          "c.id",
          "c.generation",
          "c.full_name",
          "c.mobile_number",
          "c.email",
          "c.language",
          "c.exposure_start",
          "c.overlap_minutes",
          "c.place",
          "p.full_name as parent_full_name",
          "c.visit_start",
          "c.visit_end",
          "c.follow_up_status",
          "c.follow_up_due",
          "c.notified_at",
        ])
        .where("c.case_id", "=", caseId)
        .where(keptContact("c"));
      if (after) {
        const { generation, exposure_start, id } = after;
        // A row comparison, which both databases read as a range of the list's index (case, generation, exposure).
        page = page.where(sql<boolean>`(c.generation, c.exposure_start, c.id) > (${generation}, ${exposure_start}, ${id})`);
      }
      const rows = await page.orderBy("c.generation").orderBy("c.exposure_start").orderBy("c.id").limit(ROWS_PER_PAGE).execute();
      let chunk = "";
      for (const row of rows) {
        chunk += csvLine([
          row.generation,
          row.full_name,
          row.mobile_number,
          row.email,
          row.language,
          row.exposure_start,
          row.overlap_minutes,
          row.place,
          row.parent_full_name ?? indexName,
          row.visit_start,
          row.visit_end,
          row.follow_up_status,
          row.follow_up_due,
          row.notified_at,
        ]);
      }
      if (chunk) yield chunk;
      const last = rows.at(-1);
      if (!last || rows.length < ROWS_PER_PAGE) return;
      after = last;
    }
  }
  return Readable.from(lines());
}
