import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
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
