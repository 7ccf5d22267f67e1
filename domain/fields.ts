import * as v from "valibot";
import { INPUT_MAX_LENGTH } from "./constants.ts";
import { toE164 } from "./phone.ts";

/** Field schemas every form and payload shares (docs/product-spec.md, part 5). */

/** Letters, digits or ._%+- before the @, a domain, then a 2–63 letter suffix. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

export const text = (max = INPUT_MAX_LENGTH) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`));
export const optionalText = (max = INPUT_MAX_LENGTH) => v.optional(v.nullable(text(max)));
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, "Invalid Email"), v.regex(EMAIL_PATTERN, "Invalid Email"));
const INVALID_MOBILE = "Mobile Phones is Invalid";
/**
 * A mobile number however it was written ("+1 (670) 555-0177", "16705550177", "00 1 670…"), kept as
 * E.164 ("+16705550177"), so one phone is one identity on the server and in the browser alike.
 */
export const MobileNumber = v.pipe(
  v.string(),
  v.maxLength(INPUT_MAX_LENGTH, INVALID_MOBILE),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const number = toE164(dataset.value);
    if (number) return number;
    addIssue({ message: INVALID_MOBILE });
    return NEVER;
  }),
);
export const NAME_REQUIRED = "The name is required.";
/** Names are kept and shown upper-case; a blank one (spaces only) is no name. */
export const Name = v.pipe(text(), v.nonEmpty(NAME_REQUIRED), v.toUpperCase());
export const OptionalName = v.optional(v.nullable(v.pipe(text(), v.toUpperCase())));
const DATE_FORMAT_MESSAGE = "Use the date format YYYY-MM-DD.";
/** Text isoDate refuses passes here, so that a wrong value gets one message, not two. */
function isRealDateOrNotADate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().startsWith(value);
}
/** A calendar date that exists: valibot's isoDate alone takes 2027-02-30, which Date rolls over to 2 March. */
export const IsoDate = v.pipe(v.string(), v.isoDate(DATE_FORMAT_MESSAGE), v.check(isRealDateOrNotADate, DATE_FORMAT_MESSAGE));
