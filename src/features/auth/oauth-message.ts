import * as v from "valibot";
import { SOCIAL_SIGN_IN_MESSAGES } from "#domain/social-sign-in.ts";

/** What the /oauth popup posts to the window that opened it: the hand-off code, or why there is none. */
export const OAuthPopupMessage = v.union([
  v.object({ type: v.literal("oauth"), token: v.pipe(v.string(), v.nonEmpty()) }),
  v.object({ type: v.literal("oauth"), error: v.literal(SOCIAL_SIGN_IN_MESSAGES.invalidLink) }),
]);
export type OAuthPopupMessage = v.InferOutput<typeof OAuthPopupMessage>;
