import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type AuditFilters,
  type AuditPage,
  type AuditViewerContext,
  type AuditViewerEvent,
  auditViewerMachine,
  type TravellerIdentifier,
} from "../../../machines/console/audit-viewer.machine.ts";
import type { AuditEvent, AuditVerification } from "#domain/audit.ts";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const STAFF_ID = "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a";
const TRAVELLER_ID = "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b";

function auditEvent(seq: number): AuditEvent {
  return {
    id: `event-${seq}`,
    type: "audit_event",
    attributes: {
      seq,
      at: "2026-11-24T09:00:00.000Z",
      staff_id: STAFF_ID,
      staff_email: "officer@customs.example",
      staff_name: "Rosa Camacho",
      role: "customs_officer",
      agency: "customs",
      action: "customs.lookup",
      outcome: "ok",
      subject_user_id: TRAVELLER_ID,
      record_type: "trip",
      record_id: "trip-1",
      record_label: "K7QM-4XRT",
      shown: "customs card",
      purpose: "baggage claim",
      request_id: "req-1",
      client_address: "203.0.113.9",
    },
  };
}

const member = { id: STAFF_ID, type: "staff_member" } as StaffMember;
const newest: AuditPage = { events: [auditEvent(3), auditEvent(2)], nextBefore: 2 };
const oldest: AuditPage = { events: [auditEvent(1)], nextBefore: null };
const intact: AuditVerification = { ok: true, checked: 3, broken: null };
const broken: AuditVerification = { ok: false, checked: 2, broken: { seq: 2, id: "event-2", reason: "The record was changed." } };
const { done, error } = callAnswers(auditViewerMachine);

const events: AuditViewerEvent[] = [
  { type: "filters.applied", filters: { kind: "person_read" } },
  { type: "older.requested" },
  { type: "list.reload" },
  { type: "members.reload" },
  { type: "chain.check" },
  done("loadMembers", [member]),
  error("loadMembers", failure(0)),
  done("loadEvents", newest),
  done("loadEvents", oldest),
  error("loadEvents", failure(0)),
  done("loadOlder", oldest),
  error("loadOlder", failure(0)),
  done("checkChain", intact),
  done("checkChain", broken),
  error("checkChain", failure(0)),
];

/**
 * The question and the export start once the list and the members are ready and the chain unchecked,
 * and then the list's own events stop: beside the list's paths their product would run to tens of
 * thousands of paths.
 */
const askingEvents: AuditViewerEvent[] = [
  { type: "whoSaw.asked", identifier: { kind: "trip_code", value: "K7QM-4XRT" } },
  { type: "whoSaw.cleared" },
  done("askWhoSaw", [auditEvent(3)]),
  done("askWhoSaw", []),
  error("askWhoSaw", failure(0)),
  { type: "export.requested", purpose: "Quarterly access review" },
  done("exportCsv"),
  error("exportCsv", failure(0)),
];

// Regions and what the page shows; which records filled the list does not multiply the paths.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { nextBefore, olderFailed, filters, whoSaw } = snapshot.context as AuditViewerContext;
  return JSON.stringify({
    value: snapshot.value,
    hasOlder: nextBefore !== null,
    olderFailed,
    filtered: Object.keys(filters).length > 0,
    whoSawRows: whoSaw?.length,
  });
};

const eventsAt = (snapshot: AnyMachineSnapshot): AuditViewerEvent[] => {
  if (!snapshot.matches({ viewing: { whoSaw: "idle", export: "idle" } })) return askingEvents;
  const settled = snapshot.matches({ viewing: { list: "ready", members: "ready", chain: "unchecked" } });
  return settled ? [...events, ...askingEvents] : events;
};

describe("audit viewer machine, generated paths", () => {
  testPagePaths({ machine: auditViewerMachine, events: eventsAt, serializeState });
});

