import { failureOf } from "../call-failure.ts";

/**
 * Any 401 on a console page means the staff session is gone (idle, expired, signed out elsewhere,
 * account disabled or roles changed): the page stops and the shell sends the member to sign in.
 */
export const sessionGone = (_: unknown, params: { error: unknown }) => failureOf(params.error).status === 401;
