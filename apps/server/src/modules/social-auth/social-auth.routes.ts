import { authBrowserRoutes } from "@chorus/shared/auth/auth.endpoints";
import { safeReturnPath } from "@chorus/shared/auth/return-path";
import {
  SOCIAL_SIGN_IN_NETWORKS,
  type SocialSignInNetwork,
} from "@chorus/shared/auth/sign-in-methods.contract";
import type { EndpointQuery } from "@chorus/shared/http/endpoint";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { AppError } from "../../platform/errors.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { redirectToLoginWithError, signInAndRedirect } from "./external-sign-in.ts";
import { createOidcProviders } from "./oidc-providers.ts";
import { finishSocialSignIn, SIGN_IN_REQUEST_TTL_MS, startSocialSignIn } from "./social-auth.service.ts";

/** Binds the provider's callback to the browser that started the sign-in. */
const STATE_COOKIE = "chorus_oidc";
const stateCookie = {
  ...secureCookie,
  path: "/oauth",
  // The callback is a top-level navigation from the provider: Lax is enough and safer than None.
  sameSite: "lax" as const,
  maxAge: SIGN_IN_REQUEST_TTL_MS / 1000,
};

const NETWORK_LABEL: Record<SocialSignInNetwork, string> = {
  google: "Google",
  microsoft: "Microsoft",
  linkedin: "LinkedIn",
};

/** The /authz request (the `oauthserver` parameters) the user returns to after signing in, else a local path. */
function returnPathOf(query: EndpointQuery<typeof authBrowserRoutes.socialSignIn>): string {
  if (query.oauthserver || query.client_id) {
    const params = new URLSearchParams();
    for (const key of ["client_name", "client_id", "redirect_uri", "state", "response_type"] as const) {
      const value = query[key];
      if (value !== undefined) params.set(key, value);
    }
    return `/authz?${params.toString()}`;
  }
  return safeReturnPath(query.returnTo);
}

export function socialAuthRoutes(deps: AppDeps) {
  const providers = createOidcProviders(deps.config);

  function enabledNetwork(name: string): SocialSignInNetwork {
    const network = SOCIAL_SIGN_IN_NETWORKS.find((n) => n === name);
    if (!network) throw new AppError(404, "404.0", `Sign-in with ${name} is not available`);
    if (!providers.isEnabled(network))
      throw new AppError(404, "404.0", `Sign-in with ${NETWORK_LABEL[network]} is not configured`);
    return network;
  }

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    const { browser } = endpointRouter(app, deps);

    browser(
      authBrowserRoutes.socialSignIn,
      { access: "public", rateLimit: authLimit },
      async (request, reply) => {
        const network = enabledNetwork(request.params.network);
        const companyId = await resolveHostCompanyId(deps.db, request.headers.host, deps.config.baseDomain);
        let started: { url: string; state: string };
        try {
          started = await startSocialSignIn(deps.db, providers, network, {
            companyId,
            returnPath: returnPathOf(request.query),
          });
        } catch (error) {
          request.log.warn(
            { network, err: (error as Error).message },
            "social sign-in: provider unavailable",
          );
          return redirectToLoginWithError(reply, "social_unavailable");
        }
        reply.setCookie(STATE_COOKIE, started.state, stateCookie);
        return reply.redirect(started.url, 302);
      },
    );

    browser(
      authBrowserRoutes.socialSignInCallback,
      { access: "public", rateLimit: authLimit },
      async (request, reply) => {
        const network = enabledNetwork(request.params.network);
        const cookieState = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { ...stateCookie, maxAge: undefined });
        const outcome = await finishSocialSignIn(deps.db, providers, network, {
          currentUrl: new URL(request.url, `${deps.config.publicUrl}/`),
          state: request.query.state,
          cookieState,
          providerError: request.query.error,
          log: request.log,
        });
        if (!outcome.ok) return redirectToLoginWithError(reply, outcome.error);
        return signInAndRedirect(deps, request, reply, outcome.user, outcome.returnPath);
      },
    );
  };
}
