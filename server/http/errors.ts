import type { FastifyError, FastifyInstance } from "fastify";
import type * as v from "valibot";
import type { ErrorAnswer } from "../../src/domain/api-document.ts";
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

/** Valibot's own wording ("Invalid key: Expected …") is for developers; the field's own messages are kept. */
function readableMessage(issue: v.BaseIssue<unknown>, field: string): string {
  const valibotDefault = /^Invalid \w+: Expected /.test(issue.message);
  if (issue.kind !== "schema" || field === "_" || !valibotDefault) return issue.message;
  return issue.received === "undefined" ? `The ${field} field is required.` : `The ${field} field has the wrong type.`;
}

export class ValidationError extends Error {
  readonly errors: Record<string, string[]>;
  constructor(issues: readonly v.BaseIssue<unknown>[]) {
    const errors: Record<string, string[]> = {};
    const messages = issues.map((issue) => {
      const field = issue.path?.map((item) => String(item.key)).join(".") || "_";
      const message = readableMessage(issue, field);
      (errors[field] ??= []).push(message);
      return message;
    });
    super(messages[0] ?? "Unprocessable Entity!");
    this.errors = errors;
  }
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Bad Request!",
  403: "Forbidden!",
  404: "Not Found",
  413: "The request body is too large.",
  415: "Unsupported content type.",
  422: "Unprocessable Entity!",
  429: "Too many requests. Please try again later.",
  500: "Internal Server Error!",
  503: "The service is busy. Please try again in a few seconds.",
};

/** Spec part 8: 422 { message, errors }, 403 { message, error }, other errors { message }. */
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
    // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) describe the request, not our data.
    const message = status === 413 || status === 415 ? DEFAULT_MESSAGES[status] : error.message || DEFAULT_MESSAGES[status];
    return reply.status(status).send({ message: message ?? DEFAULT_MESSAGES[400] });
  });
}

export function notFoundAnswer(): ErrorAnswer {
  return { message: DEFAULT_MESSAGES[404] ?? "Not Found" };
}
