import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type AuditFilters,
  type AuditPage,
  type AuditViewerContext,
  type AuditViewerEvent,
  auditViewerMachine,
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
      role: "customs_officer",
      agency: "customs",
      action: "customs.lookup",
      outcome: "ok",
      subject_user_id: TRAVELLER_ID,
      record_type: "trip",
      record_id: "trip-1",
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
  { type: "filters.applied", filters: { subject_user_id: TRAVELLER_ID } },
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

describe("audit viewer machine, generated paths", () => {
  testPagePaths({
    machine: auditViewerMachine,
    events,
    // Regions and what the page shows; which records filled the list does not multiply the paths.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { nextBefore, olderFailed, filters } = snapshot.context as AuditViewerContext;
      return JSON.stringify({ value: snapshot.value, hasOlder: nextBefore !== null, olderFailed, filtered: Object.keys(filters).length > 0 });
    },
  });
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
