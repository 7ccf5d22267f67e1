import type { Selectable } from "kysely";
import { commonwealthDay, infectiousWindow, type CaseStatusCode, type ContactListSummary, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { isAccountKey } from "#domain/person-key.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { HttpError } from "../http/errors.ts";
import { type LinkedCases, linkedCases } from "./case-links.ts";
import { droppedContact, keptContact } from "./contact-reach.ts";
import type { TracingDeps } from "./tracing-rules.ts";

export type CaseRow = Selectable<HealthDatabase["tracing_cases"]>;

export function findCase(health: HealthStore, id: string): Promise<CaseRow | undefined> {
  return health.selectFrom("tracing_cases").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The case, or the 404 every case route answers for an unknown id. */
export async function caseOr404(health: HealthStore, id: string): Promise<CaseRow> {
  const row = await findCase(health, id);
  if (!row) throw new HttpError(404, "CASE_NOT_FOUND");
  return row;
}

type ListCounts = Pick<ContactListSummary, "included" | "dropped" | "unreviewed" | "notified" | "overdue_follow_ups">;
const NO_CONTACTS: ListCounts = { included: 0, dropped: 0, unreviewed: 0, notified: 0, overdue_follow_ups: 0 };
/** Cases a statement reads the counts of; far under both databases' parameter limits. */
const CASES_PER_QUERY = 500;

/** Each case's contact-list counts: kept, dropped (reached only through unticked contacts), unreviewed, notified, and follow-ups past their due day and not released. */
async function listCounts(health: HealthStore, caseIds: readonly string[], today: string): Promise<Map<string, ListCounts>> {
  const counts = new Map<string, ListCounts>();
  for (let start = 0; start < caseIds.length; start += CASES_PER_QUERY) {
    const rows = await health
      .selectFrom("tracing_contacts")
      .select((eb) => [
        "case_id",
        eb.fn.sum<number | string | null>(eb.case().when(keptContact()).then(1).else(0).end()).as("included"),
        eb.fn.sum<number | string | null>(eb.case().when(droppedContact()).then(1).else(0).end()).as("dropped"),
        eb.fn.sum<number | string | null>(eb.case().when("reviewed_at", "is", null).then(1).else(0).end()).as("unreviewed"),
        eb.fn.sum<number | string | null>(eb.case().when("notified_at", "is not", null).then(1).else(0).end()).as("notified"),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([keptContact(), eb("follow_up_due", "<", today), eb("follow_up_status", "!=", "released")]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("overdue"),
      ])
      .where("case_id", "in", caseIds.slice(start, start + CASES_PER_QUERY))
      .groupBy("case_id")
      .execute();
    // PostgreSQL answers sum() as a bigint string.
    for (const row of rows) {
      counts.set(row.case_id, {
        included: Number(row.included ?? 0),
        dropped: Number(row.dropped ?? 0),
        unreviewed: Number(row.unreviewed ?? 0),
        notified: Number(row.notified ?? 0),
        overdue_follow_ups: Number(row.overdue ?? 0),
      });
    }
  }
  return counts;
}

/** Cases as every case route answers them, each with who opened it by name, its contact list's counts and its linked cases; four reads however many. */
export async function caseResources({ db, health }: Pick<TracingDeps, "db" | "health">, rows: readonly CaseRow[], now: Date): Promise<TracingCase[]> {
  if (!rows.length) return [];
  const openers = [...new Set(rows.map((row) => row.opened_by))];
  const ids = rows.map((row) => row.id);
  const [counts, names, links] = await Promise.all([
    listCounts(health, ids, commonwealthDay(now)),
    db.selectFrom("staff_members").select(["id", "display_name"]).where("id", "in", openers).execute(),
    linkedCases(health, ids),
  ]);
  const nameOf = new Map(names.map((staff) => [staff.id, staff.display_name]));
  return rows.map((row) =>
    resourceOf(row, counts.get(row.id) ?? NO_CONTACTS, nameOf.get(row.opened_by) ?? "", links.get(row.id) ?? { contact_in: [], contacts_as_cases: [] }),
  );
}

export async function caseResource(deps: Pick<TracingDeps, "db" | "health">, row: CaseRow, now: Date): Promise<TracingCase> {
  const [resource] = await caseResources(deps, [row], now);
  if (!resource) throw new Error("a case answered no resource");
  return resource;
}

function resourceOf(row: CaseRow, counts: ListCounts, openedBy: string, linked: LinkedCases): TracingCase {
  const window = infectiousWindow(row);
  return {
    id: row.id,
    type: "tracing_case",
    attributes: {
      person_key: row.person_key,
      kind: isAccountKey(row.person_key) ? "account" : "guest",
      full_name: row.full_name,
      mobile_number: row.mobile_number,
      email: row.email,
      case_status: row.case_status as CaseStatusCode,
      health_status: row.health_status as TracingCase["attributes"]["health_status"],
      onset_date: row.onset_date,
      test_date: row.test_date,
      isolation_date: row.isolation_date,
      window_from: window.from,
      window_from_source: window.from_source,
      window_to: window.to,
      window_to_source: window.to_source,
      opened_at: row.opened_at,
      opened_by: openedBy,
      updated_at: row.updated_at,
      closed_at: row.closed_at,
      contact_list: {
        state: row.list_state,
        computed_at: row.list_computed_at,
        frozen_at: row.list_frozen_at,
        minimum_overlap_minutes: row.list_minimum_overlap_minutes,
        incubation_days: row.list_incubation_days,
        counts: JSON.parse(row.list_counts) as number[],
        capped: row.list_capped === 1,
        ...counts,
      },
      linked_cases: linked,
    },
  };
}
