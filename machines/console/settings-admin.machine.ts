import { assign, fromPromise, setup } from "xstate";
import type { SettingValue } from "#domain/reference-data.ts";
import { type AdminSetting, type PandemicConsequence, SETTINGS_NEEDING_REASON, type SettingChange } from "#domain/settings-admin.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface SettingSave {
  code: string;
  value: SettingValue;
  /** Why, for the audit trail; asked for the settings that reach travellers at once (decision 064). */
  reason: string;
}

/** A switch waiting for the admin's confirmation, with what it would change once known. */
export interface PendingSwitch {
  code: string;
  value: SettingValue;
  consequence: PandemicConsequence | undefined;
}

export interface SettingsAdminContext {
  settings: AdminSetting[];
  /** The setting whose history is shown, and its changes once loaded. */
  history: { code: string; changes: SettingChange[] | undefined } | undefined;
  /** The setting being saved, or the last one saved, for the page to say so beside it. */
  savingCode: string | undefined;
  savedCode: string | undefined;
  failure: CallFailure | undefined;
  /** Which call failed: the list, a save (with its code) or a history. */
  failedCall: { kind: "load" | "history" | "consequence" } | { kind: "save"; code: string } | undefined;
  pending: PendingSwitch | undefined;
}

export type SettingsAdminEvent =
  | { type: "reload" }
  | { type: "setting.saved"; code: string; value: SettingValue }
  | { type: "history.opened"; code: string }
  | { type: "history.closed" }
  | { type: "switch.confirmed"; reason: string }
  | { type: "switch.cancelled" };

const never = () => new Promise<never>(() => {});

/**
 * Decision 027: the admin's settings. The list loads; a setting's new value is saved (the server checks it
 * against the setting's type) and the saved setting replaces the listed one; a setting's history opens
 * beside it, read again each time it opens, and again after that setting changes. Pandemic mode is not
 * saved at once (decision 064): the page first says how many trips at the belt the switch changes,
 * and saves only once the admin confirms with a reason.
 */
export const settingsAdminMachine = setup({
  types: { context: {} as SettingsAdminContext, events: {} as SettingsAdminEvent },
  actors: {
    loadSettings: fromPromise<AdminSetting[]>(never),
    saveSetting: fromPromise<AdminSetting, SettingSave>(never),
    loadHistory: fromPromise<SettingChange[], { code: string }>(never),
    loadConsequence: fromPromise<PandemicConsequence>(never),
  },
  actions: {
    applySaved: assign(({ context }, saved: AdminSetting) => ({
      settings: context.settings.map((setting) => (setting.code === saved.code ? saved : setting)),
      savedCode: saved.code,
      savingCode: undefined,
    })),
  },
  guards: {
    historyOpenFor: ({ context }, params: { code: string }) => context.history?.code === params.code,
    needsConfirmation: ({ event }) => event.type === "setting.saved" && SETTINGS_NEEDING_REASON.includes(event.code),
  },
}).createMachine({
  id: "settingsAdmin",
  context: { settings: [], history: undefined, savingCode: undefined, savedCode: undefined, failure: undefined, failedCall: undefined, pending: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, failedCall: undefined }),
      invoke: {
        id: "loadSettings",
        src: "loadSettings",
        onDone: { target: "ready", actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error), failedCall: { kind: "load" } }) },
      },
    },
    failed: { on: { reload: "loading" } },
    ready: {
      on: {
        "setting.saved": [
          {
            guard: "needsConfirmation",
            target: "confirming",
            actions: assign({
              pending: ({ event }) => ({ code: event.code, value: event.value, consequence: undefined }),
              savedCode: undefined,
              failure: undefined,
              failedCall: undefined,
            }),
          },
          {
            target: "saving",
            actions: assign({ savingCode: ({ event }) => event.code, savedCode: undefined, failure: undefined, failedCall: undefined }),
          },
        ],
        "history.opened": {
          target: "loadingHistory",
          actions: assign({ history: ({ event }) => ({ code: event.code, changes: undefined }), failure: undefined, failedCall: undefined }),
        },
        "history.closed": { actions: assign({ history: undefined }) },
      },
    },
    confirming: {
      initial: "counting",
      on: { "switch.cancelled": { target: "ready", actions: assign({ pending: undefined }) } },
      states: {
        counting: {
          invoke: {
            id: "loadConsequence",
            src: "loadConsequence",
            onDone: {
              target: "asking",
              actions: assign({ pending: ({ context, event }) => (context.pending ? { ...context.pending, consequence: event.output } : undefined) }),
            },
            // Without the count the admin can still confirm: the dialog says it could not be counted.
            onError: { target: "asking", actions: assign({ failure: ({ event }) => failureOf(event.error), failedCall: { kind: "consequence" } }) },
          },
        },
        asking: {
          on: {
            "switch.confirmed": {
              guard: ({ event }) => event.reason.trim() !== "",
              target: "#settingsAdmin.saving",
              actions: assign({ savingCode: ({ context }) => context.pending?.code, failure: undefined, failedCall: undefined }),
            },
          },
        },
      },
    },
    saving: {
      exit: assign({ pending: undefined }),
      invoke: {
        id: "saveSetting",
        src: "saveSetting",
        input: ({ context, event }) => {
          if (event.type === "setting.saved") return { code: event.code, value: event.value, reason: "" };
          if (event.type === "switch.confirmed" && context.pending)
            return { code: context.pending.code, value: context.pending.value, reason: event.reason.trim() };
          return { code: "", value: "", reason: "" };
        },
        onDone: [
          {
            guard: { type: "historyOpenFor", params: ({ event }) => ({ code: event.output.code }) },
            target: "loadingHistory",
            actions: { type: "applySaved", params: ({ event }) => event.output },
          },
          { target: "ready", actions: { type: "applySaved", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "ready",
          actions: assign({
            failure: ({ event }) => failureOf(event.error),
            failedCall: ({ context }) => ({ kind: "save" as const, code: context.savingCode ?? "" }),
            savingCode: undefined,
          }),
        },
      },
    },
    loadingHistory: {
      invoke: {
        id: "loadHistory",
        src: "loadHistory",
        input: ({ context }) => ({ code: context.history?.code ?? "" }),
        onDone: {
          target: "ready",
          actions: assign({ history: ({ context, event }) => (context.history ? { ...context.history, changes: event.output } : undefined) }),
        },
        onError: { target: "ready", actions: assign({ history: undefined, failure: ({ event }) => failureOf(event.error), failedCall: { kind: "history" } }) },
      },
    },
  },
});
