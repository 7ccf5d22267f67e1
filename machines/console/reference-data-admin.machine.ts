import { assign, fromPromise, setup } from "xstate";
import type { AdminPurpose, AdminSymptom, NewPurpose, NewSymptom, PurposeEdit, SymptomEdit } from "#domain/reference-data-admin.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface ReferenceLists {
  symptoms: AdminSymptom[];
  purposes: AdminPurpose[];
}

/** One write the page asks for; the call answers with both lists as the server keeps them afterwards. */
export type ReferenceWrite =
  | { kind: "symptom.create"; body: NewSymptom }
  | { kind: "symptom.edit"; id: string; body: SymptomEdit }
  | { kind: "symptom.order"; ids: string[] }
  | { kind: "purpose.create"; body: NewPurpose }
  | { kind: "purpose.edit"; id: string; body: PurposeEdit }
  | { kind: "purpose.order"; ids: string[] };

/** Which form or row is being changed: a new symptom or purpose (id null), or one of the list. */
export interface ReferenceTarget {
  list: "symptoms" | "purposes";
  id: string | null;
}

export interface ReferenceDataAdminContext {
  lists: ReferenceLists;
  /** The form open, if any. */
  editing: ReferenceTarget | undefined;
  /** The last write, while it runs and after it, for the page to say what happened where. */
  write: ReferenceWrite | undefined;
  saved: boolean;
  failure: CallFailure | undefined;
}

export type ReferenceDataAdminEvent =
  | { type: "reload" }
  | { type: "edit.opened"; target: ReferenceTarget }
  | { type: "edit.closed" }
  | { type: "write.requested"; write: ReferenceWrite }
  | { type: "item.moved"; list: "symptoms" | "purposes"; id: string; offset: -1 | 1 };

const never = () => new Promise<never>(() => {});

/** The ids of a list with one moved up or down a place; undefined at either end. */
export function movedIds(items: readonly { id: string }[], id: string, offset: -1 | 1): string[] | undefined {
  const from = items.findIndex((item) => item.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= items.length) return undefined;
  const ids = items.map((item) => item.id);
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}

function moveWrite(lists: ReferenceLists, event: Extract<ReferenceDataAdminEvent, { type: "item.moved" }>): ReferenceWrite | undefined {
  const ids = movedIds(lists[event.list], event.id, event.offset);
  if (!ids) return undefined;
  return event.list === "symptoms" ? { kind: "symptom.order", ids } : { kind: "purpose.order", ids };
}

/**
 * Decision 027: the admin's symptoms and visit purposes. Both lists load together; a form opens for a new
 * item or one of the list; a save, a retirement or a move up or down is one write, after which the
 * lists are the server's again. A refused form stays open with the server's messages.
 */
export const referenceDataAdminMachine = setup({
  types: { context: {} as ReferenceDataAdminContext, events: {} as ReferenceDataAdminEvent },
  actors: {
    loadLists: fromPromise<ReferenceLists>(never),
    write: fromPromise<ReferenceLists, ReferenceWrite>(never),
  },
  guards: {
    canMove: ({ context, event }) => event.type === "item.moved" && moveWrite(context.lists, event) !== undefined,
  },
}).createMachine({
  id: "referenceDataAdmin",
  context: { lists: { symptoms: [], purposes: [] }, editing: undefined, write: undefined, saved: false, failure: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "loadLists",
        src: "loadLists",
        onDone: { target: "ready", actions: assign({ lists: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { reload: "loading" } },
    ready: {
      on: {
        "edit.opened": { actions: assign({ editing: ({ event }) => event.target, write: undefined, saved: false, failure: undefined }) },
        "edit.closed": { actions: assign({ editing: undefined, failure: undefined }) },
        "write.requested": { target: "writing", actions: assign({ write: ({ event }) => event.write, saved: false, failure: undefined }) },
        "item.moved": {
          guard: "canMove",
          target: "writing",
          actions: assign({ write: ({ context, event }) => moveWrite(context.lists, event), saved: false, failure: undefined }),
        },
      },
    },
    writing: {
      invoke: {
        id: "write",
        src: "write",
        input: ({ context }) => context.write ?? { kind: "symptom.order", ids: [] },
        // The form closes once its save is kept; a move leaves any open form as it was.
        onDone: {
          target: "ready",
          actions: assign({
            lists: ({ event }) => event.output,
            saved: true,
            editing: ({ context }) => (context.write?.kind.endsWith(".order") ? context.editing : undefined),
          }),
        },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
