import { randomUUID } from "node:crypto";
import * as client from "openid-client";
import * as v from "valibot";
import { Email } from "#domain/fields.ts";
import type { Db } from "../db/connection.ts";
import { hashToken } from "./sessions.ts";
import { OIDC_SCOPE, type SocialProvider } from "./social-sign-in-providers.ts";

const STATE_VALIDITY_MS = 10 * 60_000;

/** Why a callback was refused; logged as is, so it never carries personal data. */
export class SocialSignInRefused extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`social sign-in refused: ${reason}`);
    this.reason = reason;
  }
}

/** Who the provider vouches for: its stable subject, and the e-mail address only when the provider verified it. */
export interface ProviderIdentity {
  subject: string;
  verifiedEmail: string | undefined;
}

/**
 * The address to send the browser to at the provider. The state is kept only as a hash, with the PKCE
 * verifier and the nonce the ID token must carry back.
 */
export async function beginSignIn(db: Db, provider: SocialProvider, now = new Date()): Promise<URL> {
  const configuration = await provider.configuration();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await db.deleteFrom("oauth_states").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("oauth_states")
    .values({
      id: randomUUID(),
      provider: provider.id,
      state_hash: hashToken(state),
      code_verifier: codeVerifier,
      nonce,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STATE_VALIDITY_MS).toISOString(),
    })
    .execute();
  return client.buildAuthorizationUrl(configuration, {
    response_type: "code",
    redirect_uri: provider.redirectUri,
    scope: OIDC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
}

/** Takes the state out of the store, so a callback can be completed once only. */
async function consumeState(db: Db, provider: SocialProvider, state: string | null, now: Date) {
  if (!state) throw new SocialSignInRefused("state_missing");
  const stored = await db
    .deleteFrom("oauth_states")
    .where("state_hash", "=", hashToken(state))
    .returning(["provider", "code_verifier", "nonce", "expires_at"])
    .executeTakeFirst();
  if (!stored) throw new SocialSignInRefused("state_unknown");
  if (stored.provider !== provider.id) throw new SocialSignInRefused("state_of_other_provider");
  if (stored.expires_at <= now.toISOString()) throw new SocialSignInRefused("state_expired");
  return { state, codeVerifier: stored.code_verifier, nonce: stored.nonce };
}

/**
 * Completes the provider's redirect: checks the state, exchanges the code with the PKCE verifier and
 * validates the ID token (issuer, audience, nonce, expiry, signature). Throws on any failure.
 */
export async function completeSignIn(db: Db, provider: SocialProvider, callbackParams: URLSearchParams, now = new Date()): Promise<ProviderIdentity> {
  const { state, codeVerifier, nonce } = await consumeState(db, provider, callbackParams.get("state"), now);
  const configuration = await provider.configuration();
  // openid-client sends this address, without its query, as the redirect_uri of the token request.
  const callbackUrl = new URL(provider.redirectUri);
  callbackUrl.search = callbackParams.toString();
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new SocialSignInRefused("id_token_missing");
  // Providers that follow the core spec strictly put e-mail claims in the UserInfo answer, not in the ID token.
  const emailClaims = "email" in claims ? claims : await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return { subject: claims.sub, verifiedEmail: verifiedEmail(emailClaims) };
}

function verifiedEmail(claims: client.IDToken | client.UserInfoResponse): string | undefined {
  // Strictly the boolean true: an address the provider has not verified must not reach an existing account.
  if (claims.email_verified !== true) return undefined;
  const email = v.safeParse(Email, claims.email);
  return email.success ? email.output : undefined;
}
