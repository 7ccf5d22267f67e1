import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErrorCode } from "#domain/errors.ts";
import { MAX_OPEN_TRIPS } from "#domain/trips.ts";

/**
 * What the traveller half shows for each code it can meet, in the reader's language (decision 042);
 * the console's codes are in its own catalog. The English is the server's message.
 */
export const ERROR_TEXTS = {
  BAD_REQUEST: msg`The request could not be read.`,
  INVALID_JSON: msg`The request body is not valid JSON.`,
  EMPTY_BODY: msg`The request body is empty.`,
  VALIDATION_FAILED: msg`Unprocessable Entity!`,
  NOT_FOUND: msg`Not Found`,
  METHOD_NOT_ALLOWED: msg`This address does not take that method.`,
  REQUEST_TIMEOUT: msg`The request took too long to arrive.`,
  BODY_TOO_LARGE: msg`The request body is too large.`,
  URL_TOO_LONG: msg`The address is too long.`,
  UNSUPPORTED_MEDIA_TYPE: msg`Unsupported content type.`,
  HEADERS_TOO_LARGE: msg`The request headers are too large.`,
  FORBIDDEN: msg`Forbidden!`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,
  INTERNAL_ERROR: msg`Internal Server Error!`,
  DATABASE_BUSY: msg`The service is busy. Please try again in a few seconds.`,
  DATABASE_UNREACHABLE: msg`The database is unreachable.`,
  SERVER_RESTARTING: msg`The server is restarting. Try again in a moment.`,
  NOT_SIGNED_IN: msg`You must be logged in to continue.`,
  SESSION_INVALID: msg`Your session is no longer valid. Please sign in again.`,
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  GUEST_SESSION_ENDED: msg`Your guest session has ended.`,
  GUEST_ACCOUNT: msg`This is a guest account: it is deleted from the guest profile.`,
  REGISTERED_ACCOUNT: msg`This is a registered account: it is deleted from the profile.`,
  PROVIDER_NOT_FOUND: msg`Sign-in provider not found.`,
  CODE_NOT_SENT: msg`The code could not be sent. Please try again later.`,
  EMAIL_NOT_SENT: msg`The e-mail could not be sent. Please try again later.`,
  TOO_MANY_EMAILS: msg`Too many e-mails. Please try again later.`,
  PROFILE_NOT_FOUND: msg`Profile not found.`,
  NOTIFICATION_NOT_FOUND: msg`Notification not found.`,
  INVALID_QR: msg`Invalid QR Code`,
  QR_NOT_FOUND: msg`QR Code not found! Please make sure that you are using a valid QR code of the product`,
  VISIT_NOT_FOUND: msg`Visit not found.`,
  TOO_MANY_CHECK_INS: msg`Too many check-ins. Please try again in a minute.`,
  NOT_A_FRONT_LINER: msg`Only front-liners can verify QR codes.`,
  BRANCH_NOT_FOUND: msg`Branch not found.`,
  BRANCH_HAS_VISITS: msg`This branch has check-ins kept for contact tracing. It can be deleted 30 days after its last check-in.`,
  TRIP_NOT_FOUND: msg`Trip not found.`,
  TRIP_REVIEWED: msg`An officer has reviewed this trip: it can no longer be changed or deleted.`,
  TRIP_EXPIRED: msg`This trip has expired: it can no longer be changed.`,
  TOO_MANY_OPEN_TRIPS: msg`You already have ${MAX_OPEN_TRIPS} trips that are not complete. Complete or delete one before you start another.`,
  HEALTH_PART_NOT_ASKED: msg`This trip needs no health declaration or attestation: they are asked only for trips from outside the commonwealth while pandemic measures are in force.`,
  FORM_NOT_SUBMITTED: msg`This form has not been submitted yet.`,
  NO_CURRENT_TRIP: msg`You have no current trip with a QR code. Complete your trip's declarations first.`,
  RECORD_NOT_FOUND: msg`Record not found.`,
  UPLOAD_TOO_LARGE: msg`File size is too large`,
  TOO_MANY_UPLOADS: msg`Too many images uploaded. Please try again in a minute.`,
  UPLOADS_BUSY: msg`The server is busy with other images. Please try again in a moment.`,
  TOO_MANY_CONTACT_MESSAGES: msg`Too many messages. Please try again later.`,
} as const satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

export type TravellerErrorCode = keyof typeof ERROR_TEXTS;
