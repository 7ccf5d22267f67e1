import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { SessionStarted } from "#domain/accounts.ts";
import {
  ExchangeHandoff,
  HANDOFF_ERROR,
  HANDOFF_QUERY,
  OAUTH_PAGE_PATH,
  OAuthCallbackQuery,
  OAuthProviderList,
  ProviderParams,
} from "#domain/social-sign-in.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldRefusal } from "../http/field-errors.ts";
import { type DocumentedRoute, defineRoute } from "../http/route.ts";
import { startSession } from "./sessions.ts";
import { beginSignIn, completeSignIn, SocialSignInRefused } from "./social-sign-in-service.ts";
import { accountForIdentity } from "./social-sign-in-accounts.ts";
import { createHandoff, redeemHandoff } from "./social-sign-in-handoffs.ts";
import { type SocialProvider, socialProviders } from "./social-sign-in-providers.ts";

const TAGS = ["social sign-in"];
const Redirect = v.pipe(v.null(), v.description("302: the Location header holds the next address"));
const FAILED_PAGE = `${OAUTH_PAGE_PATH}?${HANDOFF_QUERY.error}=${HANDOFF_ERROR}`;

/** A browser-facing GET that always answers with a redirect; documented like the JSON routes. */
function redirectRoute(
  app: FastifyInstance,
  route: Pick<DocumentedRoute, "url" | "summary"> & {
    querystring?: v.GenericSchema;
    handler: (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => Promise<string>;
  },
): void {
  const documented: DocumentedRoute = {
    method: "GET",
    url: route.url,
    summary: route.summary,
    tags: TAGS,
    status: 302,
    schemas: { params: ProviderParams, querystring: route.querystring, response: Redirect },
  };
  app.get<{ Params: { provider: string } }>(route.url, { config: { documented } }, async (request, reply) => {
    const location = await route.handler(request, reply);
    // The address carries one-time codes: keep it out of caches.
    return reply.header("cache-control", "no-store").redirect(location, 302);
  });
}

/** The reason of a failure, for the log: our own reason, or the OAuth library's error code; never claims or tokens. */
function reasonOf(error: unknown): string {
  if (error instanceof SocialSignInRefused) return error.reason;
  if (error instanceof Error) return "code" in error && typeof error.code === "string" ? error.code : error.name;
  return "unknown";
}

export function oauthRoutes(app: FastifyInstance, { db, config }: Services): void {
  const providers = socialProviders(config.oidcProviders, config.publicUrl);
  const logFailure = (request: FastifyRequest, provider: SocialProvider, error: unknown) =>
    request.log.warn({ provider: provider.id, reason: reasonOf(error) }, "social sign-in failed");

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/oauth/providers",
    summary: "Providers offered for social sign-in",
    tags: TAGS,
    response: OAuthProviderList,
    handler: async () => ({
      data: providers.list.map((provider) => ({ id: provider.id, type: "oauth-provider" as const, attributes: { name: provider.name } })),
    }),
  });

  redirectRoute(app, {
    url: "/api/v1/oauth/:provider/start",
    summary: "Sends the sign-in popup to the provider (authorization code with PKCE)",
    handler: async (request) => {
      const provider = providers.find(request.params.provider);
      if (!provider) throw new HttpError(404, "PROVIDER_NOT_FOUND");
      try {
        return (await beginSignIn(db, provider)).href;
      } catch (error) {
        logFailure(request, provider, error);
        return FAILED_PAGE;
      }
    },
  });

  redirectRoute(app, {
    url: "/api/v1/oauth/:provider/callback",
    summary: "Where the provider sends the popup back; redirects to /oauth with a one-time hand-off code",
    querystring: OAuthCallbackQuery,
    handler: async (request) => {
      const provider = providers.find(request.params.provider);
      if (!provider) return FAILED_PAGE;
      try {
        // The raw query, as the provider wrote it: the OAuth checks need every parameter (iss, error, …) unaltered.
        const params = new URL(request.url, config.publicUrl).searchParams;
        const identity = await completeSignIn(db, provider, params);
        const code = await createHandoff(db, await accountForIdentity(db, provider.id, identity));
        return `${OAUTH_PAGE_PATH}?${new URLSearchParams({ [HANDOFF_QUERY.code]: code })}`;
      } catch (error) {
        logFailure(request, provider, error);
        return FAILED_PAGE;
      }
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/oauth/exchange",
    summary: "Exchanges the one-time hand-off code of a social sign-in for a session",
    tags: TAGS,
    body: ExchangeHandoff,
    response: SessionStarted,
    handler: async ({ body }) => {
      const user = await redeemHandoff(db, body.code);
      if (!user) throw fieldRefusal("code", "SIGN_IN_LINK_INVALID");
      const token = await startSession(db, user);
      return { data: { token, is_guest: user.is_guest === 1, ...(user.email ? { email: user.email } : {}) } };
    },
  });
}
