import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { safeReturnPath } from "@chorus/shared/auth/return-path";
import { samlBrowserRoutes, samlEndpoints } from "@chorus/shared/auth/saml.contract";
import type { EndpointQuery } from "@chorus/shared/http/endpoint";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { redirectToLoginWithError, signInAndRedirect } from "../social-auth/index.ts";
import { findCompanyBySubdomain, findSubdomain } from "./saml.repository.ts";
import { finishSamlSignIn, serviceProviderMetadata, startSamlSignIn } from "./saml.service.ts";
import { configureIdp, configureKeycloakIdp, keycloakSpMetadata } from "./saml-idp.service.ts";
import { SAML_REQUEST_TTL_MS } from "./saml-settings.ts";

/** Binds the IdP's post to the browser that started the sign-in. */
const REQUEST_COOKIE = "chorus_saml";
// The IdP posts cross-site: the cookie must be SameSite=None (secure, HttpOnly) to come along.
const requestCookie = { ...secureCookie, path: "/saml", maxAge: SAML_REQUEST_TTL_MS / 1000 };

export function samlRoutes(deps: AppDeps) {
  /** The company of a public SAML page: `?subdomain=` / `?company=`, else the host's. */
  async function companyOf(host: string | undefined, query: EndpointQuery<typeof samlBrowserRoutes.select>) {
    const named = query.subdomain ?? query.company;
    if (named) return findCompanyBySubdomain(deps.db, named);
    const companyId = await resolveHostCompanyId(deps.db, host, deps.config.baseDomain);
    if (!companyId) return null;
    const subdomain = await findSubdomain(deps.db, companyId);
    return subdomain ? { id: companyId, subdomain } : null;
  }

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    // The IdP posts the SAMLResponse as an HTML form; only this plugin's routes parse forms.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1_048_576 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const { serve, browser } = endpointRouter(app, deps);
    serve(samlEndpoints.putIdp, { access: { roles: MANAGER_ROLES } }, (ctx, { body }) =>
      configureIdp(ctx, deps.config, body),
    );

    browser(samlBrowserRoutes.metadata, { access: "public" }, async (request, reply) => {
      const company = await companyOf(request.headers.host, request.query);
      if (!company) throw notFound("Unknown company");
      return reply
        .type("application/samlmetadata+xml; charset=utf-8")
        .send(serviceProviderMetadata(deps.config, company.subdomain));
    });

    browser(samlBrowserRoutes.select, { access: "public", rateLimit: authLimit }, async (request, reply) => {
      const company = await companyOf(request.headers.host, request.query);
      const started = company
        ? await startSamlSignIn(deps.db, deps.config, company, safeReturnPath(request.query.returnTo))
        : null;
      if (!started) return redirectToLoginWithError(reply, "sso_not_configured");
      reply.setCookie(REQUEST_COOKIE, started.requestId, requestCookie);
      return reply.redirect(started.url, 302);
    });

    browser(
      samlBrowserRoutes.acs,
      { access: "public", csrfExempt: true, rateLimit: authLimit },
      async (request, reply) => {
        const boundRequestId = request.cookies[REQUEST_COOKIE];
        reply.clearCookie(REQUEST_COOKIE, { ...requestCookie, maxAge: undefined });
        const outcome = await finishSamlSignIn(deps.db, deps.config, {
          samlResponse: request.body.SAMLResponse,
          relayState: request.body.RelayState,
          boundRequestId,
          log: request.log,
        });
        if (!outcome.ok) return redirectToLoginWithError(reply, outcome.error);
        return signInAndRedirect(deps, request, reply, outcome.user, outcome.returnPath);
      },
    );

    serve(samlEndpoints.getKeycloakIdpMetadata, { access: { roles: MANAGER_ROLES } }, (ctx) =>
      keycloakSpMetadata(ctx, deps.config),
    );

    serve(samlEndpoints.postKeycloakIdpConfig, { access: { roles: MANAGER_ROLES } }, (ctx, request) =>
      configureKeycloakIdp(ctx, deps, request.body),
    );
  };
}
