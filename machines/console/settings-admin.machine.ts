import { assign, fromPromise, setup } from "xstate";
import type { SettingValue } from "#domain/reference-data.ts";
import type { AdminSetting, SettingChange } from "#domain/settings-admin.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface SettingSave {
  code: string;
  value: SettingValue;
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
  failedCall: { kind: "load" | "history" } | { kind: "save"; code: string } | undefined;
}

export type SettingsAdminEvent =
  | { type: "reload" }
  | { type: "setting.saved"; code: string; value: SettingValue }
  | { type: "history.opened"; code: string }
  | { type: "history.closed" };

const never = () => new Promise<never>(() => {});

/**
 * Decision 027: the admin's settings. The list loads; a setting's new value is saved (the server checks it
 * against the setting's type) and the saved setting replaces the listed one; a setting's history opens
 * beside it, read again each time it opens, and again after that setting changes.
 */
export const settingsAdminMachine = setup({
  types: { context: {} as SettingsAdminContext, events: {} as SettingsAdminEvent },
  actors: {
    loadSettings: fromPromise<AdminSetting[]>(never),
    saveSetting: fromPromise<AdminSetting, SettingSave>(never),
    loadHistory: fromPromise<SettingChange[], { code: string }>(never),
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
  },
}).createMachine({
  id: "settingsAdmin",
  context: { settings: [], history: undefined, savingCode: undefined, savedCode: undefined, failure: undefined, failedCall: undefined },
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
        "setting.saved": {
          target: "saving",
          actions: assign({ savingCode: ({ event }) => event.code, savedCode: undefined, failure: undefined, failedCall: undefined }),
        },
        "history.opened": {
          target: "loadingHistory",
          actions: assign({ history: ({ event }) => ({ code: event.code, changes: undefined }), failure: undefined, failedCall: undefined }),
        },
        "history.closed": { actions: assign({ history: undefined }) },
      },
    },
    saving: {
      invoke: {
        id: "saveSetting",
        src: "saveSetting",
        input: ({ event }) => (event.type === "setting.saved" ? { code: event.code, value: event.value } : { code: "", value: "" }),
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
