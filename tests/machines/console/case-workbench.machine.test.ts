import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type CaseChangeInput,
  type CaseWorkbenchContext,
  type CaseWorkbenchEvent,
  caseWorkbenchMachine,
  type ContactOrder,
  type ConversionInput,
  type ExportRequest,
  type FollowUpInput,
  type NotifyCounts,
  type WorkbenchData,
} from "../../../machines/console/case-workbench.machine.ts";
import { TRACING_MESSAGES, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { CONTACT_MESSAGES, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { expectFullCoverage, generatePaths, type Replay, replay } from "../support/path-coverage.ts";
import { callAnswers, failure } from "./page-paths.ts";
import { CASE_ID, closedCase, CONTACT_ID, contact, draftList, frozenList, noList, OTHER_CONTACT_ID, tracingCase } from "./tracing-fixtures.ts";

const first = contact(CONTACT_ID);
const second = contact(OTHER_CONTACT_ID, { full_name: "Carla Diaz", generation: 2, parent_contact_id: CONTACT_ID, parent_name: "Ben Santos" });
const unticked = contact(CONTACT_ID, { ticked: false, included: false, review_reason: "Wore a mask, sat outside" });
const dropped = contact(OTHER_CONTACT_ID, {
  ...second.attributes,
  included: false,
  reached_only_through: [{ contact_id: CONTACT_ID, full_name: "Ben Santos", reason: "Wore a mask, sat outside" }],
});
const followedUp = contact(CONTACT_ID, { follow_up_status: "in_quarantine", follow_up_due: "2026-12-04" });
const preview: NotifyCounts = {
  dry_run: true,
  sms: 1,
  email: 1,
  unreachable: 0,
  failed: 0,
  dropped: 0,
  already_notified: 0,
  uncertain: 0,
  routes: [],
  messages: [],
  unreachable_contacts: [],
};
const sent: NotifyCounts = { ...preview, dry_run: false };
const listFrozen = failure(409, CONTACT_MESSAGES.listFrozen, "CONTACT_LIST_FROZEN");
const caseClosed = failure(409, TRACING_MESSAGES.caseClosed, "CASE_CLOSED");
const conversion: ConversionInput = { case_status: "0003", onset_date: "2026-11-21" };
const convertedCase = { ...tracingCase({}, { full_name: "Ben Santos" }), id: "3e1b9d6f-5c7a-4b8d-9e0f-0a1b2c3d4e5f" };
const alreadyOpen = failure(409, TRACING_MESSAGES.caseAlreadyOpen, "CASE_ALREADY_OPEN");
const followUp: FollowUpInput = { contactId: CONTACT_ID, status: "in_quarantine", due: "2026-12-04", note: "Called, agreed to stay home" };

const { done, error } = callAnswers(caseWorkbenchMachine);

type LoadInput = { caseId: string; generation: number | undefined };
// The generated paths send the done and error events themselves; the machine's own actors never settle.
const machine = caseWorkbenchMachine;

/** The events of the case itself, whatever the list's stage; the server answers with the stage's own case. */
const caseEvents = (stageCase: TracingCase, contacts: TracingContact[]): CaseWorkbenchEvent[] => [
  { type: "case.saved", change: { case_status: "0002", window_to: "2026-11-23" } },
  { type: "case.saved", change: { onset_date: "2026-02-30" } },
  { type: "close.requested" },
  { type: "close.confirmed" },
  { type: "close.cancelled" },
  { type: "generation.changed", generation: 2 },
  done("saveCase", { ...stageCase, attributes: { ...stageCase.attributes, case_status: "0002", updated_at: "2026-11-24T03:00:00.000Z" } }),
  error("saveCase", failure(400, TRACING_MESSAGES.windowOrder)),
  error("saveCase", caseClosed),
  done("closeCase", { ...stageCase, attributes: { ...stageCase.attributes, closed_at: "2026-11-25T00:00:00.000Z" } }),
  error("closeCase", failure(0)),
  error("closeCase", caseClosed),
  done("loadContacts", contacts),
  error("loadContacts", failure(0)),
  error("loadContacts", listFrozen),
  done("reload", { tracingCase: stageCase, contacts }),
  error("reload", failure(0)),
];

/**
 * The chart is walked once per stage of the list (none and draft, frozen, closed), each with the
 * events of that stage (the case's own events once, with the draft): together they take every
 * transition, without multiplying every stage's outcomes by every other's.
 */
const stages: Record<string, CaseWorkbenchEvent[]> = {
  "loading and the draft list": [
    { type: "retry" },
    ...caseEvents(draftList, [first, second]),
    { type: "contacts.computed", minimumOverlap: 15 },
    { type: "contacts.computed", minimumOverlap: 0 },
    { type: "contact.reviewed", contactId: CONTACT_ID, included: false, reason: "Wore a mask, sat outside" },
    { type: "contact.reviewed", contactId: CONTACT_ID, included: false, reason: "   " },
    { type: "contact.reviewed", contactId: "someone-else", included: false, reason: "Not listed here" },
    { type: "contacts.changed" },
    { type: "freeze.requested" },
    { type: "freeze.confirmed" },
    { type: "freeze.cancelled" },
    done("loadWorkbench", { tracingCase: noList, contacts: [] }),
    done("loadWorkbench", { tracingCase: draftList, contacts: [first, second] }),
    error("loadWorkbench", failure(404, TRACING_MESSAGES.caseNotFound)),
    error("loadWorkbench", failure(0)),
    done("computeContacts", draftList),
    error("computeContacts", listFrozen),
    error("computeContacts", failure(0)),
    done("reviewContact", unticked),
    error("reviewContact", failure(0)),
    error("reviewContact", listFrozen),
    done("freezeContacts", frozenList),
    error("freezeContacts", listFrozen),
    error("freezeContacts", failure(409, undefined, "UNREVIEWED_CONTACTS")),
    error("freezeContacts", failure(0)),
  ],
  "the frozen list": [
    { type: "close.requested" },
    { type: "close.confirmed" },
    done("closeCase", closedCase),
    done("reload", { tracingCase: frozenList, contacts: [first] }),
    { type: "notify.requested" },
    { type: "notify.confirmed", resendUncertain: false },
    { type: "notify.cancelled" },
    { type: "followUp.saved", ...followUp },
    { type: "followUp.saved", ...followUp, due: "next week" },
    { type: "export.requested", purpose: "Hand-over to the regional health office", format: "CSV" },
    { type: "export.requested", purpose: "cluster", format: "CSV" },
    done("loadWorkbench", { tracingCase: frozenList, contacts: [first] }),
    done("previewNotify", preview),
    error("previewNotify", failure(0)),
    error("previewNotify", caseClosed),
    done("sendNotify", sent),
    error("sendNotify", failure(0)),
    error("sendNotify", caseClosed),
    done("changeFollowUp", followedUp),
    error("changeFollowUp", failure(0)),
    error("changeFollowUp", caseClosed),
    done("exportContacts", undefined),
    error("exportContacts", failure(0)),
    error("exportContacts", caseClosed),
  ],
  // A contact is turned into a case at any stage; the closed case's walk is the shortest to take it in.
  "the closed case": [
    { type: "case.saved", change: { case_status: "0002" } },
    { type: "close.requested" },
    { type: "contacts.computed", minimumOverlap: 15 },
    { type: "notify.requested" },
    { type: "followUp.saved", ...followUp },
    { type: "export.requested", purpose: "Hand-over to the regional health office", format: "CSV" },
    { type: "contact.converted", contactId: CONTACT_ID, opening: conversion },
    { type: "contact.converted", contactId: CONTACT_ID, opening: { ...conversion, onset_date: "2026-02-30" } },
    { type: "contact.converted", contactId: "someone-else", opening: conversion },
    done("loadWorkbench", { tracingCase: closedCase, contacts: [first] }),
    done("exportContacts", undefined),
    done("convertContact", convertedCase),
    error("convertContact", alreadyOpen),
    error("convertContact", caseClosed),
    error("convertContact", failure(0)),
    done("reload", { tracingCase: closedCase, contacts: [first] }),
    error("reload", failure(0)),
  ],
};

/**
 * What the guards read (the list's stage, whether the case is closed, the contacts shown) and every
 * outcome the page shows. The chosen generation, the case's statuses and the list's counts are left
 * out: nothing branches on them, and keeping them would multiply the walk (a count that a repeated
 * review keeps lowering would never end it); the behaviour tests below check them.
 */
function workbenchState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as CaseWorkbenchContext;
  const list = context.tracingCase?.attributes.contact_list;
  return JSON.stringify({
    value: snapshot.value,
    stage: list?.state,
    closed: context.tracingCase?.attributes.closed_at,
    contacts: context.contacts,
    failure: context.failure,
    actionFailure: context.actionFailure,
    invalid: context.invalid,
    lastDone: context.lastDone,
    notifyPreview: context.notifyPreview,
    notifyResult: context.notifyResult,
    busyContact: context.busyContact,
    convertedCaseId: context.convertedCaseId,
  });
}

describe("case workbench machine, generated paths", () => {
  const options = {
    machine,
    input: { caseId: CASE_ID },
    serializeState: workbenchState,
  };
  const replays: Replay[] = [];
  for (const [stage, events] of Object.entries(stages)) {
    describe(stage, () => {
      for (const path of generatePaths({ ...options, events })) {
        it(path.description, () => {
          const run = replay({ ...options, events }, path.events);
          replays.push(run);
          expect(workbenchState(run.snapshot)).toEqual(workbenchState(path.expected));
        });
      }
    });
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("case workbench machine", () => {
  /** Stubs that answer like the server and record every call. */
  function server(start: TracingCase, listed: TracingContact[]) {
    const calls: { name: string; input: unknown }[] = [];
    let current = start;
    let contacts = listed;
    const record = (name: string, input: unknown) => void calls.push({ name, input });
    const actors = {
      loadWorkbench: fromPromise<WorkbenchData, LoadInput>(async ({ input }) => {
        record("loadWorkbench", input);
        return { tracingCase: current, contacts };
      }),
      changeCase: fromPromise<TracingCase, { caseId: string; change: CaseChangeInput }>(async ({ input }) => {
        record("changeCase", input);
        current = input.change.closed ? { ...current, attributes: { ...current.attributes, closed_at: "2026-11-25T00:00:00.000Z" } } : current;
        return current;
      }),
      computeContacts: fromPromise<TracingCase, { caseId: string; minimumOverlap: number }>(async ({ input }) => {
        record("computeContacts", input);
        current = draftList;
        return current;
      }),
      loadContacts: fromPromise<TracingContact[], { caseId: string; generation: number | undefined; order: ContactOrder }>(async ({ input }) => {
        record("loadContacts", input);
        return contacts;
      }),
      // Unticking the first contact drops the second, reached only through them.
      reviewContact: fromPromise<TracingContact, { caseId: string; contactId: string; included: boolean; reason: string }>(async ({ input }) => {
        record("reviewContact", input);
        contacts = [unticked, dropped];
        current = { ...current, attributes: { ...current.attributes, contact_list: { ...current.attributes.contact_list, included: 0, dropped: 1 } } };
        return unticked;
      }),
      convertContact: fromPromise<TracingCase, { caseId: string; contactId: string; opening: ConversionInput }>(async ({ input }) => {
        record("convertContact", input);
        return convertedCase;
      }),
      freezeContacts: fromPromise<TracingCase, { caseId: string; acceptUnreviewed: number }>(async ({ input }) => {
        record("freezeContacts", input);
        current = frozenList;
        return current;
      }),
      notifyContacts: fromPromise<NotifyCounts, { caseId: string; dryRun: boolean; resendUncertain: boolean }>(async ({ input }) => {
        record("notifyContacts", input);
        return input.dryRun ? preview : sent;
      }),
      changeFollowUp: fromPromise<TracingContact, { caseId: string } & FollowUpInput>(async ({ input }) => {
        record("changeFollowUp", input);
        return followedUp;
      }),
      exportContacts: fromPromise<void, ExportRequest>(async ({ input }) => {
        record("exportContacts", input);
      }),
    };
    return { calls, actors, names: () => calls.map((call) => call.name) };
  }
  const idle = { workbench: "idle" };

  it("computes with the minimum overlap, shows a generation, and reviews a contact with its reason", async () => {
    const stub = server(noList, [first, second]);
    const actor = createActor(caseWorkbenchMachine.provide({ actors: stub.actors }), { input: { caseId: CASE_ID } }).start();
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    expect(actor.getSnapshot().can({ type: "freeze.requested" })).toBe(false);

    actor.send({ type: "contacts.computed", minimumOverlap: 0 });
    expect(actor.getSnapshot().context.invalid).toEqual({ action: "compute", contactId: undefined, messages: ["Enter whole minutes from 1 to 240."] });
    actor.send({ type: "contacts.computed", minimumOverlap: 20 });
    await expect.poll(() => actor.getSnapshot().context.contacts).toEqual([first, second]);
    expect(actor.getSnapshot().context.lastDone).toBe("compute");

    actor.send({ type: "generation.changed", generation: 2 });
    await expect.poll(() => stub.calls.length).toBe(4);
    actor.send({ type: "contact.reviewed", contactId: CONTACT_ID, included: false, reason: "  " });
    expect(actor.getSnapshot().context.invalid).toEqual({ action: "review", contactId: CONTACT_ID, messages: [CONTACT_MESSAGES.reasonNeeded] });
    actor.send({ type: "contact.reviewed", contactId: CONTACT_ID, included: false, reason: "Wore a mask, sat outside" });
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    expect(actor.getSnapshot().context.lastDone).toBe("review");
    // The list and its counts are read again: the second contact was reached only through the first.
    expect(actor.getSnapshot().context.contacts).toEqual([unticked, dropped]);
    expect(actor.getSnapshot().context.tracingCase?.attributes.contact_list).toMatchObject({ included: 0, dropped: 1 });
    expect(stub.calls.slice(1)).toEqual([
      { name: "computeContacts", input: { caseId: CASE_ID, minimumOverlap: 20 } },
      { name: "loadContacts", input: { caseId: CASE_ID, generation: undefined, order: "exposure" } },
      { name: "loadContacts", input: { caseId: CASE_ID, generation: 2, order: "exposure" } },
      { name: "reviewContact", input: { caseId: CASE_ID, contactId: CONTACT_ID, included: false, reason: "Wore a mask, sat outside" } },
      { name: "loadWorkbench", input: { caseId: CASE_ID, generation: 2 } },
    ]);
  });

  it("freezes after confirmation, then lists by follow-up, notifies after a dry run, saves a follow-up and exports with a purpose", async () => {
    const stub = server(tracingCase({ ...draftList.attributes.contact_list, unreviewed: 2 }), [first]);
    const actor = createActor(caseWorkbenchMachine.provide({ actors: stub.actors }), { input: { caseId: CASE_ID } }).start();
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    actor.send({ type: "freeze.requested" });
    actor.send({ type: "freeze.cancelled" });
    expect(stub.names()).toEqual(["loadWorkbench"]);
    actor.send({ type: "freeze.requested" });
    actor.send({ type: "freeze.confirmed" });
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    // The freeze names the unreviewed contacts the official was shown (decision 050).
    expect(stub.calls).toContainEqual({ name: "freezeContacts", input: { caseId: CASE_ID, acceptUnreviewed: 2 } });
    expect(stub.calls.at(-1)).toEqual({ name: "loadContacts", input: { caseId: CASE_ID, generation: undefined, order: "follow_up" } });
    expect(actor.getSnapshot().can({ type: "contacts.computed", minimumOverlap: 15 })).toBe(false);

    actor.send({ type: "notify.requested" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ workbench: "confirmingNotify" });
    expect(actor.getSnapshot().context.notifyPreview).toEqual(preview);
    actor.send({ type: "notify.confirmed", resendUncertain: true });
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    expect(actor.getSnapshot().context).toMatchObject({ notifyResult: sent, notifyPreview: undefined, lastDone: "notify" });
    expect(stub.names().slice(-3)).toEqual(["notifyContacts", "notifyContacts", "loadWorkbench"]);
    expect(stub.calls.filter((call) => call.name === "notifyContacts").map((call) => call.input)).toEqual([
      { caseId: CASE_ID, dryRun: true, resendUncertain: false },
      { caseId: CASE_ID, dryRun: false, resendUncertain: true },
    ]);

    actor.send({ type: "followUp.saved", ...followUp });
    await expect.poll(() => actor.getSnapshot().context.contacts).toEqual([followedUp]);
    actor.send({ type: "export.requested", purpose: "cluster", format: "CSV" });
    expect(actor.getSnapshot().context.invalid).toEqual({ action: "export", contactId: undefined, messages: [CONTACT_MESSAGES.purposeNeeded] });
    actor.send({ type: "export.requested", purpose: "  Hand-over to the regional health office ", format: "FHIR" });
    await expect.poll(() => actor.getSnapshot().context.lastDone).toBe("export");
    expect(stub.calls.at(-1)).toEqual({
      name: "exportContacts",
      input: { caseId: CASE_ID, purpose: "Hand-over to the regional health office", format: "FHIR" },
    });
  });

  it("closes the case only after confirmation; a closed case still exports but no longer computes, notifies or follows up", async () => {
    const stub = server(frozenList, [first]);
    const actor = createActor(caseWorkbenchMachine.provide({ actors: stub.actors }), { input: { caseId: CASE_ID } }).start();
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    actor.send({ type: "close.requested" });
    actor.send({ type: "close.cancelled" });
    actor.send({ type: "close.requested" });
    actor.send({ type: "close.confirmed" });
    await expect.poll(() => actor.getSnapshot().context.tracingCase?.attributes.closed_at).toBe("2026-11-25T00:00:00.000Z");
    expect(stub.calls.at(-1)).toEqual({ name: "changeCase", input: { caseId: CASE_ID, change: { closed: true } } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: "notify.requested" })).toBe(false);
    expect(snapshot.can({ type: "followUp.saved", ...followUp })).toBe(false);
    expect(snapshot.can({ type: "case.saved", change: { case_status: "0004" } })).toBe(false);
    expect(snapshot.can({ type: "export.requested", purpose: "Hand-over to the regional health office", format: "CSV" })).toBe(true);
  });

  it("turns a contact into a case only with an opening the schema accepts, once per contact without a case, and ends with the new case; a refusal stays on that contact", async () => {
    const withCase = contact(OTHER_CONTACT_ID, { ...second.attributes, case_id: convertedCase.id });
    const stub = server(frozenList, [first, withCase]);
    const actor = createActor(caseWorkbenchMachine.provide({ actors: stub.actors }), { input: { caseId: CASE_ID } }).start();
    await expect.poll(() => actor.getSnapshot().value).toEqual(idle);
    actor.send({ type: "contact.converted", contactId: OTHER_CONTACT_ID, opening: conversion });
    expect(actor.getSnapshot().value).toEqual(idle);
    actor.send({ type: "contact.converted", contactId: CONTACT_ID, opening: { ...conversion, onset_date: "2026-02-30" } });
    expect(actor.getSnapshot().context.invalid).toMatchObject({ action: "convert", contactId: CONTACT_ID });
    actor.send({ type: "contact.converted", contactId: CONTACT_ID, opening: conversion });
    await expect.poll(() => actor.getSnapshot().context.convertedCaseId).toBe(convertedCase.id);
    expect(stub.calls.at(-1)).toEqual({ name: "convertContact", input: { caseId: CASE_ID, contactId: CONTACT_ID, opening: conversion } });

    const refused = createActor(
      caseWorkbenchMachine.provide({
        actors: {
          ...stub.actors,
          convertContact: fromPromise<TracingCase, { caseId: string; contactId: string; opening: ConversionInput }>(async () => {
            throw alreadyOpen;
          }),
        },
      }),
      { input: { caseId: CASE_ID } },
    ).start();
    await expect.poll(() => refused.getSnapshot().value).toEqual(idle);
    refused.send({ type: "contact.converted", contactId: CONTACT_ID, opening: conversion });
    await expect.poll(() => refused.getSnapshot().context.actionFailure).toEqual({ action: "convert", contactId: CONTACT_ID, failure: alreadyOpen });
    expect(refused.getSnapshot().context.convertedCaseId).toBeUndefined();
  });

  it("reloads when another official changed the list first, keeping the reason; says a case does not exist", async () => {
    let loads = 0;
    const stale = createActor(
      caseWorkbenchMachine.provide({
        actors: {
          loadWorkbench: fromPromise<WorkbenchData, LoadInput>(async () => {
            loads += 1;
            return loads === 1 ? { tracingCase: draftList, contacts: [first] } : { tracingCase: frozenList, contacts: [first] };
          }),
          freezeContacts: fromPromise<TracingCase, { caseId: string; acceptUnreviewed: number }>(async () => {
            throw listFrozen;
          }),
        },
      }),
      { input: { caseId: CASE_ID } },
    ).start();
    await expect.poll(() => stale.getSnapshot().value).toEqual(idle);
    stale.send({ type: "freeze.requested" });
    stale.send({ type: "freeze.confirmed" });
    await expect.poll(() => loads).toBe(2);
    await expect.poll(() => stale.getSnapshot().value).toEqual(idle);
    expect(stale.getSnapshot().context.tracingCase).toEqual(frozenList);
    expect(stale.getSnapshot().context.actionFailure).toEqual({ action: "freeze", contactId: undefined, failure: listFrozen });

    const missing = createActor(
      caseWorkbenchMachine.provide({
        actors: {
          loadWorkbench: fromPromise<WorkbenchData, LoadInput>(async () => {
            throw failure(404, TRACING_MESSAGES.caseNotFound);
          }),
        },
      }),
      { input: { caseId: CASE_ID } },
    ).start();
    await expect.poll(() => missing.getSnapshot().value).toBe("notFound");
  });
});
