import * as v from "valibot";
import { INPUT_MAX_LENGTH } from "../constants.ts";

/** docs/product-spec.md, part 5: the declarations must be completed in English. */
export const ENGLISH_ONLY_MESSAGE = "This form must be completed in English.";

/** Latin letters, digits, spaces and the punctuation of an English form: what a customs officer can read. */
const ENGLISH_PATTERN = /^[A-Za-z0-9 .,'’\-/#&()@:;+]*$/;

export function isEnglishText(value: string): boolean {
  return ENGLISH_PATTERN.test(value);
}

/** Free text of a declaration: trimmed, at most `max` characters, English only. */
export const englishText = (max = INPUT_MAX_LENGTH) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`), v.check(isEnglishText, ENGLISH_ONLY_MESSAGE));
export const requiredEnglishText = (max = INPUT_MAX_LENGTH) => v.pipe(englishText(max), v.nonEmpty("Required"));
export const optionalEnglishText = (max = INPUT_MAX_LENGTH) => v.optional(v.nullable(englishText(max)));
/** Names on a declaration are upper-case English, as on a passport. */
export const EnglishName = v.pipe(requiredEnglishText(), v.toUpperCase());
export const OptionalEnglishName = v.optional(v.nullable(v.pipe(englishText(), v.toUpperCase())));
