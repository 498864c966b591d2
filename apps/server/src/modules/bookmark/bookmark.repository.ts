import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { bookmark, post } from "../../db/schema/index.ts";

export type BookmarkRow = typeof bookmark.$inferSelect;

/** Inserts the bookmark unless the user already has one for the post; returns the one that exists. */
export async function upsertBookmark(db: Queryable, row: typeof bookmark.$inferInsert): Promise<BookmarkRow> {
  const [inserted] = await db.insert(bookmark).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(bookmark)
    .where(
      and(
        eq(bookmark.companyId, row.companyId),
        eq(bookmark.userId, row.userId),
        eq(bookmark.postId, row.postId),
      ),
    );
  if (!existing) throw new Error("bookmark conflict without an existing row");
  return existing;
}

/**
 * One page of the user's bookmarks, newest first (ids start with their creation time), of posts
 * that still exist. `from` is the last id of the previous page; one extra row tells if more follow.
 */
export async function listBookmarks(
  db: Queryable,
  companyId: string,
  userId: string,
  from: string | undefined,
  limit: number,
): Promise<BookmarkRow[]> {
  const rows = await db
    .select({ bookmark })
    .from(bookmark)
    .innerJoin(post, and(eq(post.companyId, bookmark.companyId), eq(post.id, bookmark.postId)))
    .where(
      and(
        eq(bookmark.companyId, companyId),
        eq(bookmark.userId, userId),
        isNull(post.deletedAt),
        from === undefined ? undefined : lt(bookmark.id, from),
      ),
    )
    .orderBy(desc(bookmark.id))
    .limit(limit);
  return rows.map((row) => row.bookmark);
}

/** Deletes the user's own bookmark; another user's (or tenant's) id deletes nothing. */
export async function deleteOwnBookmark(
  db: Queryable,
  companyId: string,
  userId: string,
  bookmarkId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(bookmark)
    .where(and(eq(bookmark.companyId, companyId), eq(bookmark.userId, userId), eq(bookmark.id, bookmarkId)))
    .returning({ id: bookmark.id });
  return deleted.length > 0;
}
