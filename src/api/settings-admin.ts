import * as v from "valibot";
import type { SettingValue } from "#domain/reference-data.ts";
import { type AdminSetting, AdminSettingAnswer, AdminSettingList, PandemicConsequence, type SettingChange, SettingHistory } from "#domain/settings-admin.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's settings calls (decision 027); failures arrive as a CallFailure. */

export function loadSettings(): Promise<AdminSetting[]> {
  return calling(async () => v.parse(AdminSettingList, await staffApi("/api/staff/settings")).data);
}

export function saveSetting(code: string, value: SettingValue, reason: string): Promise<AdminSetting> {
  return calling(
    async () =>
      v.parse(AdminSettingAnswer, await staffApi(`/api/staff/settings/${encodeURIComponent(code)}`, { method: "PUT", body: { typed_value: value, reason } }))
        .data,
  );
}

/** What switching pandemic mode now would change at the belt (decision 064). */
export function loadPandemicConsequence(): Promise<PandemicConsequence> {
  return calling(async () => v.parse(PandemicConsequence, await staffApi("/api/staff/settings/pandemic_mode/consequence")).data);
}

export function loadSettingHistory(code: string): Promise<SettingChange[]> {
  return calling(async () => v.parse(SettingHistory, await staffApi(`/api/staff/settings/${encodeURIComponent(code)}/history`)).data);
}
