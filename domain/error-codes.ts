/**
 * The stable code of every refusal the server answers (decision 042), alone: the browser reads a
 * failure's code against this list without loading the English messages and the schemas they come
 * from (domain/errors.ts holds those, for the server).
 */
export const ERROR_CODES = [
  // The request itself
  "BAD_REQUEST",
  "INVALID_JSON",
  "EMPTY_BODY",
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "BODY_TOO_LARGE",
  "URL_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "HEADERS_TOO_LARGE",
  "FORBIDDEN",
  "TOO_MANY_REQUESTS",
  "INTERNAL_ERROR",
  "DATABASE_BUSY",
  "DATABASE_UNREACHABLE",
  "SERVER_RESTARTING",
  // Traveller and establishment sessions
  "NOT_SIGNED_IN",
  "SESSION_INVALID",
  "SESSION_EXPIRED",
  "GUEST_SESSION_ENDED",
  "GUEST_ACCOUNT",
  "REGISTERED_ACCOUNT",
  "PROVIDER_NOT_FOUND",
  "CODE_NOT_SENT",
  "EMAIL_NOT_SENT",
  "TOO_MANY_EMAILS",
  "PROFILE_NOT_FOUND",
  "NOTIFICATION_NOT_FOUND",
  // Check-ins and establishments
  "INVALID_QR",
  "QR_NOT_FOUND",
  "VISIT_NOT_FOUND",
  "TOO_MANY_CHECK_INS",
  "NOT_A_FRONT_LINER",
  "BRANCH_NOT_FOUND",
  "BRANCH_HAS_VISITS",
  // Trips and health records
  "TRIP_NOT_FOUND",
  "TRIP_REVIEWED",
  "TRIP_EXPIRED",
  "TOO_MANY_OPEN_TRIPS",
  "HEALTH_PART_NOT_ASKED",
  "FORM_NOT_SUBMITTED",
  "NO_CURRENT_TRIP",
  "RECORD_NOT_FOUND",
  // Uploads and the contact form
  "UPLOAD_TOO_LARGE",
  "TOO_MANY_UPLOADS",
  "UPLOADS_BUSY",
  "TOO_MANY_CONTACT_MESSAGES",
  // Staff sign-in and administration
  "STAFF_SIGNED_OUT",
  "STAFF_SESSION_ENDED",
  "SECOND_FACTOR_REQUIRED",
  "REAUTHENTICATION_REQUIRED",
  "ENROLMENT_REQUIRED",
  "ACCOUNT_DISABLED",
  "ACCOUNT_LOCKED",
  "ROLE_FORBIDDEN",
  "INVITE_INVALID",
  "INVITE_EXPIRED",
  "INVITE_USED",
  "STAFF_EMAIL_TAKEN",
  "STAFF_MEMBER_NOT_FOUND",
  "LAST_ADMIN",
  "STAFF_ALREADY_JOINED",
  "STAFF_STILL_INVITED",
  "NO_AUTHENTICATOR",
  "AUTHENTICATOR_ALREADY_SET_UP",
  "AUTHENTICATOR_NOT_STARTED",
  // Settings and reference data
  "SETTING_NOT_FOUND",
  "SYMPTOM_NOT_FOUND",
  "PURPOSE_NOT_FOUND",
  // Tracing
  "CASE_NOT_FOUND",
  "PERSON_NOT_FOUND",
  "CASE_ALREADY_OPEN",
  "CASE_CLOSED",
  "CONTACT_NOT_FOUND",
  "CONTACT_LIST_FROZEN",
  "CONTACT_LIST_NOT_FROZEN",
  "NO_CONTACT_LIST",
  "FLAG_NOT_FOUND",
  "FLAG_ALREADY_REVIEWED",
  // Customs
  "CUSTOMS_QR_NOT_FOUND",
  "TRIP_CODE_NOT_FOUND",
  "PASSPORT_NOT_FOUND",
  "NO_PHOTO",
  "TRIP_QR_EXPIRED",
  "TRIP_INCOMPLETE",
  "ALREADY_DECIDED",
  "NOT_DECIDED",
  "NOT_AMENDABLE",
  "DECISION_CHANGED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}
