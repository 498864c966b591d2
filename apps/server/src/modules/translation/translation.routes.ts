import {
  commentTranslationSchema,
  postTranslationSchema,
  translateCommentParamsSchema,
  translatePostParamsSchema,
  translationQuerySchema,
} from "@chorus/shared/translation/translation.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { translateComment, translatePost } from "./translation.service.ts";
import { createTranslationProvider } from "./translation-provider.ts";

/** Machine translation of posts and comments the actor reads; 404 'Machine translation is not configured' without a provider. */
export function translationRoutes(deps: AppDeps) {
  const provider = createTranslationProvider(deps.config.translation);
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/translation/post/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["translation"],
          summary:
            "A post's title and body machine-translated into lang (default: the user's translation language)",
          params: translatePostParamsSchema,
          querystring: translationQuerySchema,
          response: { 200: postTranslationSchema },
        },
      },
      async (request) =>
        translatePost(contextOf(request, deps.db), provider, request.params.postId, request.query.lang),
    );

    app.get(
      "/api/translation/comment/:commentId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["translation"],
          summary: "A comment machine-translated into lang (default: the user's translation language)",
          params: translateCommentParamsSchema,
          querystring: translationQuerySchema,
          response: { 200: commentTranslationSchema },
        },
      },
      async (request) =>
        translateComment(contextOf(request, deps.db), provider, request.params.commentId, request.query.lang),
    );
  };
}
