import { sql } from "kysely";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { keptContact } from "./contact-reach.ts";

/** Rows read per statement while an export streams: memory stays flat however long the list. */
const ROWS_PER_PAGE = 1_000;

/** What the exports show of each contact, for the audit trail. */
export const EXPORT_FIELDS_SHOWN = "names, mobile numbers, e-mail, language, exposure, places, visit times, follow-up";

/** One contact of the frozen list as every export format writes it. */
export interface ExportedContact {
  id: string;
  generation: number;
  full_name: string;
  mobile_number: string | null;
  email: string | null;
  language: string;
  exposure_start: string;
  overlap_minutes: number;
  establishment_id: string;
  place: string;
  /** The contact who exposed this one; null when it was the index person. */
  parent_contact_id: string | null;
  parent_full_name: string | null;
  visit_start: string;
  visit_end: string;
  follow_up_status: string;
  follow_up_due: string | null;
  notified_at: string | null;
}

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

/** The included contacts a page at a time, in list order (generation, exposure, id). */
export async function* exportedContacts(health: HealthStore, caseId: string): AsyncGenerator<ExportedContact[]> {
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
        "c.establishment_id",
        "c.place",
        "c.parent_contact_id",
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
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < ROWS_PER_PAGE) return;
    after = last;
  }
}
