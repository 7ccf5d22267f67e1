import type { StaffFailure } from "./staff-sign-in.machine.ts";

/** What an invoked staff call rejected with (its effects throw staffCallFailure); anything else counts as no connection. */
export function failureOf(error: unknown): StaffFailure {
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    const { message, error: code } = error as Partial<StaffFailure>;
    return { status: error.status, message, error: code };
  }
  return { status: 0, message: undefined, error: undefined };
}

/**
 * Any 401 on a console page means the staff session is gone (idle, expired, signed out elsewhere,
 * account disabled or roles changed): the page stops and the shell sends the member to sign in.
 */
export const sessionGone = (_: unknown, params: { error: unknown }) => failureOf(params.error).status === 401;
