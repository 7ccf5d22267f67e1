import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type SettingSave,
  type SettingsAdminContext,
  type SettingsAdminEvent,
  settingsAdminMachine,
} from "../../../machines/console/settings-admin.machine.ts";
import type { AdminSetting, PandemicConsequence, SettingChange } from "#domain/settings-admin.ts";
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
const consequence: PandemicConsequence = { pandemic_mode: true, arrival_dates: ["2026-11-24", "2026-11-25"], trips_without_health_part: 37 };

const events: SettingsAdminEvent[] = [
  { type: "reload" },
  { type: "setting.saved", code: "pandemic_mode", value: false },
  { type: "setting.saved", code: "tracing_incubation_days", value: 10 },
  { type: "switch.confirmed", reason: "Health order 2026-14" },
  { type: "switch.confirmed", reason: "  " },
  { type: "switch.cancelled" },
  done("loadConsequence", consequence),
  error("loadConsequence", failure(0)),
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
      const { settings, history, savingCode, savedCode, failedCall, pending } = snapshot.context as SettingsAdminContext;
      return JSON.stringify({
        value: snapshot.value,
        settings: settings.map((setting) => setting.typed_value),
        history: history?.code,
        loaded: history?.changes !== undefined,
        savingCode,
        savedCode,
        failedCall,
        pending: pending && [pending.code, pending.consequence !== undefined],
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
            return input.code === "pandemic_mode" ? pandemicOff : incubationTen;
          }),
          loadHistory: fromPromise<SettingChange[], { code: string }>(async ({ input }) => {
            historyReads.push(input.code);
            return historyReads.length === 1 ? [] : [change];
          }),
          loadConsequence: fromPromise<PandemicConsequence>(async () => consequence),
        },
      }),
    ).start();
    // Pandemic mode waits for the count and a confirmation with a reason; an empty reason saves nothing.
    const confirmWith = async (reason: string) => {
      await expect.poll(() => actor.getSnapshot().matches({ confirming: "asking" })).toBe(true);
      expect(actor.getSnapshot().context.pending).toEqual({ code: "pandemic_mode", value: false, consequence });
      actor.send({ type: "switch.confirmed", reason });
    };
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "history.opened", code: "pandemic_mode" });
    await expect.poll(() => actor.getSnapshot().context.history?.changes).toEqual([]);
    actor.send({ type: "setting.saved", code: "tracing_incubation_days", value: 10 });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "setting.saved", code: "pandemic_mode", value: false });
    await confirmWith(" ");
    expect(actor.getSnapshot().matches({ confirming: "asking" })).toBe(true);
    await confirmWith("Health order 2026-14");
    await expect.poll(() => actor.getSnapshot().context.history?.changes).toEqual([change]);
    expect(saves).toEqual([
      { code: "tracing_incubation_days", value: 10, reason: "" },
      { code: "pandemic_mode", value: false, reason: "Health order 2026-14" },
    ]);
    expect(historyReads).toEqual(["pandemic_mode", "pandemic_mode"]);
    expect(actor.getSnapshot().context).toMatchObject({ savedCode: "pandemic_mode", savingCode: undefined, pending: undefined });
    expect(actor.getSnapshot().context.settings).toEqual([pandemicOff, incubationTen]);
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
