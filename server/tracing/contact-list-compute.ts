import { CONTACT_CAP, type ContactComputation, INCUBATION_DAYS, MINIMUM_OVERLAP } from "#domain/tracing/tracing-contacts.ts";
import { infectiousWindow, windowInstants } from "#domain/tracing/tracing-cases.ts";
import type * as v from "valibot";
import type { Db } from "../db/connection.ts";
import { findSetting } from "../reference-data/reference-data-queries.ts";
import { type CaseRow, caseOr404 } from "./case-lookup-service.ts";
import { type ContactListContext, listRefusal } from "./contact-list-access-service.ts";
import { contactSnapshot } from "./contact-list-queries.ts";
import { traceContacts } from "./contact-tracing.ts";

/** Rows per insert statement: 33 columns each (a contact; an exposure has 13) stays far under both databases' parameter limits. */
const ROWS_PER_INSERT = 250;

async function numberSetting(db: Db, code: string, fallback: number): Promise<number> {
  const setting = await findSetting(db, code);
  return typeof setting?.typed_value === "number" ? setting.typed_value : fallback;
}

/**
 * Computes the case's contacts from the logbook (decision 025) over its infectious window and
 * replaces its draft list with them in one transaction; a frozen list or a closed case is refused,
 * also when it became so while the contacts were computed. `audited` records the computation in the
 * core database before the list is stored in the health store: a crash between the two leaves a
 * record of a computation that was not kept, never a kept list nobody is recorded to have made
 * (decision 041).
 */
export async function computeContactList(
  context: ContactListContext,
  caseId: string,
  body: v.InferOutput<typeof ContactComputation>,
  audited: (row: CaseRow) => Promise<void>,
): Promise<CaseRow> {
  const { db, health } = context.deps;
  const row = await caseOr404(health, caseId);
  const refusal = listRefusal(row, ["none", "draft"]);
  if (refusal) throw refusal;
  const minimum = body.minimum_overlap_minutes ?? (await numberSetting(db, "tracing_minimum_overlap_minutes", MINIMUM_OVERLAP.default));
  const incubation = await numberSetting(db, "tracing_incubation_days", INCUBATION_DAYS.default);
  const { from, to } = windowInstants(infectiousWindow(row));
  const trace = await traceContacts(db, { personKey: row.person_key, from, to, minimumOverlapMinutes: minimum, incubationDays: incubation, cap: CONTACT_CAP });
  const { contacts, exposures } = await contactSnapshot(db, row.id, trace, context.now);
  const at = context.now.toISOString();
  await audited(row);
  await health.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("tracing_cases")
      .set({
        list_state: "draft",
        list_computed_at: at,
        list_frozen_at: null,
        list_minimum_overlap_minutes: minimum,
        list_incubation_days: incubation,
        list_counts: JSON.stringify(trace.counts),
        list_capped: trace.capped ? 1 : 0,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .where("list_state", "!=", "frozen")
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw listRefusal(await caseOr404(trx, row.id), ["none", "draft"]) ?? new Error("The case changed while its contacts were computed");
    await trx.deleteFrom("tracing_contacts").where("case_id", "=", row.id).execute();
    await trx.deleteFrom("tracing_exposures").where("case_id", "=", row.id).execute();
    for (let start = 0; start < contacts.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto("tracing_contacts")
        .values(contacts.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
    for (let start = 0; start < exposures.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto("tracing_exposures")
        .values(exposures.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
  });
  return caseOr404(health, row.id);
}
