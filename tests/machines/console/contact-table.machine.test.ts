import { describe, expect, it } from "vitest";
import { createActor, createMachine, fromPromise } from "xstate";
import { shownContacts, tableItems } from "../../../machines/console/contact-table-rows.ts";
import { type BulkFollowUpInput, type BulkReviewInput, contactTableMachine, type ListStage } from "../../../machines/console/contact-table.machine.ts";
import { CONTACT_MESSAGES, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { failure } from "./page-paths.ts";
import { CASE_ID, contact } from "./tracing-fixtures.ts";

const TODAY = "2026-11-26";
const ana = contact("a", { full_name: "ANA CRUZ", generation: 1, establishment_id: "cafe", place: "Beach Cafe — Susupe", language: "ja" });
const ben = contact("b", {
  full_name: "BEN REYES",
  generation: 2,
  establishment_id: "mart",
  place: "Joeten Mart — Garapan",
  exposure_start: "2026-11-21T15:00:00.000Z",
  mobile_number: null,
  email: null,
  reached_only_through: [{ contact_id: "a", full_name: "ANA CRUZ", reason: "Behind glass" }],
  included: false,
});
const cara = contact("c", {
  full_name: "CARA SABLAN",
  generation: 1,
  establishment_id: "cafe",
  place: "Beach Cafe — Susupe",
  exposure_start: "2026-11-20T05:00:00.000Z",
  ticked: false,
  included: false,
  follow_up_due: "2026-11-25",
  follow_up_status: "reached",
  notified_at: "2026-11-21T00:00:00.000Z",
});
const dan = contact("d", { full_name: "DAN LI", generation: 3, establishment_id: "mart", place: "Joeten Mart — Garapan", follow_up_due: "2026-11-28" });
const rows = [ana, ben, cara, dan];

const names = (contacts: readonly TracingContact[]) => contacts.map((item) => item.attributes.full_name);

/** A table over the four rows, with fake calls and a workbench that records what it is told. */
function table(stage: ListStage = "draft", calls: { review?: () => Promise<TracingContact[]>; followUp?: () => Promise<TracingContact[]> } = {}) {
  const told: string[] = [];
  const sent: (BulkReviewInput | BulkFollowUpInput)[] = [];
  const owner = createActor(createMachine({ on: { "contacts.changed": { actions: () => told.push("contacts.changed") } } })).start();
  const actor = createActor(
    contactTableMachine.provide({
      actors: {
        reviewContacts: fromPromise<TracingContact[], BulkReviewInput>(({ input }) => {
          sent.push(input);
          return calls.review?.() ?? Promise.resolve([]);
        }),
        changeFollowUps: fromPromise<TracingContact[], BulkFollowUpInput>(({ input }) => {
          sent.push(input);
          return calls.followUp?.() ?? Promise.resolve([]);
        }),
      },
    }),
    { input: { caseId: CASE_ID, owner, today: TODAY, stage, contacts: rows } },
  ).start();
  const shown = () => actor.getSnapshot().context.shownIds;
  return { actor, told, sent, shown };
}

describe("the contacts table's rows", () => {
  it("sorts each way, filters on every facet, and groups by venue and by exposure day", () => {
    const sort = (key: Parameters<typeof shownContacts>[2]["key"], descending = false) => names(shownContacts(rows, {}, { key, descending }, TODAY));
    expect(sort("listed")).toEqual(["ANA CRUZ", "BEN REYES", "CARA SABLAN", "DAN LI"]);
    expect(sort("name", true)).toEqual(["DAN LI", "CARA SABLAN", "BEN REYES", "ANA CRUZ"]);
    expect(sort("generation")).toEqual(["ANA CRUZ", "CARA SABLAN", "BEN REYES", "DAN LI"]);
    expect(sort("exposure")).toEqual(["ANA CRUZ", "DAN LI", "CARA SABLAN", "BEN REYES"]);
    // Overdue first, then by due day, none last.
    expect(sort("follow_up_due")).toEqual(["CARA SABLAN", "DAN LI", "ANA CRUZ", "BEN REYES"]);
    const filter = (filters: Parameters<typeof shownContacts>[1]) => names(shownContacts(rows, filters, { key: "listed", descending: false }, TODAY));
    expect(filter({ generation: 1 })).toEqual(["ANA CRUZ", "CARA SABLAN"]);
    expect(filter({ venue: "mart" })).toEqual(["BEN REYES", "DAN LI"]);
    // 15:00 UTC on the 21st is the 22nd in the commonwealth.
    expect(filter({ day: "2026-11-22" })).toEqual(["BEN REYES"]);
    expect(filter({ review: "unticked" })).toEqual(["CARA SABLAN"]);
    expect(filter({ review: "dropped" })).toEqual(["BEN REYES"]);
    expect(filter({ review: "included" })).toEqual(["ANA CRUZ", "DAN LI"]);
    expect(filter({ notified: true })).toEqual(["CARA SABLAN"]);
    expect(filter({ followUp: "reached" })).toEqual(["CARA SABLAN"]);
    expect(filter({ language: "ja" })).toEqual(["ANA CRUZ"]);
    expect(filter({ reachable: false })).toEqual(["BEN REYES"]);
    expect(filter({ venue: "cafe", review: "included" })).toEqual(["ANA CRUZ"]);
    const grouped = tableItems(rows, "venue").map((item) => (item.kind === "group" ? `${item.label} (${item.count})` : item.contact.attributes.full_name));
    expect(grouped).toEqual(["Beach Cafe — Susupe (2)", "ANA CRUZ", "CARA SABLAN", "Joeten Mart — Garapan (2)", "BEN REYES", "DAN LI"]);
    const byDay = tableItems(rows, "day").map((item) => (item.kind === "group" ? item.label : item.contact.id));
    expect(byDay).toEqual(["2026-11-20", "a", "c", "d", "2026-11-22", "b"]);
  });
});

describe("contact table machine", () => {
  it("moves the focus with the keyboard over the shown rows, selects with space, opens the why with Enter, and keeps them across a reload", () => {
    const { actor, shown } = table();
    actor.send({ type: "filter.changed", filters: { venue: "cafe" } });
    expect(shown()).toEqual(["a", "c"]);
    actor.send({ type: "focus.moved", to: "next" });
    expect(actor.getSnapshot().context.focused).toBe("a");
    actor.send({ type: "focus.moved", to: "next" });
    actor.send({ type: "focus.moved", to: "next" });
    expect(actor.getSnapshot().context.focused).toBe("c");
    actor.send({ type: "row.toggled" });
    actor.send({ type: "focus.moved", to: "first" });
    actor.send({ type: "row.opened" });
    expect(actor.getSnapshot().context).toMatchObject({ focused: "a", opened: "a", selected: new Set(["c"]) });
    actor.send({ type: "row.toggled" });
    actor.send({ type: "row.toggled", contactId: "c" });
    expect(actor.getSnapshot().context.selected).toEqual(new Set(["a"]));
    actor.send({ type: "filters.cleared" });
    actor.send({ type: "shown.selected" });
    expect(actor.getSnapshot().context.selected).toEqual(new Set(["a", "b", "c", "d"]));
    // The list read again without Ana and Dan: they leave the selection, the focus and the open row.
    actor.send({ type: "rows.loaded", contacts: [ben, cara], stage: "draft" });
    expect(actor.getSnapshot().context).toMatchObject({ selected: new Set(["b", "c"]), focused: undefined, opened: undefined, shownIds: ["b", "c"] });
    actor.send({ type: "selection.cleared" });
    actor.send({ type: "row.closed" });
    expect(actor.getSnapshot().context.selected.size).toBe(0);
  });

  it("sorts by a column, the same column again the other way, and groups", () => {
    const { actor, shown } = table();
    actor.send({ type: "sort.changed", key: "name" });
    expect(shown()).toEqual(["a", "b", "c", "d"]);
    actor.send({ type: "sort.changed", key: "name" });
    expect(shown()).toEqual(["d", "c", "b", "a"]);
    actor.send({ type: "grouping.changed", grouping: "venue" });
    expect(actor.getSnapshot().context.items.map((item) => (item.kind === "group" ? item.key : item.contact.id))).toEqual(["cafe", "c", "a", "mart", "d", "b"]);
    expect(shown()).toEqual(["c", "a", "d", "b"]);
  });

  it("unticks the selected rows with one reason, refusing a blank one, then clears the selection and has the workbench read the list again", async () => {
    const { actor, told, sent } = table("draft", { review: async () => [ana, cara] });
    actor.send({ type: "bulk.started", action: "untick" });
    expect(actor.getSnapshot().value).toBe("browsing");
    actor.send({ type: "row.toggled", contactId: "a" });
    actor.send({ type: "row.toggled", contactId: "c" });
    actor.send({ type: "bulk.started", action: "followUp" });
    expect(actor.getSnapshot().value).toBe("browsing");
    actor.send({ type: "bulk.started", action: "untick" });
    actor.send({ type: "bulk.reasonChanged", reason: "  " });
    actor.send({ type: "bulk.confirmed" });
    expect(actor.getSnapshot().value).toBe("composing");
    expect(actor.getSnapshot().context.invalid).toEqual([CONTACT_MESSAGES.reasonNeeded]);
    expect(sent).toEqual([]);
    actor.send({ type: "bulk.reasonChanged", reason: " Behind glass " });
    actor.send({ type: "bulk.confirmed" });
    await expect.poll(() => actor.getSnapshot().value).toBe("browsing");
    expect(sent).toEqual([{ caseId: CASE_ID, contactIds: ["a", "c"], included: false, reason: "Behind glass" }]);
    expect(actor.getSnapshot().context).toMatchObject({ done: { action: "untick", count: 2 }, selected: new Set(), bulk: undefined, invalid: [] });
    expect(told).toEqual(["contacts.changed"]);
  });

  it("keeps the selection when a bulk action fails, and has the workbench reload when the list changed under it", async () => {
    let answer: Promise<TracingContact[]> = Promise.reject(failure(0));
    const { actor, told } = table("draft", { review: () => answer });
    actor.send({ type: "row.toggled", contactId: "b" });
    actor.send({ type: "bulk.started", action: "tick" });
    actor.send({ type: "bulk.reasonChanged", reason: "Stood at the counter" });
    actor.send({ type: "bulk.confirmed" });
    await expect.poll(() => actor.getSnapshot().value).toBe("composing");
    expect(actor.getSnapshot().context).toMatchObject({ failure: { status: 0 }, selected: new Set(["b"]) });
    expect(told).toEqual([]);
    answer = Promise.reject(failure(409, "frozen", "CONTACT_LIST_FROZEN"));
    actor.send({ type: "bulk.confirmed" });
    await expect.poll(() => told).toEqual(["contacts.changed"]);
    // The reloaded list is frozen: the tick is no longer offered, and confirming gives it up.
    actor.send({ type: "rows.loaded", contacts: rows, stage: "frozen" });
    actor.send({ type: "bulk.confirmed" });
    expect(actor.getSnapshot().value).toBe("browsing");
    actor.send({ type: "bulk.started", action: "tick" });
    expect(actor.getSnapshot().value).toBe("browsing");
    actor.send({ type: "bulk.started", action: "followUp" });
    actor.send({ type: "bulk.cancelled" });
    expect(actor.getSnapshot().context.bulk).toBeUndefined();
  });

  it("gives the selected follow-ups one status once the list is frozen", async () => {
    const { actor, sent } = table("frozen", { followUp: async () => [ana] });
    actor.send({ type: "row.toggled", contactId: "a" });
    actor.send({ type: "bulk.started", action: "untick" });
    expect(actor.getSnapshot().value).toBe("browsing");
    actor.send({ type: "bulk.started", action: "followUp" });
    actor.send({ type: "bulk.statusChanged", status: "in_quarantine" });
    actor.send({ type: "bulk.confirmed" });
    await expect.poll(() => actor.getSnapshot().value).toBe("browsing");
    expect(sent).toEqual([{ caseId: CASE_ID, contactIds: ["a"], status: "in_quarantine" }]);
    expect(actor.getSnapshot().context.done).toEqual({ action: "followUp", count: 1 });
  });
});
