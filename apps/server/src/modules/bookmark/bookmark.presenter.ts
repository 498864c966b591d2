import type { Bookmark } from "@chorus/shared/bookmark/bookmark.contract";
import type { BookmarkRow } from "./bookmark.repository.ts";

export const presentBookmark = (row: BookmarkRow): Bookmark => ({
  _id: row.id,
  postId: row.postId,
  createdAt: row.createdAt.toISOString(),
});
