import { LIKER_LIST_SIZE, type Liker } from "@chorus/shared/like/like.contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { appUser, post, postLike } from "../../db/schema/index.ts";

interface LikeKey {
  companyId: string;
  postId: string;
  userId: string;
}

/**
 * Adds the like and, only when a row was really inserted, counts it, in the caller's transaction.
 * A second like of the same user waits on the primary key and then inserts nothing, so parallel
 * clicks count once; the counter update takes the post row's lock, so parallel users all count.
 */
export async function insertLike(tx: Tx, key: LikeKey): Promise<number> {
  const inserted = await tx
    .insert(postLike)
    .values(key)
    .onConflictDoNothing()
    .returning({ userId: postLike.userId });
  if (inserted.length > 0) {
    const [row] = await tx
      .update(post)
      .set({ likeCount: sql`${post.likeCount} + 1` })
      .where(and(eq(post.companyId, key.companyId), eq(post.id, key.postId)))
      .returning({ likeCount: post.likeCount });
    return row?.likeCount ?? 0;
  }
  return currentLikeCount(tx, key);
}

/** Removes the like and, only when a row was really deleted, uncounts it (never below 0). */
export async function deleteLike(tx: Tx, key: LikeKey): Promise<number> {
  const deleted = await tx
    .delete(postLike)
    .where(
      and(
        eq(postLike.companyId, key.companyId),
        eq(postLike.postId, key.postId),
        eq(postLike.userId, key.userId),
      ),
    )
    .returning({ userId: postLike.userId });
  if (deleted.length > 0) {
    const [row] = await tx
      .update(post)
      .set({ likeCount: sql`greatest(${post.likeCount} - 1, 0)` })
      .where(and(eq(post.companyId, key.companyId), eq(post.id, key.postId)))
      .returning({ likeCount: post.likeCount });
    return row?.likeCount ?? 0;
  }
  return currentLikeCount(tx, key);
}

async function currentLikeCount(db: Queryable, key: LikeKey): Promise<number> {
  const [row] = await db
    .select({ likeCount: post.likeCount })
    .from(post)
    .where(and(eq(post.companyId, key.companyId), eq(post.id, key.postId)));
  return row?.likeCount ?? 0;
}

export async function hasLiked(db: Queryable, key: LikeKey): Promise<boolean> {
  const [row] = await db
    .select({ userId: postLike.userId })
    .from(postLike)
    .where(
      and(
        eq(postLike.companyId, key.companyId),
        eq(postLike.postId, key.postId),
        eq(postLike.userId, key.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The latest likers of a post, newest first. */
export async function latestLikers(db: Queryable, companyId: string, postId: string): Promise<Liker[]> {
  const rows = await db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
    })
    .from(postLike)
    .innerJoin(appUser, and(eq(appUser.companyId, postLike.companyId), eq(appUser.id, postLike.userId)))
    .where(and(eq(postLike.companyId, companyId), eq(postLike.postId, postId)))
    .orderBy(desc(postLike.likedAt), desc(postLike.userId))
    .limit(LIKER_LIST_SIZE);
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}
