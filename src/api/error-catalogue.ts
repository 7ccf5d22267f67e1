import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { callFailure } from "../../machines/call-failure.ts";
import { endedSession } from "../../machines/session-loss.ts";
import { failureText } from "./failure-text.ts";

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

/** Any path containing /scan counts as a scan page, where 400 answers are not shown. */
export function isScanPage(pathname: string): boolean {
  return pathname.includes("/scan");
}

export function describeFailedCall({ status, body, pathname }: FailedCall): ErrorOutcome {
  const failure = callFailure(status, body);
  const text = failureText(failure);
  const quiet: ErrorOutcome = { message: undefined, clearSession: false, redirectTo: undefined };
  switch (status) {
    case 0:
      return { ...quiet, message: msg`Unable to connect to web service` };
    case 400:
      return isScanPage(pathname) ? quiet : { ...quiet, message: text ?? msg`Bad Request!` };
    case 403:
      return { message: text ?? msg`Forbidden!`, clearSession: true, redirectTo: endedSession(failure) ? "/app" : undefined };
    case 422:
      // A field refused for a reason of its own is worded by its form, in the reader's language (decision 042).
      return failure.details ? quiet : { ...quiet, message: text ?? msg`Unprocessable Entity!` };
    case 500:
      return { ...quiet, message: text ?? msg`Internal Server Error!` };
    default:
      return quiet;
  }
}
