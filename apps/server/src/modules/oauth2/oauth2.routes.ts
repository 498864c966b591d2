import { escapeHtml } from "@chorus/shared/text/html";
import { oauthErrorSchema, oauthTokenResponseSchema } from "@chorus/shared/token/token.contract";
import { oauth2BrowserRoutes, oauth2Endpoints } from "@chorus/shared/token/token.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { authorize, basicCredentials, exchangeCode, publicClient } from "./oauth2.service.ts";
import { noStore, sendTokenError, useTokenEndpointErrors } from "./token-endpoint-errors.ts";

/**
 * The form as an object; a parameter given twice becomes a list, which the schema refuses
 * (RFC 6749 §3.2: parameters must not be included more than once).
 */
function parseForm(body: string): Record<string, string | string[]> {
  const form = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(body)) {
    const earlier = form.get(key);
    form.set(key, earlier === undefined ? value : [earlier, value].flat());
  }
  // fromEntries defines own properties: a `__proto__` key stays a plain field.
  return Object.fromEntries(form);
}

/** The product as an OAuth 2 authorization server for registered client apps (authorization code + PKCE). */
export function oauth2Routes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    // Token requests are form-encoded (RFC 6749 §4.1.3); this parser lives in this plugin only.
    root.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 8192 },
      (_request, body, done) => done(null, parseForm(String(body))),
    );
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };

    const { route, browser } = endpointRouter(app, deps);
    browser(oauth2BrowserRoutes.authorize, { access: "public" }, async (request, reply) => {
      const fetchSite = request.headers["sec-fetch-site"];
      const decision = await authorize(
        deps.db,
        request.actor,
        request.query,
        typeof fetchSite === "string" ? fetchSite : undefined,
      );
      reply.header("cache-control", "no-store");
      if (decision.kind === "redirect") return reply.redirect(decision.location, 302);
      return reply
        .status(decision.status)
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization failed</title></head><body><h1>Authorization failed</h1><p>${escapeHtml(decision.message)}</p></body></html>`,
        );
    });

    // The token endpoint answers in OAuth 2's error format, so it has a scope of its own.
    await root.register(async (tokenScope) => {
      useTokenEndpointErrors(tokenScope);
      endpointRouter(tokenScope.withTypeProvider<ZodTypeProvider>(), deps).browser(
        oauth2BrowserRoutes.token,
        // The client proves itself with the code, its PKCE verifier or secret; no cookie is involved.
        { access: "public", csrfExempt: true, rateLimit: authLimit },
        async (request, reply) => {
          const outcome = await exchangeCode(
            deps.db,
            request.body,
            basicCredentials(request.headers.authorization),
          );
          if (outcome.ok) return noStore(reply).send(outcome.body);
          return sendTokenError(reply, outcome.error, outcome.description);
        },
        { response: { 200: oauthTokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema } },
      );
    });

    route(oauth2Endpoints.getClient, { access: "public" }, async ({ params }) => {
      const client = await publicClient(deps.db, params.clientId);
      if (!client) throw notFound("Unknown app");
      return client;
    });
  };
}
