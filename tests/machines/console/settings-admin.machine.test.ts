import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type SettingSave,
  type SettingsAdminContext,
  type SettingsAdminEvent,
  settingsAdminMachine,
} from "../../../machines/console/settings-admin.machine.ts";
import type { AdminSetting, SettingChange } from "#domain/settings-admin.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const admin = { id: "admin-1", name: "Ana Admin", email: "ana@gov.example" };
const pandemic: AdminSetting = { code: "pandemic_mode", value_type: "boolean", typed_value: true, updated_by: null, updated_at: null };
const incubation: AdminSetting = { code: "tracing_incubation_days", value_type: "number", typed_value: 14, updated_by: null, updated_at: null };
const pandemicOff: AdminSetting = { ...pandemic, typed_value: false, updated_by: admin, updated_at: "2026-11-24T09:00:00.000Z" };
const incubationTen: AdminSetting = { ...incubation, typed_value: 10, updated_by: admin, updated_at: "2026-11-24T09:01:00.000Z" };
const change: SettingChange = {
  id: "c1",
  code: "pandemic_mode",
  previous_value: true,
  typed_value: false,
  changed_by: admin,
  changed_at: "2026-11-24T09:00:00.000Z",
};
/** A refusal with the server's messages by field. */
const refusedFields = (fieldErrors: Record<string, string[]>) => ({ ...failure(422), fieldErrors });
const { done, error } = callAnswers(settingsAdminMachine);

const events: SettingsAdminEvent[] = [
  { type: "reload" },
  { type: "setting.saved", code: "pandemic_mode", value: false },
  { type: "history.opened", code: "pandemic_mode" },
  { type: "history.closed" },
  done("loadSettings", [pandemic, incubation]),
  error("loadSettings", failure(0)),
  // The saved setting whose history is open, and another one.
  done("saveSetting", pandemicOff),
  done("saveSetting", incubationTen),
  error("saveSetting", refusedFields({ typed_value: ["This setting is on or off: send true or false."] })),
  done("loadHistory", [change]),
  error("loadHistory", failure(0)),
];

describe("settings admin machine, generated paths", () => {
  testPagePaths({
    machine: settingsAdminMachine,
    events,
    // The state and what the page shows of it.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { settings, history, savingCode, savedCode, failedCall } = snapshot.context as SettingsAdminContext;
      return JSON.stringify({
        value: snapshot.value,
        settings: settings.map((setting) => setting.typed_value),
        history: history?.code,
        loaded: history?.changes !== undefined,
        savingCode,
        savedCode,
        failedCall,
      });
    },
  });
});

describe("settings admin machine", () => {
  it("saves a value, shows it as the server kept it, and reads the open history again", async () => {
    const saves: SettingSave[] = [];
    const historyReads: string[] = [];
    const actor = createActor(
      settingsAdminMachine.provide({
        actors: {
          loadSettings: fromPromise<AdminSetting[]>(async () => [pandemic, incubation]),
          saveSetting: fromPromise<AdminSetting, SettingSave>(async ({ input }) => {
            saves.push(input);
            return pandemicOff;
          }),
          loadHistory: fromPromise<SettingChange[], { code: string }>(async ({ input }) => {
            historyReads.push(input.code);
            return historyReads.length === 1 ? [] : [change];
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "history.opened", code: "pandemic_mode" });
    await expect.poll(() => actor.getSnapshot().context.history?.changes).toEqual([]);
    actor.send({ type: "setting.saved", code: "pandemic_mode", value: false });
    await expect.poll(() => actor.getSnapshot().context.history?.changes).toEqual([change]);
    expect(saves).toEqual([{ code: "pandemic_mode", value: false }]);
    expect(historyReads).toEqual(["pandemic_mode", "pandemic_mode"]);
    expect(actor.getSnapshot().context).toMatchObject({ settings: [pandemicOff, incubation], savedCode: "pandemic_mode", savingCode: undefined });
  });

  it("keeps the list when a value is refused, and says which setting and why", async () => {
    const refusal = refusedFields({ typed_value: ["Use a number from 1 to 60."] });
    const actor = createActor(
      settingsAdminMachine.provide({
        actors: {
          loadSettings: fromPromise<AdminSetting[]>(async () => [pandemic, incubation]),
          saveSetting: fromPromise<AdminSetting, SettingSave>(async () => {
            throw refusal;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "setting.saved", code: "tracing_incubation_days", value: 0 });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(refusal);
    expect(actor.getSnapshot().context).toMatchObject({
      settings: [pandemic, incubation],
      failedCall: { kind: "save", code: "tracing_incubation_days" },
      savedCode: undefined,
    });
  });
});
