import { Readable } from "node:stream";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { formulaSafe } from "../tourism/arrivals.ts";
import { contactsOf } from "./contact-list-reads.ts";

/** Rows read per statement while the CSV streams: memory stays flat however long the list. */
const ROWS_PER_PAGE = 1_000;

const HEADER = [
  "generation", "name", "mobile number", "e-mail", "language", "exposure start", "overlap minutes", "place",
  "exposed by", "visit start", "visit end", "follow-up status", "follow-up due", "notified at",
];

/** What the export shows of each contact, for the audit trail. */
export const EXPORT_FIELDS_SHOWN = "names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up";

/** How many contacts the frozen list's export holds: its included ones. */
export async function exportedCount(health: HealthStore, caseId: string): Promise<number> {
  const row = await health.selectFrom("tracing_contacts").select((eb) => eb.fn.countAll<number | string>().as("count")).where("case_id", "=", caseId).where("included", "=", 1).executeTakeFirstOrThrow();
  return Number(row.count);
}

const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map((cell) => formulaSafe(cell === null ? "" : String(cell))).join(",")}\r\n`;

/**
 * The included contacts as CSV, read a page at a time in list order (generation, exposure, id) and
 * written as they arrive; every cell is kept from running as a formula.
 */
export function contactCsv(health: HealthStore, caseId: string, indexName: string): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(HEADER);
    let after: { generation: number; exposure_start: string; id: string } | undefined;
    for (;;) {
      let page = contactsOf(health, caseId).where("c.included", "=", 1);
      if (after) {
        const { generation, exposure_start, id } = after;
        page = page.where((eb) =>
          eb.or([
            eb("c.generation", ">", generation),
            eb.and([eb("c.generation", "=", generation), eb("c.exposure_start", ">", exposure_start)]),
            eb.and([eb("c.generation", "=", generation), eb("c.exposure_start", "=", exposure_start), eb("c.id", ">", id)]),
          ]),
        );
      }
      const rows = await page.orderBy("c.generation").orderBy("c.exposure_start").orderBy("c.id").limit(ROWS_PER_PAGE).execute();
      let chunk = "";
      for (const row of rows) {
        chunk += csvLine([
          row.generation, row.full_name, row.mobile_number, row.email, row.language, row.exposure_start, row.overlap_minutes, row.place,
          row.parent_full_name ?? indexName, row.visit_start, row.visit_end, row.follow_up_status, row.follow_up_due, row.notified_at,
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
