import { SESSION_ERRORS } from "./accounts.ts";
import { CONTACT_MESSAGES as CONTACT_FORM_MESSAGES } from "./contact-messages.ts";
import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES } from "./customs-check.ts";
import { QR_NOT_FOUND_MESSAGE } from "./logbook.ts";
import { REFERENCE_MESSAGES } from "./reference-data-admin.ts";
import { SETTING_MESSAGES } from "./settings-admin.ts";
import { MAX_OPEN_TRIPS } from "./constants.ts";
import { STAFF_ERRORS, STAFF_MESSAGES } from "./staff/staff-accounts.ts";
import { FLAG_ERRORS, FLAG_MESSAGES } from "./tracing/check-in-flag-review.ts";
import { CLUSTER_ERRORS, CLUSTER_MESSAGES } from "./tracing/clusters.ts";
import { DIARY_MESSAGES } from "./tracing/symptom-diary.ts";
import { TRACING_ERRORS, TRACING_MESSAGES } from "./tracing/tracing-cases.ts";
import { CONTACT_ERRORS, CONTACT_MESSAGES } from "./tracing/tracing-contacts.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";
import type { ErrorCode } from "./error-codes.ts";

/**
 * Every refusal the server answers, by a stable code, with the English `message` it sends beside the
 * code (decision 042). Clients choose their text by the code; the message is for those that do not
 * know it.
 */
