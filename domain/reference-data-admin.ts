import * as v from "valibot";
import { SYMPTOM_CATEGORIES } from "./symptom-codes.ts";
import { NONE_OF_THE_ABOVE, Titles } from "./reference-data.ts";

/**
 * The admin's reference data (decision 027): symptoms and visit purposes with a title in each language,
 * in the order travellers see them; a retired one is no longer offered but still names old records.
 */

export const TITLE_MAX = 100;
const REQUIRED_TITLE = "Give the title in every language.";
const title = v.pipe(v.string(REQUIRED_TITLE), v.trim(), v.minLength(1, REQUIRED_TITLE), v.maxLength(TITLE_MAX, `Keep a title under ${TITLE_MAX} characters.`));
export const TitlesInput = v.object({ en: title, ja: title, ko: title, zh: title });
export type TitlesInput = v.InferOutput<typeof TitlesInput>;

export const SYMPTOM_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
const SymptomCode = v.pipe(
  v.string("Give the symptom a code."),
  v.trim(),
  v.toUpperCase(),
  v.regex(SYMPTOM_CODE_PATTERN, "Use capital letters, digits and underscores, starting with a letter (at most 64)."),
  v.check((code) => code !== NONE_OF_THE_ABOVE, "This code is the checklist's own 'none of the above'."),
);
const Category = v.picklist(SYMPTOM_CATEGORIES, "Choose COMMON or OTHER.");

export const AdminSymptom = v.object({
  id: v.string(),
  code: v.string(),
  category: Category,
  titles: Titles,
  retired_at: v.nullable(v.string()),
});
export type AdminSymptom = v.InferOutput<typeof AdminSymptom>;
export const AdminSymptomList = v.object({ data: v.array(AdminSymptom) });
export const AdminSymptomAnswer = v.object({ data: AdminSymptom });

export const AdminPurpose = v.object({ id: v.string(), titles: Titles, retired_at: v.nullable(v.string()) });
export type AdminPurpose = v.InferOutput<typeof AdminPurpose>;
export const AdminPurposeList = v.object({ data: v.array(AdminPurpose) });
export const AdminPurposeAnswer = v.object({ data: AdminPurpose });

/** POST /api/staff/reference-data/symptoms. The code is kept by answers, so it never changes afterwards. */
export const NewSymptom = v.object({ code: SymptomCode, category: Category, titles: TitlesInput });
export type NewSymptom = v.InferOutput<typeof NewSymptom>;

/** PUT /api/staff/reference-data/symptoms/:id: category, titles and whether it is retired. */
export const SymptomEdit = v.object({ category: Category, titles: TitlesInput, retired: v.boolean("Say whether the symptom is retired.") });
export type SymptomEdit = v.InferOutput<typeof SymptomEdit>;

/** POST /api/staff/reference-data/purposes. */
export const NewPurpose = v.object({ titles: TitlesInput });
export type NewPurpose = v.InferOutput<typeof NewPurpose>;

/** PUT /api/staff/reference-data/purposes/:id. The English title is what visits store: it cannot change. */
export const PurposeEdit = v.object({ titles: TitlesInput, retired: v.boolean("Say whether the purpose is retired.") });
export type PurposeEdit = v.InferOutput<typeof PurposeEdit>;

/** PUT …/order: every id of the list, in the new order. */
export const ReferenceOrder = v.object({
  ids: v.pipe(
    v.array(v.string(), "Send the ids in their new order."),
    v.minLength(1, "Send the ids in their new order."),
    v.maxLength(500, "Send at most 500 ids."),
  ),
});
export type ReferenceOrder = v.InferOutput<typeof ReferenceOrder>;

export const ReferenceItemParams = v.object({ id: v.pipe(v.string(), v.uuid("Not a valid id.")) });

export const REFERENCE_MESSAGES = {
  symptomNotFound: "Symptom not found.",
  purposeNotFound: "Purpose not found.",
  codeTaken: "Another symptom already has this code.",
  titleTaken: "Another purpose already has this English title.",
  englishFixed: "Visits keep the English title as their purpose, so it cannot change: retire this purpose and add a new one.",
  incompleteOrder: "Send every id of the list exactly once.",
} as const;
