import type { SocialSignInNetwork } from "@chorus/shared/auth/sign-in-methods.contract";
import * as oidc from "openid-client";
import type { AppConfig } from "../../config.ts";

/**
 * One OpenID Connect client per network, discovered from its issuer on first use and kept for the
 * process (discovery documents and key sets change rarely; openid-client refetches the JWKS when
 * it meets an unknown key id). A failed discovery is not kept, so the next sign-in tries again.
 */
export function createOidcProviders(config: AppConfig) {
  const cache = new Map<SocialSignInNetwork, Promise<oidc.Configuration>>();

  const isEnabled = (network: SocialSignInNetwork) => config.oidc[network].clientId !== "";

  function configuration(network: SocialSignInNetwork): Promise<oidc.Configuration> {
    const existing = cache.get(network);
    if (existing) return existing;
    const provider = config.oidc[network];
    const issuer = new URL(provider.issuer);
    // Plain http only for a local test provider, never in production.
    const insecure = issuer.protocol === "http:" && config.env !== "production";
    const pending = oidc
      .discovery(issuer, provider.clientId, provider.clientSecret || undefined, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        cache.delete(network);
        throw error;
      });
    cache.set(network, pending);
    return pending;
  }

  const redirectUri = (network: SocialSignInNetwork) => `${config.publicUrl}/oauth/${network}/callback`;

  return { isEnabled, configuration, redirectUri };
}
export type OidcProviders = ReturnType<typeof createOidcProviders>;