export const ERROR_MESSAGES = {
  // The request itself
  BAD_REQUEST: "The request could not be read.",
  INVALID_JSON: "The request body is not valid JSON.",
  EMPTY_BODY: "The request body is empty.",
  VALIDATION_FAILED: "Unprocessable Entity!",
  NOT_FOUND: "Not Found",
  METHOD_NOT_ALLOWED: "This address does not take that method.",
  REQUEST_TIMEOUT: "The request took too long to arrive.",
  BODY_TOO_LARGE: "The request body is too large.",
  URL_TOO_LONG: "The address is too long.",
  UNSUPPORTED_MEDIA_TYPE: "Unsupported content type.",
  HEADERS_TOO_LARGE: "The request headers are too large.",
  FORBIDDEN: "Forbidden!",
  TOO_MANY_REQUESTS: "Too many requests. Please try again later.",
  INTERNAL_ERROR: "Internal Server Error!",
  DATABASE_BUSY: "The service is busy. Please try again in a few seconds.",
  DATABASE_UNREACHABLE: "The database is unreachable.",
  SERVER_RESTARTING: "The server is restarting. Try again in a moment.",
  // Traveller and establishment sessions
  NOT_SIGNED_IN: "You must be logged in to continue.",
  SESSION_INVALID: "Your session is no longer valid. Please sign in again.",
  SESSION_EXPIRED: "Your session has expired. Please sign in again.",
  GUEST_SESSION_ENDED: "Your guest session has ended.",
  GUEST_ACCOUNT: "This is a guest account: it is deleted from the guest profile.",
  REGISTERED_ACCOUNT: "This is a registered account: it is deleted from the profile.",
  PROVIDER_NOT_FOUND: "Sign-in provider not found.",
  CODE_NOT_SENT: "The code could not be sent. Please try again later.",
  EMAIL_NOT_SENT: "The e-mail could not be sent. Please try again later.",
  TOO_MANY_EMAILS: "Too many e-mails. Please try again later.",
  PROFILE_NOT_FOUND: "Profile not found.",
  NOTIFICATION_NOT_FOUND: "Notification not found.",
  // Check-ins and establishments
  INVALID_QR: "Invalid QR Code",
  QR_NOT_FOUND: QR_NOT_FOUND_MESSAGE,
  VISIT_NOT_FOUND: "Visit not found.",
  TOO_MANY_CHECK_INS: "Too many check-ins. Please try again in a minute.",
  NOT_A_FRONT_LINER: "Only front-liners can verify QR codes.",
  BRANCH_NOT_FOUND: "Branch not found.",
  BRANCH_HAS_VISITS: "This branch has check-ins kept for contact tracing. It can be deleted 30 days after its last check-in.",
  ESTABLISHMENT_DISABLED: "This place no longer takes check-ins here: its account has been disabled. Ask the staff how to record your visit.",
  EMAIL_NOT_CONFIRMED: "Confirm your e-mail address first: open the link we e-mailed you.",
  ESTABLISHMENT_LINK_INVALID: "This link is not valid. Use the link in the newest e-mail we sent you.",
  ESTABLISHMENT_LINK_EXPIRED: "This link has expired. Ask for a new one.",
  ESTABLISHMENT_LINK_USED: "This link has already been used. Ask for a new one if you need it.",
  // Trips and health records
  TRIP_NOT_FOUND: "Trip not found.",
  TRIP_REVIEWED: "An officer has reviewed this trip: it can no longer be changed or deleted.",
  TRIP_EXPIRED: "This trip has expired: it can no longer be changed.",
  TOO_MANY_OPEN_TRIPS: `You already have ${MAX_OPEN_TRIPS} trips that are not complete. Complete or delete one before you start another.`,
  HEALTH_PART_NOT_ASKED:
    "This trip needs no health declaration or attestation: they are asked only for trips from outside the commonwealth while pandemic measures are in force.",
  FORM_NOT_SUBMITTED: "This form has not been submitted yet.",
  NO_CURRENT_TRIP: "You have no current trip with a QR code. Complete your trip's declarations first.",
  RECORD_NOT_FOUND: "Record not found.",
  // Uploads and the contact form
  UPLOAD_TOO_LARGE: UPLOAD_MESSAGES.tooLarge,
  TOO_MANY_UPLOADS: UPLOAD_MESSAGES.tooMany,
  UPLOADS_BUSY: UPLOAD_MESSAGES.busy,
  TOO_MANY_CONTACT_MESSAGES: CONTACT_FORM_MESSAGES.throttled,
  // Staff sign-in and administration
  STAFF_SIGNED_OUT: STAFF_MESSAGES.signedOut,
  STAFF_SESSION_ENDED: STAFF_MESSAGES.sessionEnded,
  SECOND_FACTOR_REQUIRED: STAFF_MESSAGES.secondFactorRequired,
  REAUTHENTICATION_REQUIRED: STAFF_MESSAGES.reauthenticate,
  ENROLMENT_REQUIRED: STAFF_MESSAGES.enrolmentRequired,
  ACCOUNT_DISABLED: STAFF_MESSAGES.disabled,
  ACCOUNT_LOCKED: STAFF_MESSAGES.locked,
  ROLE_FORBIDDEN: STAFF_MESSAGES.forbidden,
  INVITE_INVALID: STAFF_MESSAGES.inviteInvalid,
  INVITE_EXPIRED: STAFF_MESSAGES.inviteExpired,
  INVITE_USED: STAFF_MESSAGES.inviteUsed,
  STAFF_EMAIL_TAKEN: "A staff member with this e-mail address already exists.",
  STAFF_MEMBER_NOT_FOUND: "Staff member not found.",
  LAST_ADMIN: "This is the last active admin. Make another staff member an active admin first.",
  STAFF_ALREADY_JOINED: "This staff member has already accepted an invitation.",
  STAFF_STILL_INVITED: "An invited staff member becomes active by accepting the invitation.",
  NO_AUTHENTICATOR: "No authenticator app is set up for this account. Sign in with your passkey.",
  AUTHENTICATOR_ALREADY_SET_UP: "An authenticator app is already set up for this account.",
  AUTHENTICATOR_NOT_STARTED: "Start the authenticator set-up first.",
  // Settings and reference data
  SETTING_NOT_FOUND: SETTING_MESSAGES.notFound,
  SYMPTOM_NOT_FOUND: REFERENCE_MESSAGES.symptomNotFound,
  PURPOSE_NOT_FOUND: REFERENCE_MESSAGES.purposeNotFound,
  ESTABLISHMENT_NOT_FOUND: "Establishment not found.",
  // Tracing
  CASE_NOT_FOUND: TRACING_MESSAGES.caseNotFound,
  PERSON_NOT_FOUND: TRACING_MESSAGES.personNotFound,
  CASE_ALREADY_OPEN: TRACING_MESSAGES.caseAlreadyOpen,
  CASE_CLOSED: TRACING_MESSAGES.caseClosed,
  CONTACT_NOT_FOUND: CONTACT_MESSAGES.contactNotFound,
  CONTACT_LIST_FROZEN: CONTACT_MESSAGES.listFrozen,
  CONTACT_LIST_NOT_FROZEN: CONTACT_MESSAGES.listNotFrozen,
  NO_CONTACT_LIST: CONTACT_MESSAGES.noList,
  UNREVIEWED_CONTACTS: CONTACT_MESSAGES.unreviewed,
  FLAG_NOT_FOUND: FLAG_MESSAGES.notFound,
  FLAG_ALREADY_REVIEWED: FLAG_MESSAGES.alreadyReviewed,
  CLUSTER_NOT_FOUND: CLUSTER_MESSAGES.notFound,
  CLUSTER_ALREADY_DISMISSED: CLUSTER_MESSAGES.alreadyDismissed,
  DIARY_LINK_INVALID: DIARY_MESSAGES.invalid,
  DIARY_LINK_EXPIRED: DIARY_MESSAGES.expired,
  // Customs
  CUSTOMS_QR_NOT_FOUND: CUSTOMS_MESSAGES.notFound,
  TRIP_CODE_NOT_FOUND: CUSTOMS_MESSAGES.noCodeMatch,
  PASSPORT_NOT_FOUND: CUSTOMS_MESSAGES.noPassportMatch,
  NO_PHOTO: CUSTOMS_MESSAGES.noPhoto,
  TRIP_QR_EXPIRED: CUSTOMS_MESSAGES.expired,
  TRIP_INCOMPLETE: CUSTOMS_MESSAGES.incomplete,
  ALREADY_DECIDED: CUSTOMS_MESSAGES.alreadyDecided,
  NOT_DECIDED: CUSTOMS_MESSAGES.notDecided,
  NOT_AMENDABLE: CUSTOMS_MESSAGES.notAmendable,
  DECISION_CHANGED: CUSTOMS_MESSAGES.changedMeanwhile,
} as const satisfies Record<ErrorCode, string>;

