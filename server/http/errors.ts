import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as v from "valibot";
import type { ErrorAnswer } from "#domain/api-document.ts";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "../db/database-busy.ts";

/** An error whose message is meant for the user; everything else is answered as a bare 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
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
  constructor(issues: readonly v.BaseIssue<unknown>[]) {
    const errors: Record<string, string[]> = {};
    const messages = issues.map((issue) => {
      const field = fieldOf(issue);
      const message = readableMessage(issue, field);
      (errors[field] ??= []).push(message);
      return message;
    });
    super(messages[0] ?? "Unprocessable Entity!");
    this.errors = errors;
  }
}

const REQUEST_NOT_READ = "The request could not be read.";
const DEFAULT_MESSAGES: Record<number, string> = {
  400: REQUEST_NOT_READ,
  403: "Forbidden!",
  404: "Not Found",
  405: "This address does not take that method.",
  408: "The request took too long to arrive.",
  413: "The request body is too large.",
  414: "The address is too long.",
  415: "Unsupported content type.",
  422: "Unprocessable Entity!",
  429: "Too many requests. Please try again later.",
  431: "The request headers are too large.",
  500: "Internal Server Error!",
  503: "The service is busy. Please try again in a few seconds.",
};

/** docs/product-spec.md, part 8: 422 { message, errors }, 403 { message, error }, other errors { message }. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError | ValidationError>((error, request, reply) => {
    if (error instanceof ValidationError) {
      const body: ErrorAnswer = { message: error.message, errors: error.errors };
      return reply.status(422).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorAnswer = error.code ? { message: error.message, error: error.code } : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    if (isDatabaseBusy(error)) {
      // A lock another connection held (decision 021): nothing was stored, and trying again later will do.
      request.log.warn({ err: error }, "database busy");
      return reply.status(503).header("retry-after", String(BUSY_RETRY_AFTER_SECONDS)).send({ message: DEFAULT_MESSAGES[503] });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: DEFAULT_MESSAGES[500] });
    }
    return reply.status(status).send(requestErrorAnswer(status, error.code));
  });
}

/**
 * Fastify's and Node's own refusals of a request (bad JSON, a body too large, a wrong content type, a
 * broken address) in plain words of ours: theirs can quote the request back.
 */
function requestErrorAnswer(status: number, code?: string): ErrorAnswer {
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY") return { message: "The request body is not valid JSON." };
  if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") return { message: "The request body is empty." };
  return { message: DEFAULT_MESSAGES[status] ?? REQUEST_NOT_READ };
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
  return { message: DEFAULT_MESSAGES[405] ?? REQUEST_NOT_READ };
}

export function notFoundAnswer(): ErrorAnswer {
  return { message: DEFAULT_MESSAGES[404] ?? "Not Found" };
}
