import { translationEndpoints as endpoints } from "@chorus/shared/translation/translation.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { translateComment, translatePost } from "./translation.service.ts";
import { createTranslationProvider } from "./translation-provider.ts";

/** Machine translation of posts and comments the actor reads; 404 'Machine translation is not configured' without a provider. */
export function translationRoutes(deps: AppDeps) {
  const provider = createTranslationProvider(deps.config.translation);
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.post, { access: "signedIn" }, (ctx, request) =>
      translatePost(ctx, provider, request.params.postId, request.query.lang),
    );

    serve(endpoints.comment, { access: "signedIn" }, (ctx, request) =>
      translateComment(ctx, provider, request.params.commentId, request.query.lang),
    );
  };
}
