import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { safeReturnPath } from "@chorus/shared/auth/return-path";
import {
  keycloakIdpConfigBodySchema,
  keycloakSpMetadataSchema,
  samlEndpoints,
  samlIdpSettingsSchema,
} from "@chorus/shared/auth/saml.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";
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

const companyQuery = z.object({
  subdomain: z.string().max(100).optional(),
  company: z.string().max(100).optional(),
  returnTo: z.string().max(2000).optional(),
});

export function samlRoutes(deps: AppDeps) {
  /** The company of a public SAML page: `?subdomain=` / `?company=`, else the host's. */
  async function companyOf(host: string | undefined, query: z.infer<typeof companyQuery>) {
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

    endpointRouter(app, deps).serve(
      samlEndpoints.putIdp,
      { access: { roles: MANAGER_ROLES } },
      (ctx, { body }) => configureIdp(ctx, deps.config, body),
    );

    app.get(
      "/saml/sp/metadata",
      {
        config: { access: "public" },
        schema: {
          tags: ["sso"],
          summary: "Our SAML service-provider metadata for the company",
          querystring: companyQuery,
        },
      },
      async (request, reply) => {
        const company = await companyOf(request.headers.host, request.query);
        if (!company) throw notFound("Unknown company");
        return reply
          .type("application/samlmetadata+xml; charset=utf-8")
          .send(serviceProviderMetadata(deps.config, company.subdomain));
      },
    );

    app.get(
      "/saml/sp/select",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["sso"],
          summary: "Single sign-on: go to the company's identity provider",
          querystring: companyQuery,
        },
      },
      async (request, reply) => {
        const company = await companyOf(request.headers.host, request.query);
        const started = company
          ? await startSamlSignIn(deps.db, deps.config, company, safeReturnPath(request.query.returnTo))
          : null;
        if (!started) return redirectToLoginWithError(reply, "sso_not_configured");
        reply.setCookie(REQUEST_COOKIE, started.requestId, requestCookie);
        return reply.redirect(started.url, 302);
      },
    );

    app.post(
      "/saml/sp/acs",
      {
        config: { access: "public", csrfExempt: true, rateLimit: authLimit },
        schema: {
          tags: ["sso"],
          summary: "Single sign-on: the identity provider posts its response here",
          body: z.object({
            SAMLResponse: z.string().min(1).max(1_000_000),
            RelayState: z.string().max(200).optional(),
          }),
        },
      },
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

    app.get(
      "/api/keycloak/idp/metadata",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["sso"],
          summary: "Our SP metadata, formatted for Keycloak's client import",
          response: { 200: keycloakSpMetadataSchema },
        },
      },
      async (request) => keycloakSpMetadata(contextOf(request, deps.db), deps.config),
    );

    app.post(
      "/api/keycloak/idp/config",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["sso"],
          summary: "Set the company's identity provider from Keycloak's metadata (address or document)",
          body: keycloakIdpConfigBodySchema,
          response: { 200: samlIdpSettingsSchema },
        },
      },
      async (request) => configureKeycloakIdp(contextOf(request, deps.db), deps, request.body),
    );
  };
}
