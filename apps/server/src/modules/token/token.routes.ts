import {
  createdTokenSchema,
  createTokenBodySchema,
  deleteTokenBodySchema,
  tokenListSchema,
} from "@chorus/shared/token/token.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { createToken, deleteToken, listTokens } from "./token.service.ts";

export function tokenRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/api/token",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["token"],
          summary: "Create a personal access token (shown once) for Authorization: Bearer",
          body: createTokenBodySchema,
          response: { 200: createdTokenSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return createToken(contextOf(request, deps.db), request.body);
      },
    );

    app.get(
      "/api/token",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["token"],
          summary: "The user's personal access tokens, without secrets",
          response: { 200: tokenListSchema },
        },
      },
      async (request) => listTokens(contextOf(request, deps.db)),
    );

    app.delete(
      "/api/token",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["token"],
          summary: "Revoke one of the user's personal access tokens",
          body: deleteTokenBodySchema,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => deleteToken(contextOf(request, deps.db), request.body._id),
    );
  };
}
