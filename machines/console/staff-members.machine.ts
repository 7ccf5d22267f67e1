import { assign, fromPromise, setup } from "xstate";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { ALL_STAFF, type StaffListView } from "#domain/staff/staff-list.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface NewStaffMember {
  email: string;
  display_name: string;
  roles: StaffRole[];
}

/** What the last change did, for the page to confirm it. */
export type StaffChange = "invited" | "rolesSaved" | "statusSaved" | "inviteResent";

export interface StaffMembersContext {
  members: StaffMember[];
  /** The search, filters and order the table shows the members in; kept across reloads after a change. */
  view: StaffListView;
  /** The member a change is being saved for. */
  savingFor: string | undefined;
  done: StaffChange | undefined;
  failure: CallFailure | undefined;
}

export type StaffMembersEvent =
  | { type: "members.reloadRequested" }
  | { type: "member.invited"; member: NewStaffMember }
  | { type: "roles.saved"; id: string; roles: StaffRole[] }
  | { type: "status.saved"; id: string; status: "active" | "disabled" }
  | { type: "invite.resent"; id: string }
  | { type: "view.changed"; view: Partial<StaffListView> };

const never = () => new Promise<never>(() => {});

const changeFailed = { target: "ready", actions: "showFailure" } as const;

/**
 * The admin's staff list (decision 018): invite a member, change roles, disable or enable, send the
 * invitation again; search, filter and sort the table. After each change the list is read again, so it shows what the server keeps.
 */
export const staffMembersMachine = setup({
  types: { context: {} as StaffMembersContext, events: {} as StaffMembersEvent },
  actions: {
    startChange: assign({
      savingFor: ({ event }) => ("id" in event ? event.id : undefined),
      done: undefined,
      failure: undefined,
    }),
    confirmChange: assign((_, change: StaffChange) => ({ done: change, savingFor: undefined })),
    showFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error), savingFor: undefined }),
  },
  actors: {
    loadMembers: fromPromise<StaffMember[]>(never),
    inviteMember: fromPromise<void, NewStaffMember>(never),
    saveRoles: fromPromise<void, { id: string; roles: StaffRole[] }>(never),
    saveStatus: fromPromise<void, { id: string; status: "active" | "disabled" }>(never),
    resendInvite: fromPromise<void, { id: string }>(never),
  },
}).createMachine({
  id: "staffMembers",
  context: { members: [], view: ALL_STAFF, savingFor: undefined, done: undefined, failure: undefined },
  initial: "loading",
  on: {
    "view.changed": { actions: assign({ view: ({ context, event }) => ({ ...context.view, ...event.view }) }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadMembers",
        src: "loadMembers",
        onDone: { target: "ready", actions: assign({ members: ({ event }) => event.output }) },
        onError: { target: "failed", actions: "showFailure" },
      },
    },
    failed: {
      on: { "members.reloadRequested": { target: "loading", actions: "startChange" } },
    },
    ready: {
      on: {
        "members.reloadRequested": { target: "loading", actions: "startChange" },
        "member.invited": { target: "inviting", actions: "startChange" },
        "roles.saved": { target: "savingRoles", actions: "startChange" },
        "status.saved": { target: "savingStatus", actions: "startChange" },
        "invite.resent": { target: "resendingInvite", actions: "startChange" },
      },
    },
    inviting: {
      tags: ["busy"],
      invoke: {
        id: "inviteMember",
        src: "inviteMember",
        input: ({ event }) => (event as Extract<StaffMembersEvent, { type: "member.invited" }>).member,
        onDone: { target: "loading", actions: { type: "confirmChange", params: "invited" } },
        onError: changeFailed,
      },
    },
    savingRoles: {
      tags: ["busy"],
      invoke: {
        id: "saveRoles",
        src: "saveRoles",
        input: ({ event }) => {
          const { id, roles } = event as Extract<StaffMembersEvent, { type: "roles.saved" }>;
          return { id, roles };
        },
        onDone: { target: "loading", actions: { type: "confirmChange", params: "rolesSaved" } },
        onError: changeFailed,
      },
    },
    savingStatus: {
      tags: ["busy"],
      invoke: {
        id: "saveStatus",
        src: "saveStatus",
        input: ({ event }) => {
          const { id, status } = event as Extract<StaffMembersEvent, { type: "status.saved" }>;
          return { id, status };
        },
        onDone: { target: "loading", actions: { type: "confirmChange", params: "statusSaved" } },
        onError: changeFailed,
      },
    },
    resendingInvite: {
      tags: ["busy"],
      invoke: {
        id: "resendInvite",
        src: "resendInvite",
        input: ({ event }) => ({ id: (event as Extract<StaffMembersEvent, { type: "invite.resent" }>).id }),
        onDone: { target: "loading", actions: { type: "confirmChange", params: "inviteResent" } },
        onError: changeFailed,
      },
    },
  },
});
