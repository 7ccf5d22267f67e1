import * as v from "valibot";
import { text } from "./fields.ts";
import { PANDEMIC_MODE_SETTING, SETTING_CODE_PATTERN, SettingValue } from "./reference-data.ts";

/** The admin's settings (decision 027): each setting's typed value, who changed it last, and its history. */

export const SETTING_TYPES = ["boolean", "number", "string"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const SETTING_STRING_MAX = 500;

/** Bounds some settings need beyond their type: contact tracing's look-back and overlap are whole, sensible numbers. */
export const SETTING_BOUNDS: Readonly<Record<string, { min: number; max: number; integer: boolean }>> = {
  tracing_minimum_overlap_minutes: { min: 1, max: 1440, integer: true },
  tracing_incubation_days: { min: 1, max: 60, integer: true },
};

/** Who did it: the staff member's name and work e-mail, as the staff list shows them. */
export const StaffName = v.object({ id: v.string(), name: v.string(), email: v.string() });
export type StaffName = v.InferOutput<typeof StaffName>;

export const AdminSetting = v.object({
  code: v.string(),
  value_type: v.picklist(SETTING_TYPES),
  typed_value: SettingValue,
  /** Null while the setting has its seeded value. */
  updated_by: v.nullable(StaffName),
  updated_at: v.nullable(v.string()),
});
export type AdminSetting = v.InferOutput<typeof AdminSetting>;

export const AdminSettingList = v.object({ data: v.array(AdminSetting) });
export const AdminSettingAnswer = v.object({ data: AdminSetting });

export const SettingChange = v.object({
  id: v.string(),
  code: v.string(),
  previous_value: SettingValue,
  typed_value: SettingValue,
  changed_by: StaffName,
  changed_at: v.string(),
});
export type SettingChange = v.InferOutput<typeof SettingChange>;
export const SettingHistory = v.object({ data: v.array(SettingChange) });

export const AdminSettingParams = v.object({
  code: v.pipe(v.string(), v.regex(SETTING_CODE_PATTERN, "The code must be a lower-case setting code.")),
});

/**
 * PUT /api/staff/settings/:code: the new value, checked against the setting's type once the setting
 * is known, and why: the reason goes to the audit trail, and a setting with consequences needs one.
 */
export const SettingUpdate = v.object({ typed_value: SettingValue, reason: v.optional(text(500), "") });
export type SettingUpdate = v.InferOutput<typeof SettingUpdate>;

/** Why a value does not fit the setting, or undefined when it does; the same words in the console and the API. */
export function settingValueProblem(code: string, type: SettingType, value: SettingValue): string | undefined {
  if (type === "boolean") return typeof value === "boolean" ? undefined : "This setting is on or off: send true or false.";
  if (type === "string") {
    if (typeof value !== "string") return "This setting is text.";
    return value.length > SETTING_STRING_MAX ? `Keep the text under ${SETTING_STRING_MAX} characters.` : undefined;
  }
  if (typeof value !== "number" || !Number.isFinite(value)) return "This setting is a number.";
  const bounds = SETTING_BOUNDS[code];
  if (!bounds) return undefined;
  if (bounds.integer && !Number.isInteger(value)) return "Use a whole number.";
  return value < bounds.min || value > bounds.max ? `Use a number from ${bounds.min} to ${bounds.max}.` : undefined;
}

export const SETTING_MESSAGES = {
  notFound: "Setting not found.",
} as const;

/** Settings whose change reaches travellers at once (decision 064): switching one asks for a reason. */
export const SETTINGS_NEEDING_REASON: readonly string[] = [PANDEMIC_MODE_SETTING];
export const SETTING_REASON_REQUIRED = "Say why you change this setting: the reason is kept in the audit trail.";

/**
 * GET /api/staff/settings/pandemic_mode/consequence (decision 064): what switching pandemic mode now
 * does to trips arriving today or tomorrow (commonwealth dates) that customs has not cleared. Those
 * declared from outside the commonwealth without a health part: switching on makes them incomplete
 * (their QR stops counting as complete until the health part is sent); switching off makes them
 * complete. The same trips either way.
 */
export const PandemicConsequence = v.object({
  data: v.object({
    pandemic_mode: v.boolean(),
    arrival_dates: v.tuple([v.string(), v.string()]),
    trips_without_health_part: v.number(),
  }),
});
export type PandemicConsequence = v.InferOutput<typeof PandemicConsequence>["data"];
