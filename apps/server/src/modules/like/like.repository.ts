import { LIKER_LIST_SIZE, type Liker } from "@chorus/shared/like/like.contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { appUser, post, postLike } from "../../db/schema/index.ts";

interface LikeKey {
  companyId: string;
  postId: string;
  userId: string;
}

/**
 * Adds the like and counts it, in one statement (its own transaction: the insert and the counter
 * commit together or not at all, with no BEGIN/COMMIT round trips). The counter moves only when a
 * row was really inserted: a second like of the same user waits on the primary key and then
 * inserts nothing, so parallel clicks count once; the counter update takes the post row's lock, so
 * parallel users all count. When nothing was inserted, the post's current count is answered.
 */
export async function insertLike(db: Queryable, key: LikeKey): Promise<number> {
  return countedChange(
    db,
    key,
    sql`INSERT INTO ${postLike} (company_id, post_id, user_id)
        VALUES (${key.companyId}, ${key.postId}, ${key.userId})
        ON CONFLICT DO NOTHING RETURNING 1`,
    sql`like_count + 1`,
  );
}

/** Removes the like and, only when a row was really deleted, uncounts it (never below 0); one statement. */
export async function deleteLike(db: Queryable, key: LikeKey): Promise<number> {
  return countedChange(
    db,
    key,
    sql`DELETE FROM ${postLike}
        WHERE company_id = ${key.companyId} AND post_id = ${key.postId} AND user_id = ${key.userId}
        RETURNING 1`,
    sql`greatest(like_count - 1, 0)`,
  );
}

/** `change` (returning a row when it did something) and the counter update it implies, as one statement. */
async function countedChange(db: Queryable, key: LikeKey, change: SQL, counted: SQL): Promise<number> {
  const [row] = await rowsOf<{ like_count: number }>(
    db,
    sql`
    WITH changed AS (${change}),
    counted AS (
      UPDATE ${post} SET like_count = ${counted}
      WHERE company_id = ${key.companyId} AND id = ${key.postId} AND EXISTS (SELECT 1 FROM changed)
      RETURNING like_count
    )
    SELECT like_count FROM counted
    UNION ALL
    SELECT like_count FROM ${post}
    WHERE company_id = ${key.companyId} AND id = ${key.postId} AND NOT EXISTS (SELECT 1 FROM counted)`,
  );
  return Number(row?.like_count ?? 0);
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
