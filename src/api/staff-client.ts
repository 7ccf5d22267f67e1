import { ofetch } from "ofetch";
import { type CallFailure, callFailure } from "../../machines/call-failure.ts";
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
    const failure = callFailure(response.status, response._data);
    for (const listener of failureListeners) listener(failure);
  },
});

const failureListeners = new Set<(failure: CallFailure) => void>();

/**
 * Hears every refused staff call, whichever console page made it: a 401 that ended the session
 * sends the member back to sign in, without each page checking for it. Returns the unsubscribe.
 */
export function onStaffCallFailed(listener: (failure: CallFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
