import * as client from "openid-client";
import type { OidcProviderSettings } from "../config.ts";

export const OIDC_SCOPE = "openid email profile";

export interface SocialProvider {
  id: string;
  name: string;
  /** Must be registered at the provider exactly as written here. */
  redirectUri: string;
  /** The provider's endpoints and keys, discovered from its issuer on first use and kept. */
  configuration: () => Promise<client.Configuration>;
}

export interface SocialProviders {
  list: readonly SocialProvider[];
  find: (id: string) => SocialProvider | undefined;
}

export function socialProviders(settings: readonly OidcProviderSettings[], publicUrl: string): SocialProviders {
  const providers = settings.map((provider) => socialProvider(provider, publicUrl));
  return { list: providers, find: (id) => providers.find((provider) => provider.id === id) };
}

function socialProvider(settings: OidcProviderSettings, publicUrl: string): SocialProvider {
  const issuer = new URL(settings.issuer);
  // ID tokens come straight from the token endpoint, where TLS alone would vouch for them; we check their
  // signature against the provider's JWKS too. Plain http is allowed only for loopback issuers (config.ts).
  const execute = [client.enableNonRepudiationChecks, ...(issuer.protocol === "http:" ? [client.allowInsecureRequests] : [])];
  let discovered: Promise<client.Configuration> | undefined;
  return {
    id: settings.id,
    name: settings.name,
    redirectUri: `${publicUrl}/api/v1/oauth/${settings.id}/callback`,
    configuration: () => {
      // A provider that was unreachable is asked again by the next sign-in, not remembered as broken.
      discovered ??= client.discovery(issuer, settings.client_id, settings.client_secret, undefined, { execute }).catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}
