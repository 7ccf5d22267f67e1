import * as v from "valibot";
import { INPUT_MAX_LENGTH } from "./constants.ts";

/** Field schemas every form and payload shares (spec part 5). */

/** Letters, digits or ._%+- before the @, a domain, then a 2–63 letter suffix. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

export const text = (max = INPUT_MAX_LENGTH) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`));
export const optionalText = (max = INPUT_MAX_LENGTH) => v.optional(v.nullable(text(max)));
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, "Invalid Email"), v.regex(EMAIL_PATTERN, "Invalid Email"));
/** Digits only, with an optional leading +, as the phone input produces them. */
export const MobileNumber = v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9]{7,15}$/, "Mobile Phones is Invalid"));
/** Names are kept and shown upper-case. */
export const Name = v.pipe(text(), v.toUpperCase());
export const OptionalName = v.optional(v.nullable(v.pipe(text(), v.toUpperCase())));
const DATE_FORMAT_MESSAGE = "Use the date format YYYY-MM-DD.";
/** Text isoDate refuses passes here, so that a wrong value gets one message, not two. */
function isRealDateOrNotADate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().startsWith(value);
}
/** A calendar date that exists: valibot's isoDate alone takes 2027-02-30, which Date rolls over to 2 March. */
export const IsoDate = v.pipe(
  v.string(),
  v.isoDate(DATE_FORMAT_MESSAGE),
  v.check(isRealDateOrNotADate, DATE_FORMAT_MESSAGE),
);
