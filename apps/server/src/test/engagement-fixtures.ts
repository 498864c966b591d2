import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { post } from "../db/schema/index.ts";

/**
 * Finds demo posts for the reader-action tests (likes, comments, bookmarks, confirmations,
 * surveys): live posts whose only channel is the named one, so who may read and manage them is
 * plain. `index` picks the next one when a test needs several.
 */
export async function livePostIn(db: Queryable, channelName: string, index = 0): Promise<string> {
  const result = (await db.execute(sql`
    SELECT p.id FROM post p
      JOIN post_channel pc ON pc.company_id = p.company_id AND pc.post_id = p.id
      JOIN channel c ON c.company_id = pc.company_id AND c.id = pc.channel_id
     WHERE c.name = ${channelName}
       AND p.deleted_at IS NULL
       AND pc.status = 'published'
       AND pc.published_at <= now()
       AND (pc.archived_at IS NULL OR pc.archived_at > now())
       AND NOT EXISTS (SELECT 1 FROM post_channel other
                        WHERE other.post_id = p.id AND other.channel_id <> pc.channel_id)
     ORDER BY p.id
     LIMIT 1 OFFSET ${index}`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no live post number ${index} in ${channelName}`);
  return id;
}

export async function postCounters(db: Queryable, postId: string) {
  const [row] = await db
    .select({ likeCount: post.likeCount, commentCount: post.commentCount })
    .from(post)
    .where(and(eq(post.id, postId)));
  if (!row) throw new Error(`no post ${postId}`);
  return row;
}

/** Sets post fields a test depends on (type, survey, flags), so the test does not rely on chance. */
export async function setPost(db: Queryable, postId: string, values: Partial<typeof post.$inferInsert>) {
  await db.update(post).set(values).where(eq(post.id, postId));
}

/** An Acme sharer besides Emma (the other demo sharers sign in with the same password). */
export const ACME_SHARER_PRIYA = "priya@acme.example";
/** A Field Sales sharer: reads the Field Sales Wins channel that Gustav (group admin) manages. */
export const ACME_FIELD_SALES_LUKAS = "lukas@acme.example";
