import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as v from "valibot";
import type { ErrorAnswer } from "#domain/api-document.ts";
import type { ErrorCode } from "#domain/error-codes.ts";
import { ERROR_MESSAGES, LEGACY_ERRORS } from "#domain/errors.ts";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "../db/database-busy.ts";

/**
 * A refusal meant for the user, by its code (decision 042); its message is the code's English text
 * unless one that names the case is given. Everything else is answered as a bare 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** What the refusal names, sent beside the code so that a client words it in its own language. */
  readonly details: Record<string, string> | undefined;
  constructor(statusCode: number, code: ErrorCode, message: string = ERROR_MESSAGES[code], details?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/** The answer to a refusal: its message and code, the `error` older clients read where it had one, and its particulars. */
export function errorAnswer(code: ErrorCode, message: string = ERROR_MESSAGES[code], details?: Record<string, string>): ErrorAnswer {
  const error = LEGACY_ERRORS[code];
  return { message, code, ...(error ? { error } : {}), ...(details ? { details } : {}) };
}

/** Valibot's default wording: "Invalid format: Expected /^…$/ but received \"…\"" names the pattern and repeats the input. */
const VALIBOT_DEFAULT = /^Invalid [^:]+: (Expected [\s\S]* but r|R)eceived /;
const CHOICE_TYPES = new Set(["picklist", "enum", "literal", "union", "variant"]);
const TOO_LONG_TYPES = new Set(["max_length", "max_bytes", "max_graphemes", "max_words", "max_size", "max_entries"]);
const TOO_SHORT_TYPES = new Set(["min_length", "min_bytes", "min_graphemes", "min_words", "min_size", "min_entries"]);

/**
 * A field's own messages are kept; valibot's defaults become a sentence naming the field, never the
 * value received nor the pattern it failed (a 422 must not repeat what was sent).
 */
function readableMessage(issue: v.BaseIssue<unknown>, field: string): string {
  if (!VALIBOT_DEFAULT.test(issue.message)) return issue.message;
  const subject = field === "_" ? "The request" : `The ${field} field`;
  if (issue.received === "undefined" || issue.type === "non_empty") return field === "_" ? "The request is empty." : `${subject} is required.`;
  if (CHOICE_TYPES.has(issue.type)) return `${subject} is not one of the accepted values.`;
  if (TOO_LONG_TYPES.has(issue.type)) return `${subject} is too long.`;
  if (TOO_SHORT_TYPES.has(issue.type)) return `${subject} is too short.`;
  if (issue.type === "max_value") return `${subject} is too large.`;
  if (issue.type === "min_value") return `${subject} is too small.`;
  if (issue.kind === "schema") return `${subject} has the wrong type.`;
  return `${subject} is not valid.`;
}

/** Field names and indexes (dotted, as the database checks give them): what a key may look like to be repeated in an answer. */
const FIELD_KEY = /^(?=.{1,100}$)[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

/**
 * The field an issue belongs to, as a dotted path. A key that is not a plain field name (a record's or
 * an unknown key the caller chose) is not repeated: the issue is put on the field that holds it.
 */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys: string[] = [];
  for (const item of issue.path ?? []) {
    const key = String(item.key);
    if (!FIELD_KEY.test(key)) break;
    keys.push(key);
  }
  return keys.join(".") || "_";
}

export class ValidationError extends Error {
  readonly errors: Record<string, string[]>;
  /** The reason of a field refused for what no schema can see, by field (domain/field-refusals.ts). */
  readonly details: Record<string, string> | undefined;
  constructor(issues: readonly v.BaseIssue<unknown>[], details?: Record<string, string>) {
    const errors: Record<string, string[]> = {};
    const messages = issues.map((issue) => {
      const field = fieldOf(issue);
      const message = readableMessage(issue, field);
      (errors[field] ??= []).push(message);
      return message;
    });
    super(messages[0] ?? ERROR_MESSAGES.VALIDATION_FAILED);
    this.errors = errors;
    this.details = details;
  }
}

/** The code of a refusal by Fastify or Node, which know only the status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  413: "BODY_TOO_LARGE",
  414: "URL_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_FAILED",
  429: "TOO_MANY_REQUESTS",
  431: "HEADERS_TOO_LARGE",
  500: "INTERNAL_ERROR",
  503: "DATABASE_BUSY",
};

/** docs/product-spec.md, part 8: 422 { message, errors }, 403 { message, error }, other errors { message }; each with its code (decision 042). */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError | ValidationError>((error, request, reply) => {
    if (error instanceof ValidationError) {
      const body: ErrorAnswer = { ...errorAnswer("VALIDATION_FAILED", error.message, error.details), errors: error.errors };
      return reply.status(422).send(body);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorAnswer(error.code, error.message, error.details));
    }
    if (isDatabaseBusy(error)) {
      // A lock another connection held (decision 021): nothing was stored, and trying again later will do.
      request.log.warn({ err: error }, "database busy");
      return reply.status(503).header("retry-after", String(BUSY_RETRY_AFTER_SECONDS)).send(errorAnswer("DATABASE_BUSY"));
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(errorAnswer("INTERNAL_ERROR"));
    }
    return reply.status(status).send(requestErrorAnswer(status, error.code));
  });
}

/**
 * Fastify's and Node's own refusals of a request (bad JSON, a body too large, a wrong content type, a
 * broken address) in plain words of ours: theirs can quote the request back.
 */
function requestErrorAnswer(status: number, code?: string): ErrorAnswer {
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY") return errorAnswer("INVALID_JSON");
  if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") return errorAnswer("EMPTY_BODY");
  return errorAnswer(CODE_OF_STATUS[status] ?? "BAD_REQUEST");
}

/** Fastify's errors met before routing (a broken URL encoding, a too long parameter). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(requestErrorAnswer(status, error.code));
}

const PARSER_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Node's HTTP parser refusals (a malformed request line, a bad Content-Length, headers over the size
 * limit, a request too slow to arrive), answered in the spec's format before the connection is closed,
 * as Node and Fastify do with bodies of their own.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const status = PARSER_STATUS[error.code ?? ""] ?? 400;
    const body = JSON.stringify(requestErrorAnswer(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `x-content-type-options: nosniff\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function methodNotAllowedAnswer(): ErrorAnswer {
  return errorAnswer("METHOD_NOT_ALLOWED");
}

export function notFoundAnswer(): ErrorAnswer {
  return errorAnswer("NOT_FOUND");
}
