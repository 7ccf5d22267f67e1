import * as v from "valibot";
import { list, resource } from "./api-document.ts";

/**
 * Social sign-in contracts (OpenID Connect). The popup opens GET /api/v1/oauth/:provider/start, the
 * provider sends it back to the server's callback, which redirects to /oauth with a one-time hand-off
 * code (or an error); the /oauth page posts the code to the opener, which exchanges it for a session
 * with POST /api/v1/oauth/exchange, answered with SessionStarted from ./accounts.ts.
 */

/** docs/product-spec.md, part 8: the /oauth page's texts. */
export const SOCIAL_SIGN_IN_MESSAGES = {
  working: "Authenticating...please wait",
  invalidLink: "Invalid authentication link.",
  invalidUrl: "Invalid url.",
} as const;

/** Query parameters the callback redirects to /oauth with: `token` on success, `error` on failure. */
export const HANDOFF_QUERY = { code: "token", error: "error" } as const;
/** The only `error` value the callback sends; the page then shows 'Invalid url.'. */
export const HANDOFF_ERROR = "invalid";
/** Path of the web app's popup callback page. */
export const OAUTH_PAGE_PATH = "/oauth";

export const ProviderParams = v.object({ provider: v.string() });

export const OAuthProviderAttributes = v.object({ name: v.string() });
export const OAuthProviderResource = resource("oauth-provider", OAuthProviderAttributes);
export type OAuthProviderResource = v.InferOutput<typeof OAuthProviderResource>;
export const OAuthProviderList = list(OAuthProviderResource);
export type OAuthProviderList = v.InferOutput<typeof OAuthProviderList>;

/** What the provider appends to the callback address; every field is checked by the server, so all are optional here. */
export const OAuthCallbackQuery = v.object({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
});

/** The hand-off code from /oauth?token=…, exchanged once for a session. */
export const ExchangeHandoff = v.object(
  {
    code: v.pipe(
      v.string(SOCIAL_SIGN_IN_MESSAGES.invalidLink),
      v.trim(),
      v.nonEmpty(SOCIAL_SIGN_IN_MESSAGES.invalidLink),
      v.maxLength(128, SOCIAL_SIGN_IN_MESSAGES.invalidLink),
    ),
  },
  SOCIAL_SIGN_IN_MESSAGES.invalidLink,
);
export type ExchangeHandoff = v.InferOutput<typeof ExchangeHandoff>;
