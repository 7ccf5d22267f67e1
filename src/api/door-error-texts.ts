import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErrorCode } from "#domain/error-codes.ts";

/**
 * The refusals the guest check-in page can meet before the whole catalog has loaded: any request's,
 * and the door's own (decision 042). Their words travel with the page's first-screen messages
 * (decision 013); the rest of the traveller half's are in error-texts.ts.
 */
export const DOOR_ERROR_TEXTS = {
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
  INVALID_QR: msg`Invalid QR Code`,
  QR_NOT_FOUND: msg`QR Code not found! Please make sure that you are using a valid QR code of the product`,
  VISIT_NOT_FOUND: msg`Visit not found.`,
  TOO_MANY_CHECK_INS: msg`Too many check-ins. Please try again in a minute.`,
} as const satisfies Partial<Record<ErrorCode, MessageDescriptor>>;
