import { type FetchOptions, ofetch } from "ofetch";
import { type CallFailure, callFailure } from "../../machines/call-failure.ts";
import { type SessionLoss, sessionLossOf } from "../../machines/session-loss.ts";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";

/**
 * The console's calls: the staff session is an HttpOnly cookie the browser sends itself (never a
 * bearer token from storage), and a failure is the calling machine's to show, not the traveller
 * app's catalogue, whose 403 would clear a traveller's storage.
 */
const CONSOLE_CALLS = {
  baseURL: import.meta.env.VITE_API_BASE_URL ?? "",
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: "same-origin",
  headers: { accept: "application/json" },
} satisfies FetchOptions;

/**
 * The sign-in flow's own calls (who am I, the codes, the second factor, the invitation, enrolment,
 * sign-out): a 401 is their answer (not signed in yet, a step still to take, a session already
 * gone), and the sign-in machine acts on it itself.
 */
export const staffSessionApi = ofetch.create(CONSOLE_CALLS);

type Follower = (loss: SessionLoss, failure: CallFailure) => void;

const followers = new Set<Follower>();

/**
 * Every console page's calls (decision 047). A 401 is never the page's: it goes to whoever follows
 * the session (the console shell), which sends the member to sign in or asks for the second factor
 * and so replaces the page, and the call never settles (ofetch awaits its hooks), so the page shows
 * no failure of its own meanwhile and its actor stops with it. With no follower the call fails as
 * any other.
 */
export const staffApi = ofetch.create({
  ...CONSOLE_CALLS,
  onResponseError: ({ response }) => {
    const failure = callFailure(response.status, response._data);
    const loss = sessionLossOf(failure);
    if (loss === undefined || followers.size === 0) return undefined;
    for (const follower of followers) follower(loss, failure);
    return new Promise<never>(() => {});
  },
});

/** Hears every page call that found the session lost, whichever page made it. Returns the unsubscribe. */
export function onStaffSessionLost(follower: Follower): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}
