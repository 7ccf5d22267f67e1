import type { ErrorCode } from "#domain/error-codes.ts";

/**
 * Why a call failed, the one shape every machine and API module uses (decision 042). Machines act on
 * `status` and `code`, never on the wording; the screen picks its text by `code` and falls back to
 * the server's `message` for a code it does not know.
 */
export interface CallFailure {
  /** The HTTP status, or 0 when no answer came (no connection, timeout, blocked). */
  status: number;
  /**
   * The server's code; undefined when no answer came or the answer had none. Any code-shaped text is
   * taken (see `codeOf`): a code this build does not know matches no rule and is worded by `message`.
   */
  code: ErrorCode | undefined;
  /** The server's English message, shown only for a code the client does not know. */
  message: string | undefined;
  /** A 422's messages by field. */
  fieldErrors?: Record<string, string[]>;
  /** What the refusal names beside its code (ALREADY_DECIDED: `decided_by`, `decided_at`). */
  details?: Record<string, string>;
  /** What the console did itself rather than the server refused (a passkey the browser did not give). */
  local?: "passkey_failed";
}

export const NO_ANSWER: CallFailure = { status: 0, code: undefined, message: undefined };

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  const errors = field(body, "errors");
  if (typeof errors !== "object" || errors === null) return undefined;
  const read: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter((text): text is string => typeof text === "string");
    if (texts.length > 0) read[name] = texts;
  }
  return read;
}

function detailsOf(body: unknown): Record<string, string> | undefined {
  const details = field(body, "details");
  if (typeof details !== "object" || details === null) return undefined;
  const texts = Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

const CODE_SHAPE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * The answer's code, read by its shape rather than looked up in the list of codes: the list would add
 * 0.6 KB gzip to the guest page's first load (decision 013), and the server is the same release (a
 * newer one's code reaches a client only until the update banner reloads it). Every reader compares
 * a code or looks it up, so an unknown one is acted on like no code and worded by the server's message.
 */
function codeOf(code: unknown): ErrorCode | undefined {
  return typeof code === "string" && CODE_SHAPE.test(code) ? (code as ErrorCode) : undefined;
}

/** The one interpreter of a server's refusal: its status and body, read without trusting their shape. */
export function callFailure(status: number, body: unknown): CallFailure {
  const code = field(body, "code");
  const message = field(body, "message");
  const fieldErrors = fieldErrorsOf(body);
  const details = detailsOf(body);
  return {
    status,
    code: codeOf(code),
    message: typeof message === "string" && message.trim() !== "" ? message : undefined,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(details ? { details } : {}),
  };
}

/** What an invoked call rejected with: the API layer rejects with a CallFailure; anything else counts as no answer. */
export function failureOf(error: unknown): CallFailure {
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" && "code" in error) {
    return error as CallFailure;
  }
  return NO_ANSWER;
}
