import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const BOOKMARK_PAGE_SIZE = 20;

export const bookmarkSchema = z.object({
  _id: objectIdSchema,
  postId: objectIdSchema,
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkCreateBodySchema = z.object({ postId: objectIdSchema });

/** `from` is the last bookmark id of the previous page (keyset cursor); omit it for the first page. */
export const bookmarkListQuerySchema = z.object({ from: objectIdSchema.optional() });

/** GET /api/bookmark2: the viewer's bookmarks, newest first. */
export const bookmarkListSchema = z.object({
  bookmarkList: z.array(bookmarkSchema),
  hasMore: z.boolean(),
});
export type BookmarkList = z.infer<typeof bookmarkListSchema>;

export const bookmarkIdParamsSchema = z.object({ bookmarkId: objectIdSchema });
export const bookmarkDeletedSchema = z.object({ _id: objectIdSchema, deleted: z.literal(true) });
