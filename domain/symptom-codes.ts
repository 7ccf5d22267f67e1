/** The symptom checklist's fixed codes, apart from the schemas so a screen can use them without valibot. */
export const SYMPTOM_CATEGORIES = ["COMMON", "OTHER"] as const;
export type SymptomCategory = (typeof SYMPTOM_CATEGORIES)[number];
export const NONE_OF_THE_ABOVE = "NONE_OF_THE_ABOVE";
