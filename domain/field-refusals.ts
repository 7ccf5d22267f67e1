import { SOCIAL_SIGN_IN_MESSAGES } from "./social-sign-in.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";

/**
 * Why the server refused one field of a request for a reason a schema cannot see (decision 042): a
 * 422 VALIDATION_FAILED keeps the field's English message in `errors` and names the reason in
 * `details` (`{ otp: "OTP_INVALID" }`), so that a client words it in its own language. The English
 * is for the server: the browser keys its own words by the reasons' names
 * (src/ui/forms/field-refusal-texts.ts) and loads none of this.
 */
export const FIELD_REFUSALS = {
  // Images (uploads, imports from an address, logos)
  UPLOAD_EMPTY: UPLOAD_MESSAGES.empty,
  NOT_AN_IMAGE: UPLOAD_MESSAGES.notAnImage,
  IMAGE_DAMAGED: UPLOAD_MESSAGES.damaged,
  TOO_MANY_PIXELS: UPLOAD_MESSAGES.tooManyPixels,
  IMAGE_TOO_LARGE: UPLOAD_MESSAGES.tooLarge,
  URL_NOT_ALLOWED: UPLOAD_MESSAGES.urlNotAllowed,
  URL_UNREACHABLE: UPLOAD_MESSAGES.urlUnreachable,
  // Sign-in
  OTP_INVALID: "The code is not valid.",
  OTP_EXPIRED: "The code has expired. Please ask for a new code.",
  OTP_LOCKED: "Too many wrong tries. Please ask for a new code.",
  SIGN_IN_REQUEST_GONE: "The sign-in request is not valid. Please ask for a new code.",
  NO_MOBILE_NUMBER: "This sign-in has no mobile number. Please ask for a new code.",
  SIGN_IN_LINK_INVALID: SOCIAL_SIGN_IN_MESSAGES.invalidLink,
} as const;

export type FieldRefusal = keyof typeof FIELD_REFUSALS;
