import * as v from "valibot";
import { SYMPTOM_CATEGORIES } from "./symptom-codes.ts";

export { NONE_OF_THE_ABOVE, SYMPTOM_CATEGORIES } from "./symptom-codes.ts";

/** Reference data served by the API and read by the web app: one schema for both sides. */
export const SymptomAttributes = v.object({
  title: v.string(),
  code: v.string(),
  category: v.picklist(SYMPTOM_CATEGORIES),
});
export type SymptomAttributes = v.InferOutput<typeof SymptomAttributes>;

export const SettingValue = v.union([v.boolean(), v.number(), v.string()]);
export type SettingValue = v.InferOutput<typeof SettingValue>;

export const SettingAttributes = v.object({ code: v.string(), typed_value: SettingValue });
export type SettingAttributes = v.InferOutput<typeof SettingAttributes>;

export const SETTING_CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const SettingCodeParams = v.object({
  code: v.pipe(v.string(), v.regex(SETTING_CODE_PATTERN, "The code must be a lower-case setting code.")),
});

/** Decides whether the health declaration and attestation are part of a trip. */
export const PANDEMIC_MODE_SETTING = "pandemic_mode";

/** The client keeps only settings whose value is true (spec part 7). */
export function enabledSettings(settings: readonly SettingAttributes[]): SettingAttributes[] {
  return settings.filter((setting) => setting.typed_value === true);
}
