import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import * as v from "valibot";
import { filterChoices, shownContacts, tableItems } from "../machines/console/contact-table-rows.ts";
import type { DatabaseKind } from "../server/db/connection.ts";
import { CONTACT_CAP, TracingContactList } from "#domain/tracing/tracing-contacts.ts";
import { openBenchStack } from "./bench-server.ts";

/** Issue 27: a page of the table (the whole list is one page: the table shapes it in memory) in under 500 ms at p95. */
export const CONTACT_LIST_GOAL_MS = 500;
const READS = 20;
const SHAPINGS = 50;
const BULK_RUNS = 3;
const BULK_SIZE = 500;
const VENUES = 40;

export interface ContactListResult {
  kind: DatabaseKind;
  contacts: number;
  /** The list read through the real server and parsed as the console parses it. */
  read: { p50: number; p95: number };
  /** Filtering, sorting and grouping the parsed list as the table does, in this process. */
  shaping: { p50: number; p95: number };
  /** One bulk untick of BULK_SIZE contacts with one reason: the reviews, the paths followed again and one audit record each. */
  bulkUntick: number[];
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Writes a draft case with a full list (CONTACT_CAP contacts at VENUES venues over three generations), then reads, shapes and bulk-reviews it. */
export async function measureContactList(kind: DatabaseKind): Promise<ContactListResult> {
  const stack = await openBenchStack(kind, "contact-list");
  const health = stack.stores.health;
  try {
    const now = new Date().toISOString();
    const { id: staffId, cookie } = await stack.staffMember("health_official");
    const caseId = randomUUID();
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
        list_state: "draft",
        list_computed_at: now,
        list_frozen_at: null,
        list_minimum_overlap_minutes: 15,
        list_incubation_days: 14,
      })
      .execute();
    const venues = Array.from({ length: VENUES }, (_, index) => ({ id: randomUUID(), place: `Venue ${index} — Garapan` }));
    const start = Date.parse("2026-03-08T00:00:00.000Z");
    const contact = (index: number) => {
      const exposure = new Date(start + index * 60_000).toISOString();
      const venue = venues[index % VENUES] ?? { id: caseId, place: "" };
      return {
        id: randomUUID(),
        case_id: caseId,
        person_key: `mobile:1670${String(index).padStart(7, "0")}`,
        user_id: null,
        full_name: `CONTACT ${index} DELA CRUZ`,
        mobile_number: index % 10 ? `1670${String(index).padStart(7, "0")}` : null,
        email: index % 2 ? `contact${index}@example.com` : null,
        language: (["en", "ja", "ko", "zh"] as const)[index % 4] ?? "en",
        generation: 1 + (index % 3),
        exposure_start: exposure,
        overlap_minutes: 15 + (index % 90),
        establishment_id: venue.id,
        place: venue.place,
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
        follow_up_due: null,
        updated_at: now,
      };
    };
    const rows = Array.from({ length: CONTACT_CAP }, (_, index) => contact(index));
    await health.transaction().execute(async (trx) => {
      for (let at = 0; at < rows.length; at += 500)
        await trx
          .insertInto("tracing_contacts")
          .values(rows.slice(at, at + 500))
          .execute();
    });
    if (kind === "postgres") await sql`analyze tracing_contacts`.execute(health);
    const base = await stack.listen();
    const url = `${base}/api/staff/tracing/cases/${caseId}/contacts`;

    const reads: number[] = [];
    let contacts: v.InferOutput<typeof TracingContactList>["data"] = [];
    for (let run = 0; run < READS; run += 1) {
      const started = performance.now();
      const answer = await fetch(url, { headers: { cookie } });
      if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`);
      contacts = v.parse(TracingContactList, await answer.json()).data;
      reads.push(performance.now() - started);
    }
    if (contacts.length !== CONTACT_CAP) throw new Error(`the list held ${contacts.length} contacts`);

    const shapings: number[] = [];
    const venue = filterChoices(contacts).venues[0]?.id;
    for (let run = 0; run < SHAPINGS; run += 1) {
      const started = performance.now();
      tableItems(shownContacts(contacts, {}, { key: "name", descending: run % 2 === 1 }, "2026-03-20"), "day");
      tableItems(shownContacts(contacts, { venue, language: "ja", reachable: true }, { key: "exposure", descending: false }, "2026-03-20"), "none");
      tableItems(shownContacts(contacts, { generation: 2 }, { key: "follow_up_due", descending: false }, "2026-03-20"), "venue");
      shapings.push((performance.now() - started) / 3);
    }

    const bulkUntick: number[] = [];
    for (let run = 0; run < BULK_RUNS; run += 1) {
      const chosen = contacts.slice(run * BULK_SIZE, (run + 1) * BULK_SIZE).map((item) => item.id);
      const started = performance.now();
      const answer = await fetch(`${url}/review`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ contact_ids: chosen, included: false, reason: "Benchmark of the bulk review" }),
      });
      if (answer.status !== 200) throw new Error(`the bulk review answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      bulkUntick.push(performance.now() - started);
    }
    return {
      kind,
      contacts: contacts.length,
      read: { p50: percentile(reads, 0.5), p95: percentile(reads, 0.95) },
      shaping: { p50: percentile(shapings, 0.5), p95: percentile(shapings, 0.95) },
      bulkUntick,
    };
  } finally {
    await stack.close();
  }
}
