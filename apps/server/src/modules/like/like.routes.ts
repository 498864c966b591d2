import { likeDetailsSchema, likePostParamsSchema, likeStateSchema } from "@chorus/shared/like/like.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { getLikes, likePost, unlikePost } from "./like.service.ts";

export function likeRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/like/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["like"],
          summary: "The post's like count, whether the viewer likes it, and its latest 20 likers",
          params: likePostParamsSchema,
          response: { 200: likeDetailsSchema },
        },
      },
      async (request) => getLikes(contextOf(request, deps.db), request.params.postId),
    );

    app.post(
      "/api/like/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["like"],
          summary: "Like a post (idempotent)",
          params: likePostParamsSchema,
          response: { 200: likeStateSchema },
        },
      },
      async (request) => likePost(contextOf(request, deps.db), request.params.postId),
    );

    app.post(
      "/api/unlike/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["like"],
          summary: "Take back a like (idempotent)",
          params: likePostParamsSchema,
          response: { 200: likeStateSchema },
        },
      },
      async (request) => unlikePost(contextOf(request, deps.db), request.params.postId),
    );
  };
}
