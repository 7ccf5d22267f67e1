import * as v from "valibot";
import { SYMPTOM_CATEGORIES } from "./symptom-codes.ts";

export { NONE_OF_THE_ABOVE, SYMPTOM_CATEGORIES } from "./symptom-codes.ts";

/** A symptom's or purpose's title in each of the four languages; `en` is the `title` the API always had. */
export const Titles = v.object({ en: v.string(), ja: v.string(), ko: v.string(), zh: v.string() });
export type Titles = v.InferOutput<typeof Titles>;

/** The title in the reader's language, or the English one where that language has none. */
export function titleIn(titles: Titles | undefined, english: string, locale: string): string {
  const translated = titles && (locale === "ja" || locale === "ko" || locale === "zh") ? titles[locale] : "";
  return translated || english;
}

/**
 * Reference data served by the API and read by the web app: one schema for both sides. `titles` and
 * `retired` came with decision 027 and the server always sends them; `title` stays the English one so that
 * apps built before read what they did, and the app still reads an answer without them.
 */
export const SymptomAttributes = v.object({
  title: v.string(),
  code: v.string(),
  category: v.picklist(SYMPTOM_CATEGORIES),
  titles: v.optional(Titles),
  /** True only with ?include=retired: a retired symptom is no longer offered but still names old answers. */
  retired: v.optional(v.boolean()),
});
export type SymptomAttributes = v.InferOutput<typeof SymptomAttributes>;

export const SymptomListQuery = v.object({
  include: v.optional(v.picklist(["retired"], "Only include=retired is known.")),
});

/**
 * GET /api/v1/purpose: `data` is the purposes offered, as the text a visit stores (the English title),
 * as it always was; `titles` names every purpose, retired ones too, in the four languages.
 */
export const PurposeList = v.object({ data: v.array(v.string()), titles: v.record(v.string(), Titles) });
export type PurposeList = v.InferOutput<typeof PurposeList>;

/**
 * The checklist's groups: COMMON first, then OTHER (docs/product-spec.md, part 3's order), empty groups left out. A
 * retired symptom is offered no more, but one the answer already holds still shows, so an earlier
 * answer reads as given. Each symptom is titled in the reader's language.
 */
export function checklistGroups(symptoms: readonly SymptomAttributes[], chosen: readonly string[] | null, locale: string) {
  const shown = symptoms
    .filter((symptom) => !symptom.retired || (chosen?.includes(symptom.code) ?? false))
    .map((symptom) => ({ code: symptom.code, category: symptom.category, title: titleIn(symptom.titles, symptom.title, locale) }));
  return SYMPTOM_CATEGORIES.map((category) => ({ category, symptoms: shown.filter((symptom) => symptom.category === category) })).filter(
    (group) => group.symptoms.length > 0,
  );
}

/** The purposes offered, each as the value a visit stores and its title in the reader's language. */
export function purposeChoices(list: PurposeList, locale: string): { value: string; label: string }[] {
  return list.data.map((value) => ({ value, label: titleIn(list.titles[value], value, locale) }));
}

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

/** The client keeps only settings whose value is true (docs/product-spec.md, part 7). */
export function enabledSettings(settings: readonly SettingAttributes[]): SettingAttributes[] {
  return settings.filter((setting) => setting.typed_value === true);
}
