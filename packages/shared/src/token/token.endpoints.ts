import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  createdTokenSchema,
  createTokenBodySchema,
  deleteTokenBodySchema,
  tokenListSchema,
} from "./token.contract.ts";

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
