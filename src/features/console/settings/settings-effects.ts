import { fromPromise } from "xstate";
import { type SettingSave, settingsAdminMachine } from "../../../../machines/console/settings-admin.machine.ts";
import { loadPandemicConsequence, loadSettingHistory, loadSettings, saveSetting } from "../../../api/settings-admin.ts";

/** The settings page's machine with its real calls (a lost session is the shell's to handle). */
export const settingsMachine = settingsAdminMachine.provide({
  actors: {
    loadSettings: fromPromise(() => loadSettings()),
    saveSetting: fromPromise(({ input }: { input: SettingSave }) => saveSetting(input.code, input.value, input.reason)),
    loadConsequence: fromPromise(() => loadPandemicConsequence()),
    loadHistory: fromPromise(({ input }: { input: { code: string } }) => loadSettingHistory(input.code)),
  },
});
