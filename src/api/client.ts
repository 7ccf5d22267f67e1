import { ofetch } from "ofetch";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { describeFailedCall, type ErrorOutcome } from "./error-catalogue.ts";

export interface ApiEffects {
  showError: (message: NonNullable<ErrorOutcome["message"]>) => void;
  clearSession: () => void;
  navigate: (path: string) => void;
  /** Other statuses are only logged (docs/product-spec.md, part 8). */
  log: (status: number, url: string) => void;
}

let effects: ApiEffects | undefined;

/** The shell supplies how errors are shown and where the user is sent; set once at start. */
export function setApiEffects(next: ApiEffects): void {
  effects = next;
}

/** Applies the error catalogue to a failed call; callers still receive the rejection. */
function handleFailedCall(status: number, body: unknown, url: string): void {
  const outcome = describeFailedCall({ status, body, pathname: window.location.pathname });
  if (outcome.message === undefined && !outcome.clearSession) effects?.log(status, url);
  if (outcome.clearSession) effects?.clearSession();
  if (outcome.message !== undefined) effects?.showError(outcome.message);
  if (outcome.redirectTo) effects?.navigate(outcome.redirectTo);
}

/** All calls are JSON, carry the bearer token when one is held, and give up after 180 s. */
export const api = ofetch.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? "",
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const token = localStore.get(LOCAL_KEYS.token);
    if (token) options.headers.set("authorization", `Bearer ${token}`);
    options.headers.set("accept", "application/json");
  },
  onRequestError({ request }) {
    handleFailedCall(0, undefined, String(request));
  },
  onResponseError({ request, response }) {
    handleFailedCall(response.status, response._data, String(request));
  },
});
