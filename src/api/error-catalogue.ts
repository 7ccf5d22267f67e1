import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What the app does about a failed call (docs/product-spec.md, part 8). */
export interface ErrorOutcome {
  /** Shown as an error toast; a server message is shown as given, a descriptor is translated. */
  message: string | MessageDescriptor | undefined;
  clearSession: boolean;
  redirectTo: "/app" | undefined;
}

export interface FailedCall {
  /** HTTP status, or 0 when no answer came (network down, timeout, blocked). */
  status: number;
  body: unknown;
  /** The page the call was made from. */
  pathname: string;
}

const SESSION_ENDING_ERRORS = new Set(["token_expired", "token_invalid"]);

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function firstValidationMessage(body: unknown): string | undefined {
  const errors = field(body, "errors");
  if (typeof errors !== "object" || errors === null) return undefined;
  for (const messages of Object.values(errors)) {
    const first = Array.isArray(messages) ? text(messages[0]) : text(messages);
    if (first) return first;
  }
  return undefined;
}

/** Any path containing /scan counts as a scan page, where 400 answers are not shown. */
export function isScanPage(pathname: string): boolean {
  return pathname.includes("/scan");
}

export function describeFailedCall({ status, body, pathname }: FailedCall): ErrorOutcome {
  const serverMessage = text(field(body, "message"));
  const quiet: ErrorOutcome = { message: undefined, clearSession: false, redirectTo: undefined };
  switch (status) {
    case 0:
      return { ...quiet, message: msg`Unable to connect to web service` };
    case 400:
      return isScanPage(pathname) ? quiet : { ...quiet, message: serverMessage ?? msg`Bad Request!` };
    case 403: {
      const code = text(field(body, "error"));
      return {
        message: serverMessage ?? msg`Forbidden!`,
        clearSession: true,
        redirectTo: code && SESSION_ENDING_ERRORS.has(code) ? "/app" : undefined,
      };
    }
    case 422:
      return { ...quiet, message: firstValidationMessage(body) ?? serverMessage ?? msg`Unprocessable Entity!` };
    case 500:
      return { ...quiet, message: serverMessage ?? msg`Internal Server Error!` };
    default:
      return quiet;
  }
}
