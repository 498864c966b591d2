import { defineEndpoint } from "../http/endpoint.ts";
import {
  bookmarkCreateBodySchema,
  bookmarkDeletedSchema,
  bookmarkIdParamsSchema,
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkSchema,
} from "./bookmark.contract.ts";

const tag = "bookmark";

export const bookmarkEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/bookmark2",
    tag,
    summary: "Bookmark a post (idempotent: the existing bookmark is answered)",
    body: bookmarkCreateBodySchema,
    response: bookmarkSchema,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/bookmark2",
    tag,
    summary: "The viewer's bookmarks, newest first, 20 a page; `from` is the last bookmark id seen",
    query: bookmarkListQuerySchema,
    response: bookmarkListSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/bookmark2/{bookmarkId}",
    tag,
    summary: "Remove one of the viewer's bookmarks",
    params: bookmarkIdParamsSchema,
    response: bookmarkDeletedSchema,
  }),
};
