import {
  bookmarkCreateBodySchema,
  bookmarkDeletedSchema,
  bookmarkIdParamsSchema,
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkSchema,
} from "@chorus/shared/bookmark/bookmark.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { addBookmark, listMyBookmarks, removeBookmark } from "./bookmark.service.ts";

export function bookmarkRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/api/bookmark2",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["bookmark"],
          summary: "Bookmark a post (idempotent: the existing bookmark is answered)",
          body: bookmarkCreateBodySchema,
          response: { 200: bookmarkSchema },
        },
      },
      async (request) => addBookmark(contextOf(request, deps.db), request.body.postId),
    );

    app.get(
      "/api/bookmark2",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["bookmark"],
          summary: "The viewer's bookmarks, newest first, 20 a page; `from` is the last bookmark id seen",
          querystring: bookmarkListQuerySchema,
          response: { 200: bookmarkListSchema },
        },
      },
      async (request) => listMyBookmarks(contextOf(request, deps.db), request.query.from),
    );

    app.delete(
      "/api/bookmark2/:bookmarkId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["bookmark"],
          summary: "Remove one of the viewer's bookmarks",
          params: bookmarkIdParamsSchema,
          response: { 200: bookmarkDeletedSchema },
        },
      },
      async (request) => removeBookmark(contextOf(request, deps.db), request.params.bookmarkId),
    );
  };
}
