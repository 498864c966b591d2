import { likeEndpoints as endpoints } from "@chorus/shared/like/like.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { getLikes, likePost, unlikePost } from "./like.service.ts";

export function likeRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.details, signedIn, (ctx, { params }) => getLikes(ctx, params.postId));
    serve(endpoints.like, signedIn, (ctx, { params }) => likePost(ctx, params.postId));
    serve(endpoints.unlike, signedIn, (ctx, { params }) => unlikePost(ctx, params.postId));
  };
}
