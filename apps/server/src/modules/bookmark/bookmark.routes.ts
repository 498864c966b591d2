import { bookmarkEndpoints as endpoints } from "@chorus/shared/bookmark/bookmark.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { addBookmark, listMyBookmarks, removeBookmark } from "./bookmark.service.ts";

export function bookmarkRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.create, signedIn, (ctx, { body }) => addBookmark(ctx, body.postId));
    serve(endpoints.list, signedIn, (ctx, { query }) => listMyBookmarks(ctx, query.from));
    serve(endpoints.remove, signedIn, (ctx, { params }) => removeBookmark(ctx, params.bookmarkId));
  };
}
