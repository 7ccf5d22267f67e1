import { FetchError, ofetch } from "ofetch";
import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";

/**
 * The console's calls: the staff session is an HttpOnly cookie the browser sends itself (never a
 * bearer token from storage), and a failure is the calling machine's to show, not the traveller
 * app's catalogue, whose 403 would clear a traveller's storage.
 */
export const staffApi = ofetch.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? "",
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: "same-origin",
  headers: { accept: "application/json" },
  onResponseError: ({ response }) => {
    const failure = failureOf(response.status, response._data);
    for (const listener of failureListeners) listener(failure);
  },
});

const StaffErrorBody = v.object({ message: v.string(), error: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.array(v.string()))) });

/** What a machine shows for a failed staff call: the server's message and `error` code, or "no connection". */
export interface StaffCallFailure {
  status: number;
  message: string | undefined;
  error: string | undefined;
  fieldErrors: Record<string, string[]>;
}

export function staffCallFailure(cause: unknown): StaffCallFailure {
  return cause instanceof FetchError ? failureOf(cause.statusCode ?? 0, cause.data) : failureOf(0, undefined);
}

function failureOf(status: number, data: unknown): StaffCallFailure {
  const body = v.safeParse(StaffErrorBody, data);
  const parsed = body.success ? body.output : undefined;
  return { status, message: parsed?.message, error: parsed?.error, fieldErrors: parsed?.errors ?? {} };
}

const failureListeners = new Set<(failure: StaffCallFailure) => void>();

/**
 * Hears every refused staff call, whichever console page made it: a 401 that ended the session
 * sends the member back to sign in, without each page checking for it. Returns the unsubscribe.
 */
export function onStaffCallFailed(listener: (failure: StaffCallFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
