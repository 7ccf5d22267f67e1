import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { settingsAdminMachine } from "../../../../machines/console/settings-admin.machine.ts";
import type { SettingValue } from "#domain/reference-data.ts";

export type SettingsActor = ActorRefFrom<typeof settingsAdminMachine>;

/** The settings machine as the page sees it: one selector a field, events sent by name. */
export function useSettingsAdmin(actor: SettingsActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    settings: useSelector(actor, (state) => state.context.settings),
    history: useSelector(actor, (state) => state.context.history),
    historyLoading: useSelector(actor, (state) => state.matches("loadingHistory")),
    savingCode: useSelector(actor, (state) => (state.matches("saving") ? state.context.savingCode : undefined)),
    savedCode: useSelector(actor, (state) => state.context.savedCode),
    failure: useSelector(actor, (state) => state.context.failure),
    failedCall: useSelector(actor, (state) => state.context.failedCall),
    canChange: useSelector(actor, (state) => state.can({ type: "setting.saved", code: "", value: false })),
    reload: () => actor.send({ type: "reload" }),
    save: (code: string, value: SettingValue) => actor.send({ type: "setting.saved", code, value }),
    openHistory: (code: string) => actor.send({ type: "history.opened", code }),
    closeHistory: () => actor.send({ type: "history.closed" }),
    /** A pandemic switch waiting for confirmation (decision 064), with its count once loaded. */
    pending: useSelector(actor, (state) => (state.matches("confirming") ? state.context.pending : undefined)),
    counting: useSelector(actor, (state) => state.matches({ confirming: "counting" })),
    confirmSwitch: (reason: string) => actor.send({ type: "switch.confirmed", reason }),
    cancelSwitch: () => actor.send({ type: "switch.cancelled" }),
  };
}

export type SettingsAdminView = ReturnType<typeof useSettingsAdmin>;
