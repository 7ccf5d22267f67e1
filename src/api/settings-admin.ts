import * as v from "valibot";
import type { SettingValue } from "#domain/reference-data.ts";
import { type AdminSetting, AdminSettingAnswer, AdminSettingList, type SettingChange, SettingHistory } from "#domain/settings-admin.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's settings calls (decision 027); failures arrive as a CallFailure. */

export function loadSettings(): Promise<AdminSetting[]> {
  return calling(async () => v.parse(AdminSettingList, await staffApi("/api/staff/settings")).data);
}

export function saveSetting(code: string, value: SettingValue): Promise<AdminSetting> {
  return calling(
    async () =>
      v.parse(AdminSettingAnswer, await staffApi(`/api/staff/settings/${encodeURIComponent(code)}`, { method: "PUT", body: { typed_value: value } })).data,
  );
}

export function loadSettingHistory(code: string): Promise<SettingChange[]> {
  return calling(async () => v.parse(SettingHistory, await staffApi(`/api/staff/settings/${encodeURIComponent(code)}/history`)).data);
}
