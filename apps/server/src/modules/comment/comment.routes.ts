import { commentEndpoints as endpoints } from "@chorus/shared/comment/comment.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { addComment, editComment, getComments, removeComment } from "./comment.service.ts";

export function commentRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.list, signedIn, (ctx, { query }) => getComments(ctx, query.objectType, query.objectId));
    serve(endpoints.create, signedIn, (ctx, { body }) => addComment(ctx, body));
    serve(endpoints.update, signedIn, (ctx, { body }) =>
      // The schema guarantees one of the two.
      editComment(ctx, (body.id ?? body.commentId) as string, body.text),
    );
    serve(endpoints.updateById, signedIn, (ctx, { params, body }) =>
      editComment(ctx, params.commentId, body.text),
    );
    serve(endpoints.remove, signedIn, (ctx, { params }) => removeComment(ctx, params.commentId));
  };
}
