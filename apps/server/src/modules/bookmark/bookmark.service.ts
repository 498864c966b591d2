import {
  BOOKMARK_PAGE_SIZE,
  type Bookmark,
  type BookmarkList,
} from "@chorus/shared/bookmark/bookmark.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { presentBookmark } from "./bookmark.presenter.ts";
import { deleteOwnBookmark, listBookmarks, upsertBookmark } from "./bookmark.repository.ts";

/** Idempotent: bookmarking a bookmarked post answers the bookmark that exists. */
export async function addBookmark(ctx: RequestContext, postId: string): Promise<Bookmark> {
  await loadReadablePost(ctx, postId);
  const now = new Date();
  const row = await upsertBookmark(ctx.db, {
    id: newObjectId(now),
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    postId,
    createdAt: now,
  });
  return presentBookmark(row);
}

export async function listMyBookmarks(ctx: RequestContext, from: string | undefined): Promise<BookmarkList> {
  const rows = await listBookmarks(ctx.db, ctx.companyId, ctx.actor.userId, from, BOOKMARK_PAGE_SIZE + 1);
  return {
    bookmarkList: rows.slice(0, BOOKMARK_PAGE_SIZE).map(presentBookmark),
    hasMore: rows.length > BOOKMARK_PAGE_SIZE,
  };
}

/** Only one's own bookmark; anyone else's is not found. */
export async function removeBookmark(
  ctx: RequestContext,
  bookmarkId: string,
): Promise<{ _id: string; deleted: true }> {
  if (!(await deleteOwnBookmark(ctx.db, ctx.companyId, ctx.actor.userId, bookmarkId))) {
    throw notFound("Bookmark not found");
  }
  return { _id: bookmarkId, deleted: true };
}
