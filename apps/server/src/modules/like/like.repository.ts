import { LIKER_LIST_SIZE, type Liker } from "@chorus/shared/like/like.contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { type PreparedRows, perDatabase, prepareRows } from "../../db/prepared.ts";
import { appUser, post, postLike } from "../../db/schema/index.ts";
import {
  type ChannelActor,
  type CuratedShape,
  curatedShapeOf,
  readablePostCondition,
  readerValues,
} from "../post/index.ts";

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
 * The post, only when it exists in the company, is not deleted and the liker may read it
 * (loadReadablePost's decision in SQL, readablePostCondition): the write below runs only then.
 */
const readableTarget = (shape: CuratedShape) => sql`
    SELECT p.id FROM ${post} p
     WHERE p.company_id = ${keyRefs.companyId} AND p.id = ${keyRefs.postId} AND p.deleted_at IS NULL
       AND ${readablePostCondition(shape)}`;

/**
 * Adds the like and counts it, in one statement that also checks the post is readable (its own
 * transaction: the insert and the counter commit together or not at all, with no BEGIN/COMMIT
 * round trips, and no read beforehand). The counter moves only when a row was really inserted: a
 * second like of the same user waits on the primary key and then inserts nothing, so parallel
 * clicks count once; the counter update takes the post row's lock, so parallel users all count.
 * When nothing was inserted, the post's current count is answered.
 */
const insertLikeStatement = (shape: CuratedShape) => (db: Queryable) =>
  countedChange(
    db,
    shape,
    sql`INSERT INTO ${postLike} (company_id, post_id, user_id)
        SELECT ${keyRefs.companyId}, ${keyRefs.postId}, ${keyRefs.userId} FROM target
        ON CONFLICT DO NOTHING RETURNING 1`,
    sql`like_count + 1`,
  );

/**
 * Removes the like and, only when a row was really deleted, uncounts it (never below 0); one
 * statement, which also checks the post is readable.
 */
const deleteLikeStatement = (shape: CuratedShape) => (db: Queryable) =>
  countedChange(
    db,
    shape,
    sql`DELETE FROM ${postLike}
        WHERE company_id = ${keyRefs.companyId} AND post_id = ${keyRefs.postId} AND user_id = ${keyRefs.userId}
          AND EXISTS (SELECT 1 FROM target)
        RETURNING 1`,
    sql`greatest(like_count - 1, 0)`,
  );

/**
 * `change` (returning a row when it did something) and the counter update it implies, as one
 * NAMED prepared statement whose text is built once per curated shape (every like runs it:
 * PostgreSQL parses and plans it once per connection, the app does not rebuild it). No row when
 * the post is not there for the liker.
 */
function countedChange(
  db: Queryable,
  shape: CuratedShape,
  change: SQL,
  counted: SQL,
): PreparedRows<{ like_count: number }> {
  return prepareRows(
    db,
    sql`
    WITH target AS (${readableTarget(shape)}),
    changed AS (${change}),
    counted AS (
      UPDATE ${post} SET like_count = ${counted}
      WHERE company_id = ${keyRefs.companyId} AND id = ${keyRefs.postId} AND EXISTS (SELECT 1 FROM changed)
      RETURNING like_count
    )
    SELECT like_count FROM counted
    UNION ALL
    SELECT like_count FROM ${post}
    WHERE company_id = ${keyRefs.companyId} AND id = ${keyRefs.postId}
      AND EXISTS (SELECT 1 FROM target) AND NOT EXISTS (SELECT 1 FROM counted)`,
  );
}

/** One statement per change and curated shape, each built once per database handle. */
const SHAPES: CuratedShape[] = ["all", "none", "groupAdmin", "staffManager"];
const statementsOf = (
  build: (shape: CuratedShape) => (db: Queryable) => PreparedRows<{ like_count: number }>,
) => new Map(SHAPES.map((shape) => [shape, perDatabase(build(shape))]));
const insertStatements = statementsOf(insertLikeStatement);
const deleteStatements = statementsOf(deleteLikeStatement);

async function run(
  statements: typeof insertStatements,
  db: Queryable,
  key: LikeKey,
  actor: ChannelActor,
): Promise<number | null> {
  const shape = curatedShapeOf(actor.role);
  const statement = statements.get(shape);
  if (!statement) throw new Error(`no like statement for ${shape}`);
  const [row] = await statement(db).rows({ ...readerValues(key.companyId, actor), ...key });
  return row ? Number(row.like_count) : null;
}

/**
 * Adds the like and counts it (see insertLikeStatement); answers the post's like count, or null
 * when the post is not there for the liker (unknown, deleted, another tenant's, not readable).
 */
export async function insertLike(db: Queryable, key: LikeKey, actor: ChannelActor): Promise<number | null> {
  return run(insertStatements, db, key, actor);
}

/** Removes the like and uncounts it (see deleteLikeStatement); the count, or null as insertLike. */
export async function deleteLike(db: Queryable, key: LikeKey, actor: ChannelActor): Promise<number | null> {
  return run(deleteStatements, db, key, actor);
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
