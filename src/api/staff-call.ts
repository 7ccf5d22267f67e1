import { staffCallFailure } from "./staff-client.ts";

/**
 * A console call whose failure reaches the page's machine as staffCallFailure (status, message,
 * code) rather than ofetch's error, so machines tell a 401, a 404 or no connection apart without
 * knowing the network library.
 */
export async function staffCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw staffCallFailure(cause);
  }
}
