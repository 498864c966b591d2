import { LIKER_LIST_SIZE, type Liker } from "@chorus/shared/like/like.contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { type PreparedRows, prepareRows } from "../../db/prepared.ts";
import { appUser, post, postLike } from "../../db/schema/index.ts";

interface LikeKey {
  companyId: string;
  postId: string;
  userId: string;
}

const keyRefs = {
  companyId: sql.placeholder("companyId"),
  postId: sql.placeholder("postId"),
  userId: sql.placeholder("userId"),
};

/**
 * Adds the like and counts it, in one statement (its own transaction: the insert and the counter
 * commit together or not at all, with no BEGIN/COMMIT round trips). The counter moves only when a
 * row was really inserted: a second like of the same user waits on the primary key and then
 * inserts nothing, so parallel clicks count once; the counter update takes the post row's lock, so
 * parallel users all count. When nothing was inserted, the post's current count is answered.
 */
const insertLikeStatement = (db: Queryable) =>
  countedChange(
    db,
    sql`INSERT INTO ${postLike} (company_id, post_id, user_id)
        VALUES (${keyRefs.companyId}, ${keyRefs.postId}, ${keyRefs.userId})
        ON CONFLICT DO NOTHING RETURNING 1`,
    sql`like_count + 1`,
  );

/** Removes the like and, only when a row was really deleted, uncounts it (never below 0); one statement. */
const deleteLikeStatement = (db: Queryable) =>
  countedChange(
    db,
    sql`DELETE FROM ${postLike}
        WHERE company_id = ${keyRefs.companyId} AND post_id = ${keyRefs.postId} AND user_id = ${keyRefs.userId}
        RETURNING 1`,
    sql`greatest(like_count - 1, 0)`,
  );

/**
 * `change` (returning a row when it did something) and the counter update it implies, as one
 * NAMED prepared statement whose text is built once (every like runs it: PostgreSQL parses and
 * plans it once per connection, the app does not rebuild it).
 */
function countedChange(db: Queryable, change: SQL, counted: SQL): PreparedRows<{ like_count: number }> {
  return prepareRows(
    db,
    sql`
    WITH changed AS (${change}),
    counted AS (
      UPDATE ${post} SET like_count = ${counted}
      WHERE company_id = ${keyRefs.companyId} AND id = ${keyRefs.postId} AND EXISTS (SELECT 1 FROM changed)
      RETURNING like_count
    )
    SELECT like_count FROM counted
    UNION ALL
    SELECT like_count FROM ${post}
    WHERE company_id = ${keyRefs.companyId} AND id = ${keyRefs.postId} AND NOT EXISTS (SELECT 1 FROM counted)`,
  );
}

/** Each statement built once per database handle (tests open several). */
const inserts = new WeakMap<Queryable, PreparedRows<{ like_count: number }>>();
const deletes = new WeakMap<Queryable, PreparedRows<{ like_count: number }>>();

async function run(
  statements: WeakMap<Queryable, PreparedRows<{ like_count: number }>>,
  build: (db: Queryable) => PreparedRows<{ like_count: number }>,
  db: Queryable,
  key: LikeKey,
): Promise<number> {
  let statement = statements.get(db);
  if (!statement) {
    statement = build(db);
    statements.set(db, statement);
  }
  const [row] = await statement.rows({ ...key });
  return Number(row?.like_count ?? 0);
}

/** Adds the like and counts it (see insertLikeStatement); answers the post's like count. */
export async function insertLike(db: Queryable, key: LikeKey): Promise<number> {
  return run(inserts, insertLikeStatement, db, key);
}

/** Removes the like and uncounts it (see deleteLikeStatement); answers the post's like count. */
export async function deleteLike(db: Queryable, key: LikeKey): Promise<number> {
  return run(deletes, deleteLikeStatement, db, key);
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
