import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type ClientMetadata, type JWK } from "oidc-provider";

/**
 * A real OpenID provider (the `oidc-provider` package) on a loopback port, for the social sign-in tests.
 * Its login and consent screens are replaced by one step that signs in the account chosen with
 * `signInAs` and grants what the client asked for, so a test drives the flow like a browser would.
 */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface TestClient {
  client_id: string;
  /** Unset: a public client, which authenticates with PKCE alone. */
  client_secret?: string;
  redirect_uri: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** The account the next sign-in at this provider logs in as. */
  signInAs: (account: TestAccount) => void;
  close: () => Promise<void>;
}

const KEY_USE = { kid: "test-key", alg: "RS256", use: "sig" };

function clientMetadata(client: TestClient): ClientMetadata {
  return {
    client_id: client.client_id,
    redirect_uris: [client.redirect_uri],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    ...(client.client_secret
      ? { client_secret: client.client_secret, token_endpoint_auth_method: "client_secret_post" }
      : { token_endpoint_auth_method: "none" }),
  };
}

export async function startOidcProvider(options: {
  clients: TestClient[];
  /** false: e-mail claims only from the UserInfo endpoint, as the core spec has it for the code flow. */
  emailInIdToken: boolean;
  /** Publishes another key under the signing key's id, so no ID token it signs verifies against its JWKS. */
  publishWrongKey?: boolean;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  let nextAccount: TestAccount | undefined;
  let provider: Provider | undefined;

  async function completeInteraction(request: IncomingMessage, response: ServerResponse, oidc: Provider): Promise<void> {
    if (!nextAccount) throw new Error("signInAs() was not called before the sign-in");
    const details = await oidc.interactionDetails(request, response);
    const grant = new oidc.Grant({ accountId: nextAccount.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(request, response, { login: { accountId: nextAccount.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((request, response) => {
    if (!provider) return response.writeHead(503).end();
    if (options.publishWrongKey && request.url === "/jwks") {
      const wrongKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ format: "jwk" });
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [{ ...wrongKey, ...KEY_USE }] }));
      return;
    }
    if (request.url?.startsWith("/interaction/")) {
      completeInteraction(request, response, provider).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    void provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  provider = new Provider(issuer, {
    clients: options.clients.map(clientMetadata),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: !options.emailInIdToken,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    jwks: { keys: [{ ...signingKey, ...KEY_USE } as JWK] },
    cookies: { keys: ["test-only-cookie-key"] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });

  return {
    issuer,
    signInAs: (account) => {
      accounts.set(account.sub, account);
      nextAccount = account;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Follows redirects from `startUrl` as a browser would, keeping the provider's cookies, until the next
 * address starts with `stopAt` (our callback); returns that address without requesting it.
 */
export async function followRedirectsUntil(startUrl: string, stopAt: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(stopAt)) return url;
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const separator = pair.indexOf("=");
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`The sign-in stopped at ${url} with status ${response.status}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error(`The sign-in did not reach ${stopAt}`);
}
