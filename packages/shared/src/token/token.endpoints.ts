import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import {
  createdTokenSchema,
  createTokenBodySchema,
  deleteTokenBodySchema,
  oauthClientPublicSchema,
  tokenListSchema,
} from "./token.contract.ts";

/** The OAuth 2 authorization server's JSON call (the protocol's own endpoints are under /oauth2). */
export const oauth2Endpoints = {
  getClient: defineEndpoint({
    method: "GET",
    path: "/api/oauth2/client/{clientId}",
    tag: "oauth2",
    summary: "The name of a registered client app, for the /authz page",
    params: z.object({ clientId: z.string().min(1).max(200) }),
    response: oauthClientPublicSchema,
  }),
};

export const tokenEndpoints = {
  postToken: defineEndpoint({
    method: "POST",
    path: "/api/token",
    summary: "Create a personal access token (shown once) for Authorization: Bearer",
    body: createTokenBodySchema,
    response: createdTokenSchema,
  }),
  getToken: defineEndpoint({
    method: "GET",
    path: "/api/token",
    summary: "The user's personal access tokens, without secrets",
    response: tokenListSchema,
  }),
  deleteToken: defineEndpoint({
    method: "DELETE",
    path: "/api/token",
    summary: "Revoke one of the user's personal access tokens",
    body: deleteTokenBodySchema,
    response: z.object({ success: z.literal(true) }),
  }),
};

const oauthParam = z.string().max(2000).optional();

/** The OAuth 2 authorization server's protocol endpoints (RFC 6749, PKCE): a redirect and a token answer. */
export const oauth2BrowserRoutes = {
  authorize: defineBrowserRoute({
    method: "GET",
    path: "/oauth2/authorize",
    answers: "redirect",
    tag: "oauth2",
    summary: "Authorization endpoint: to /authz for the user's decision, then back to the app with a code",
    query: z.object({
      response_type: oauthParam,
      client_id: oauthParam,
      redirect_uri: oauthParam,
      state: oauthParam,
      code_challenge: oauthParam,
      code_challenge_method: oauthParam,
      authz: oauthParam,
      cancel_authz: oauthParam,
    }),
  }),
  /** Form-encoded; answers in RFC 6749's format (`oauthTokenResponseSchema`, `oauthErrorSchema`). */
  token: defineBrowserRoute({
    method: "POST",
    path: "/oauth2/token",
    answers: "document",
    tag: "oauth2",
    summary: "Token endpoint: exchange an authorization code (with code_verifier) for a bearer token",
    body: z.object({
      grant_type: oauthParam,
      code: oauthParam,
      redirect_uri: oauthParam,
      client_id: oauthParam,
      client_secret: oauthParam,
      code_verifier: oauthParam,
    }),
  }),
};
