import type { Selectable } from "kysely";
import { commonwealthDay, infectiousWindow, type CaseStatusCode, type ContactListSummary, type TracingCase, TRACING_MESSAGES } from "../../src/domain/tracing/tracing-cases.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { HttpError } from "../http/errors.ts";
import type { TracingDeps } from "./tracing-context.ts";

export type CaseRow = Selectable<HealthDatabase["tracing_cases"]>;

export function findCase(health: HealthStore, id: string): Promise<CaseRow | undefined> {
  return health.selectFrom("tracing_cases").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The case, or the 404 every case route answers for an unknown id. */
export async function caseOr404(health: HealthStore, id: string): Promise<CaseRow> {
  const row = await findCase(health, id);
  if (!row) throw new HttpError(404, TRACING_MESSAGES.caseNotFound);
  return row;
}

/** Counts of the case's contact list: included, notified, and follow-ups past their due day and not released. */
async function listCounts(health: HealthStore, caseId: string, today: string): Promise<Pick<ContactListSummary, "included" | "notified" | "overdue_follow_ups">> {
  const row = await health
    .selectFrom("tracing_contacts")
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when("included", "=", 1).then(1).else(0).end()).as("included"),
      eb.fn.sum<number | string | null>(eb.case().when("notified_at", "is not", null).then(1).else(0).end()).as("notified"),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb("included", "=", 1), eb("follow_up_due", "<", today), eb("follow_up_status", "!=", "released")]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("overdue"),
    ])
    .where("case_id", "=", caseId)
    .executeTakeFirstOrThrow();
  return { included: Number(row.included ?? 0), notified: Number(row.notified ?? 0), overdue_follow_ups: Number(row.overdue ?? 0) };
}

/** A case as every case route answers it, with who opened it by name and its contact list's counts. */
export async function caseResource({ db, health }: Pick<TracingDeps, "db" | "health">, row: CaseRow, now: Date): Promise<TracingCase> {
  const window = infectiousWindow(row);
  const [counts, opener] = await Promise.all([
    listCounts(health, row.id, commonwealthDay(now)),
    db.selectFrom("staff_members").select("display_name").where("id", "=", row.opened_by).executeTakeFirst(),
  ]);
  return {
    id: row.id,
    type: "tracing_case",
    attributes: {
      person_key: row.person_key,
      kind: row.person_key.startsWith("user:") ? "account" : "guest",
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
      opened_by: opener?.display_name ?? "",
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
    },
  };
}
