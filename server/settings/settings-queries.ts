import { randomUUID } from "node:crypto";
import type { SettingValue } from "#domain/reference-data.ts";
import type { AdminSetting, SettingChange, SettingType, StaffName } from "#domain/settings-admin.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type Executor = Pick<Db, "selectFrom" | "updateTable" | "insertInto">;

/** A stored value as its type: settings keep text ("true", "15") in one column whatever their type. */
export function typedValue(type: SettingType, value: string): SettingValue {
  if (type === "boolean") return value === "true";
  if (type === "number") return Number(value);
  return value;
}

export const storedValue = (value: SettingValue): string => String(value);

function staffName(id: string | null, name: string | null, email: string | null): StaffName | null {
  return id === null ? null : { id, name: name ?? "", email: email ?? "" };
}

/** Every setting with who changed it last; `code` narrows it to one. */
export async function adminSettings(db: Executor, code?: string): Promise<AdminSetting[]> {
  let query = db
    .selectFrom("settings")
    .leftJoin("staff_members", "staff_members.id", "settings.updated_by")
    .select([
      "settings.code",
      "settings.value_type",
      "settings.value",
      "settings.updated_by",
      "settings.updated_at",
      "staff_members.display_name",
      "staff_members.email",
    ])
    .orderBy("settings.code");
  if (code !== undefined) query = query.where("settings.code", "=", code);
  const rows = await query.execute();
  return rows.map((row) => ({
    code: row.code,
    value_type: row.value_type,
    typed_value: typedValue(row.value_type, row.value),
    updated_by: staffName(row.updated_by, row.display_name, row.email),
    updated_at: row.updated_at,
  }));
}

export function findSettingRow(db: Executor, code: string): Promise<CoreDatabase["settings"] | undefined> {
  return db.selectFrom("settings").selectAll().where("code", "=", code).executeTakeFirst();
}

/** Writes the new value and its history row together (the caller's transaction). */
export async function changeSetting(trx: Executor, row: CoreDatabase["settings"], value: string, staffId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx.updateTable("settings").set({ value, updated_by: staffId, updated_at: at }).where("code", "=", row.code).execute();
  await trx
    .insertInto("setting_changes")
    .values({ id: randomUUID(), code: row.code, previous_value: row.value, value, changed_by: staffId, changed_at: at })
    .execute();
}

/** A setting's changes, newest first. */
export async function settingHistory(db: Db, row: CoreDatabase["settings"]): Promise<SettingChange[]> {
  const rows = await db
    .selectFrom("setting_changes")
    .innerJoin("staff_members", "staff_members.id", "setting_changes.changed_by")
    .select([
      "setting_changes.id",
      "setting_changes.previous_value",
      "setting_changes.value",
      "setting_changes.changed_by",
      "setting_changes.changed_at",
      "staff_members.display_name",
      "staff_members.email",
    ])
    .where("setting_changes.code", "=", row.code)
    .orderBy("setting_changes.changed_at", "desc")
    .orderBy("setting_changes.id")
    .execute();
  return rows.map((change) => ({
    id: change.id,
    code: row.code,
    previous_value: typedValue(row.value_type, change.previous_value),
    typed_value: typedValue(row.value_type, change.value),
    changed_by: { id: change.changed_by, name: change.display_name, email: change.email },
    changed_at: change.changed_at,
  }));
}