/**
 * The `error` field older clients read (the spec's 403 { message, error } and the console's first
 * codes), still sent beside `code` for the refusals that had one.
 */
export const LEGACY_ERRORS: Partial<Record<ErrorCode, string>> = {
  SESSION_INVALID: SESSION_ERRORS.invalid,
  SESSION_EXPIRED: SESSION_ERRORS.expired,
  GUEST_SESSION_ENDED: SESSION_ERRORS.expired,
  STAFF_SIGNED_OUT: STAFF_ERRORS.signedOut,
  STAFF_SESSION_ENDED: STAFF_ERRORS.sessionEnded,
  SECOND_FACTOR_REQUIRED: STAFF_ERRORS.secondFactorRequired,
  REAUTHENTICATION_REQUIRED: STAFF_ERRORS.reauthenticate,
  ENROLMENT_REQUIRED: STAFF_ERRORS.enrolmentRequired,
  ACCOUNT_DISABLED: STAFF_ERRORS.disabled,
  ACCOUNT_LOCKED: STAFF_ERRORS.locked,
  ROLE_FORBIDDEN: STAFF_ERRORS.forbidden,
  INVITE_INVALID: STAFF_ERRORS.inviteInvalid,
  INVITE_EXPIRED: STAFF_ERRORS.inviteExpired,
  INVITE_USED: STAFF_ERRORS.inviteUsed,
  CASE_ALREADY_OPEN: TRACING_ERRORS.caseAlreadyOpen,
  CASE_CLOSED: TRACING_ERRORS.caseClosed,
  CONTACT_LIST_FROZEN: CONTACT_ERRORS.listFrozen,
  CONTACT_LIST_NOT_FROZEN: CONTACT_ERRORS.listNotFrozen,
  NO_CONTACT_LIST: CONTACT_ERRORS.noList,
  FLAG_ALREADY_REVIEWED: FLAG_ERRORS.alreadyReviewed,
  CLUSTER_ALREADY_DISMISSED: CLUSTER_ERRORS.alreadyDismissed,
  TRIP_QR_EXPIRED: CUSTOMS_ERRORS.expired,
  TRIP_INCOMPLETE: CUSTOMS_ERRORS.incomplete,
  ALREADY_DECIDED: CUSTOMS_ERRORS.alreadyDecided,
  NOT_DECIDED: CUSTOMS_ERRORS.notDecided,
  NOT_AMENDABLE: CUSTOMS_ERRORS.notAmendable,
  DECISION_CHANGED: CUSTOMS_ERRORS.changedMeanwhile,
};
