import { FetchError, ofetch } from "ofetch";
import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "../domain/constants.ts";

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
  const status = cause instanceof FetchError ? (cause.statusCode ?? 0) : 0;
  const body = cause instanceof FetchError ? v.safeParse(StaffErrorBody, cause.data) : undefined;
  const parsed = body?.success ? body.output : undefined;
  return { status, message: parsed?.message, error: parsed?.error, fieldErrors: parsed?.errors ?? {} };
}
