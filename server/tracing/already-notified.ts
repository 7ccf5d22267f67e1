import { INCUBATION_DAYS } from "#domain/tracing/tracing-contacts.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { CaseRow } from "./case-lookup-service.ts";

const DAY_MS = 86_400_000;

export interface EarlierNotice {
  case_id: string;
  notified_at: string;
}

/**
 * This case's contacts not yet told by it whom another case (open or closed) already told of the
 * same exposure, the same visit, within the incubation period: they are not told again, and the list
 * and the dry run say so (decision 034). The first such message answers for each.
 */
export async function alreadyNotified(health: HealthStore, row: Pick<CaseRow, "id" | "list_incubation_days">, now: Date): Promise<Map<string, EarlierNotice>> {
  const since = new Date(now.getTime() - (row.list_incubation_days ?? INCUBATION_DAYS.default) * DAY_MS).toISOString();
  const rows = await health
    .selectFrom("tracing_contacts as c")
    .innerJoin("tracing_contacts as o", (join) =>
      join.onRef("o.person_key", "=", "c.person_key").onRef("o.visit_id", "=", "c.visit_id").onRef("o.case_id", "!=", "c.case_id"),
    )
    .select(["c.id", "o.case_id", "o.notified_at"])
    .where("c.case_id", "=", row.id)
    .where("c.notified_at", "is", null)
    .where("o.notified_at", ">=", since)
    .$narrowType<{ notified_at: string }>()
    .orderBy("o.notified_at")
    .orderBy("o.case_id")
    .execute();
  const notices = new Map<string, EarlierNotice>();
  for (const notice of rows) if (!notices.has(notice.id)) notices.set(notice.id, { case_id: notice.case_id, notified_at: notice.notified_at });
  return notices;
}