describe("audit viewer machine", () => {
  it("loads newest first, pages back with the same filters until nothing older is left, and checks the chain", async () => {
    const calls: { filters: AuditFilters; before: number | undefined }[] = [];
    const pages = new Map<number | undefined, AuditPage>([
      [undefined, newest],
      [2, oldest],
    ]);
    const actor = createActor(
      auditViewerMachine.provide({
        actors: {
          loadMembers: fromPromise<StaffMember[]>(async () => [member]),
          loadEvents: fromPromise<AuditPage, { filters: AuditFilters; before: number | undefined }>(async ({ input }) => {
            calls.push(input);
            return pages.get(input.before) ?? oldest;
          }),
          checkChain: fromPromise<AuditVerification>(async () => broken),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ viewing: { list: "ready", members: "ready" } })).toBe(true);
    expect(actor.getSnapshot().context.members).toEqual([member]);

    const filters: AuditFilters = { staff_id: STAFF_ID, from: "2026-11-01T00:00:00.000Z" };
    actor.send({ type: "filters.applied", filters });
    await expect.poll(() => actor.getSnapshot().matches({ viewing: { list: "ready" } })).toBe(true);
    actor.send({ type: "older.requested" });
    await expect.poll(() => actor.getSnapshot().context.nextBefore).toBeNull();
    expect(actor.getSnapshot().context.events.map((event) => event.attributes.seq)).toEqual([3, 2, 1]);
    expect(calls).toEqual([
      { filters: {}, before: undefined },
      { filters, before: undefined },
      { filters, before: 2 },
    ]);
    expect(actor.getSnapshot().can({ type: "older.requested" })).toBe(false);

    actor.send({ type: "chain.check" });
    await expect.poll(() => actor.getSnapshot().context.verification).toEqual(broken);
  });
});

describe("audit viewer machine: who saw a traveller and the CSV", () => {
  it("shows who read the traveller asked about, an empty answer as none, and exports the filtered list with its purpose", async () => {
    const asked: unknown[] = [];
    const exported: unknown[] = [];
    const actor = createActor(
      auditViewerMachine.provide({
        actors: {
          loadMembers: fromPromise<StaffMember[]>(async () => [member]),
          loadEvents: fromPromise<AuditPage, { filters: AuditFilters; before: number | undefined }>(async () => oldest),
          askWhoSaw: fromPromise<AuditEvent[], TravellerIdentifier>(async ({ input }) => {
            asked.push(input);
            return input.value === "K7QM-4XRT" ? [auditEvent(3)] : [];
          }),
          exportCsv: fromPromise<void, { filters: AuditFilters; purpose: string }>(async ({ input }) => {
            exported.push(input);
          }),
        },
      }),
    ).start();
    actor.send({ type: "whoSaw.asked", identifier: { kind: "trip_code", value: "K7QM-4XRT" } });
    await expect.poll(() => actor.getSnapshot().matches({ viewing: { whoSaw: "answered" } })).toBe(true);
    const [row] = actor.getSnapshot().context.whoSaw ?? [];
    expect(row?.attributes).toMatchObject({ staff_name: "Rosa Camacho", agency: "customs", record_label: "K7QM-4XRT" });
    actor.send({ type: "whoSaw.asked", identifier: { kind: "email", value: "nobody@example.com" } });
    await expect.poll(() => actor.getSnapshot().context.whoSaw).toEqual([]);
    expect(asked).toEqual([
      { kind: "trip_code", value: "K7QM-4XRT" },
      { kind: "email", value: "nobody@example.com" },
    ]);

    await expect.poll(() => actor.getSnapshot().matches({ viewing: { list: "ready" } })).toBe(true);
    actor.send({ type: "filters.applied", filters: { kind: "person_read" } });
    await expect.poll(() => actor.getSnapshot().matches({ viewing: { list: "ready" } })).toBe(true);
    actor.send({ type: "export.requested", purpose: "Quarterly access review" });
    await expect.poll(() => actor.getSnapshot().matches({ viewing: { export: "exported" } })).toBe(true);
    expect(exported).toEqual([{ filters: { kind: "person_read" }, purpose: "Quarterly access review" }]);
  });
});
