import { FetchError } from "ofetch";
import { type CallFailure, callFailure, NO_ANSWER } from "../../machines/call-failure.ts";

/** A rejected call as the one CallFailure (decision 042): the server's answer read by code, or no answer at all. */
export function failedCall(cause: unknown): CallFailure {
  return cause instanceof FetchError && cause.response ? callFailure(cause.response.status, cause.data) : NO_ANSWER;
}

/** Runs a call whose rejection reaches the machine as a CallFailure, never as the network library's error. */
export async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw failedCall(cause);
  }
}

/** The body of a refusal that has a documented shape of its own (a check-in refused at the door), for its caller to read; undefined when no answer came. */
export function refusalBody(cause: unknown): unknown {
  return cause instanceof FetchError && cause.response ? cause.data : undefined;
}
