import * as v from "valibot";
import { type ActorRef, assign, fromPromise, type Snapshot, sendTo, setup } from "xstate";
import { ContactReview, type FollowUpStatus, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";
import {
  type ContactFilters,
  type ContactSort,
  type Grouping,
  reachedOnlyThroughUnticked,
  type SortKey,
  shownContacts,
  type TableItem,
  tableItems,
} from "./contact-table-rows.ts";

/** The list's stage: a draft is reviewed, a frozen list followed up, a closed case only read. */
export type ListStage = "draft" | "frozen" | "closed";
export type BulkAction = "tick" | "untick" | "followUp";

export interface BulkReviewInput {
  caseId: string;
  contactIds: string[];
  included: boolean;
  reason: string;
}
export interface BulkFollowUpInput {
  caseId: string;
  contactIds: string[];
  status: FollowUpStatus;
}

/** The workbench the table tells when a bulk action changed the list, so it reads the list and its counts again. */
export type ListOwner = ActorRef<Snapshot<unknown>, { type: "contacts.changed" }>;

export type FocusMove = "next" | "previous" | "first" | "last";

export type ContactTableEvent =
  | { type: "rows.loaded"; contacts: TracingContact[]; stage: ListStage }
  | { type: "sort.changed"; key: SortKey }
  | { type: "filter.changed"; filters: ContactFilters }
  | { type: "filters.cleared" }
  | { type: "grouping.changed"; grouping: Grouping }
  | { type: "row.focused"; contactId: string }
  | { type: "focus.moved"; to: FocusMove }
  /** Without an id: the focused row (the space bar). */
  | { type: "row.toggled"; contactId?: string }
  | { type: "shown.selected" }
  | { type: "selection.cleared" }
  /** Without an id: the focused row (Enter). */
  | { type: "row.opened"; contactId?: string }
  | { type: "row.closed" }
  | { type: "bulk.started"; action: BulkAction }
  | { type: "bulk.reasonChanged"; reason: string }
  | { type: "bulk.statusChanged"; status: FollowUpStatus }
  | { type: "bulk.confirmed" }
  | { type: "bulk.cancelled" };

export interface ContactTableContext {
  caseId: string;
  owner: ListOwner;
  today: string;
  stage: ListStage;
  contacts: TracingContact[];
  filters: ContactFilters;
  sort: ContactSort;
  grouping: Grouping;
  /** The rows drawn, group headings included, and the shown contacts' ids in that order. */
  items: TableItem[];
  shownIds: string[];
  selected: ReadonlySet<string>;
  focused: string | undefined;
  /** The contact whose "why" (timeline, who exposed them, their own actions) is open beside the table. */
  opened: string | undefined;
  bulk: { action: BulkAction; reason: string; status: FollowUpStatus } | undefined;
  /** The bulk input the shared schema refused: nothing was sent. */
  invalid: string[];
  failure: CallFailure | undefined;
  /** The last bulk action that went through and on how many contacts. */
  done: { action: BulkAction; count: number } | undefined;
}

const never = () => new Promise<never>(() => {});

type Shaping = Pick<ContactTableContext, "contacts" | "filters" | "sort" | "grouping" | "today">;

/** The rows the shaping gives, and the shown ids. */
function shaped(context: Shaping): Pick<ContactTableContext, "items" | "shownIds"> {
  const items = tableItems(shownContacts(context.contacts, context.filters, context.sort, context.today), context.grouping);
  return { items, shownIds: items.flatMap((item) => (item.kind === "contact" ? [item.contact.id] : [])) };
}

const reasonIssues = (reason: string) => {
  const parsed = v.safeParse(ContactReview.entries.reason, reason);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

function moved(context: ContactTableContext, to: FocusMove): string | undefined {
  const ids = context.shownIds;
  if (ids.length === 0) return undefined;
  const at = context.focused === undefined ? -1 : ids.indexOf(context.focused);
  const index = {
    next: at < 0 ? 0 : Math.min(at + 1, ids.length - 1),
    previous: at < 0 ? 0 : Math.max(at - 1, 0),
    first: 0,
    last: ids.length - 1,
  }[to];
  return ids[index];
}

const toggled = (selected: ReadonlySet<string>, id: string | undefined) => {
  if (id === undefined) return selected;
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
};

/**
 * Decision 050: a case's contacts as a table. The rows come from the workbench; the official
 * sorts, filters and groups them here, moves between rows with the keyboard, opens a row's "why",
 * selects rows and acts on them together: ticks or unticks them with one reason while the list is
 * a draft (one review each on the server), or gives them one follow-up status once it is frozen.
 * After a bulk action the workbench reads the list again; the selection is kept if it failed.
 */
export const contactTableMachine = setup({
  types: {
    context: {} as ContactTableContext,
    events: {} as ContactTableEvent,
    input: {} as { caseId: string; owner: ListOwner; today: string; stage: ListStage; contacts: TracingContact[] },
  },
  actors: {
    reviewContacts: fromPromise<TracingContact[], BulkReviewInput>(never),
    changeFollowUps: fromPromise<TracingContact[], BulkFollowUpInput>(never),
  },
  guards: {
    canStart: ({ context, event }) =>
      event.type === "bulk.started" && context.selected.size > 0 && (event.action === "followUp" ? context.stage === "frozen" : context.stage === "draft"),
    followUp: ({ context }) => context.bulk?.action === "followUp",
    validReason: ({ context }) => reasonIssues(context.bulk?.reason ?? "").length === 0,
    /** Another official changed the list meanwhile (froze it, computed it again): the workbench reads it again. */
    conflict: ({ event }) => "error" in event && [404, 409].includes(failureOf(event.error).status ?? 0),
    stillActionable: ({ context }) =>
      context.bulk !== undefined && (context.bulk.action === "followUp" ? context.stage === "frozen" : context.stage === "draft"),
  },
  actions: {
    tellOwner: sendTo(({ context }) => context.owner, { type: "contacts.changed" }),
  },
}).createMachine({
  id: "contactTable",
  context: ({ input }) => {
    const shaping: Shaping = {
      contacts: input.contacts,
      filters: {},
      sort: { key: "listed", descending: false },
      grouping: "none",
      today: input.today,
    };
    return {
      caseId: input.caseId,
      owner: input.owner,
      stage: input.stage,
      ...shaping,
      ...shaped(shaping),
      selected: new Set<string>(),
      focused: undefined,
      opened: undefined,
      bulk: undefined,
      invalid: [],
      failure: undefined,
      done: undefined,
    };
  },
  on: {
    // The list read again: the selection and focus keep the contacts still on it.
    "rows.loaded": {
      actions: assign(({ context, event }) => {
        const ids = new Set(event.contacts.map((contact) => contact.id));
        const keep = (id: string | undefined) => (id !== undefined && ids.has(id) ? id : undefined);
        return {
          contacts: event.contacts,
          stage: event.stage,
          ...shaped({ ...context, contacts: event.contacts }),
          selected: new Set([...context.selected].filter((id) => ids.has(id))),
          focused: keep(context.focused),
          opened: keep(context.opened),
        };
      }),
    },
    "sort.changed": {
      actions: assign(({ context, event }) => {
        const sort = { key: event.key, descending: context.sort.key === event.key && event.key !== "listed" ? !context.sort.descending : false };
        return { sort, ...shaped({ ...context, sort }) };
      }),
    },
    "filter.changed": {
      actions: assign(({ context, event }) => {
        const filters = { ...context.filters, ...event.filters };
        return { filters, ...shaped({ ...context, filters }) };
      }),
    },
    "filters.cleared": { actions: assign(({ context }) => ({ filters: {}, ...shaped({ ...context, filters: {} }) })) },
    "grouping.changed": {
      actions: assign(({ context, event }) => ({ grouping: event.grouping, ...shaped({ ...context, grouping: event.grouping }) })),
    },
    "row.focused": { actions: assign({ focused: ({ event }) => event.contactId }) },
    "focus.moved": { actions: assign({ focused: ({ context, event }) => moved(context, event.to) }) },
    "row.opened": { actions: assign({ opened: ({ context, event }) => event.contactId ?? context.focused }) },
    "row.closed": { actions: assign({ opened: undefined }) },
  },
  initial: "browsing",
  states: {
    browsing: {
      on: {
        "row.toggled": {
          actions: assign({ selected: ({ context, event }) => toggled(context.selected, event.contactId ?? context.focused), done: undefined }),
        },
        // Every contact the filters let through, not only the rows drawn on screen.
        "shown.selected": { actions: assign({ selected: ({ context }) => new Set(context.shownIds), done: undefined }) },
        "selection.cleared": { actions: assign({ selected: new Set<string>(), done: undefined }) },
        "bulk.started": {
          guard: "canStart",
          target: "composing",
          actions: assign({ bulk: ({ event }) => ({ action: event.action, reason: "", status: "reached" as const }), done: undefined }),
        },
      },
    },
    composing: {
      on: {
        "bulk.reasonChanged": { actions: assign({ bulk: ({ context, event }) => context.bulk && { ...context.bulk, reason: event.reason }, invalid: [] }) },
        "bulk.statusChanged": { actions: assign({ bulk: ({ context, event }) => context.bulk && { ...context.bulk, status: event.status } }) },
        "bulk.confirmed": [
          { guard: "stillActionable", target: "sending", actions: assign({ invalid: [], failure: undefined }) },
          // The list was frozen meanwhile: nothing to tick any more.
          { target: "browsing", actions: assign({ bulk: undefined }) },
        ],
        "bulk.cancelled": { target: "browsing", actions: assign({ bulk: undefined, invalid: [], failure: undefined }) },
      },
    },
    sending: {
      always: [
        { guard: "followUp", target: "changingFollowUps" },
        { guard: "validReason", target: "reviewing" },
        { target: "composing", actions: assign({ invalid: ({ context }) => reasonIssues(context.bulk?.reason ?? "") }) },
      ],
    },
    reviewing: {
      invoke: {
        src: "reviewContacts",
        input: ({ context }) => ({
          caseId: context.caseId,
          contactIds: [...context.selected],
          included: context.bulk?.action === "tick",
          reason: (context.bulk?.reason ?? "").trim(),
        }),
        onDone: { target: "browsing", actions: ["tellOwner", assign(({ event, context }) => finished(context, event.output.length))] },
        onError: [
          { guard: "conflict", target: "composing", actions: ["tellOwner", assign({ failure: ({ event }) => failureOf(event.error) })] },
          { target: "composing", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    changingFollowUps: {
      invoke: {
        src: "changeFollowUps",
        input: ({ context }) => ({ caseId: context.caseId, contactIds: [...context.selected], status: context.bulk?.status ?? "reached" }),
        onDone: { target: "browsing", actions: ["tellOwner", assign(({ event, context }) => finished(context, event.output.length))] },
        onError: [
          { guard: "conflict", target: "composing", actions: ["tellOwner", assign({ failure: ({ event }) => failureOf(event.error) })] },
          { target: "composing", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
  },
});

/** The selected contacts reached only through unticked contacts: a bulk tick notifies them (decision 050). */
export function selectedReachedOnlyThrough(context: Pick<ContactTableContext, "contacts" | "selected">): number {
  return context.contacts.filter((contact) => context.selected.has(contact.id) && reachedOnlyThroughUnticked(contact.attributes)).length;
}

function finished(context: ContactTableContext, count: number): Partial<ContactTableContext> {
  return { done: context.bulk && { action: context.bulk.action, count }, bulk: undefined, selected: new Set<string>(), invalid: [], failure: undefined };
}
