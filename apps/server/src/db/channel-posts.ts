import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Queryable } from "./client.ts";
import { channel, post, postChannel } from "./schema/index.ts";

/**
 * What the outgoing integrations (Microsoft Teams, Slack) read of the channels a company picked:
 * which picked channels still exist and are on, and which posts went live in them since the last
 * delivery.
 */

/** The ids among `ids` of the company's active channels. */
export async function activeChannelIds(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: channel.id })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, [...ids]), eq(channel.isActive, true)));
  return rows.map((r) => r.id);
}

export interface PublishedPost {
  id: string;
  title: string;
  body: string;
  publishedAt: Date;
}

/** Posts that went live in one of the channels in (since, until], oldest first, each once. */
export async function postsWentLiveBetween(
  db: Queryable,
  companyId: string,
  channelIds: readonly string[],
  since: Date,
  until: Date,
  limit: number,
): Promise<PublishedPost[]> {
  if (channelIds.length === 0) return [];
  const rows = await db
    .select({ id: post.id, title: post.title, body: post.body, publishedAt: postChannel.publishedAt })
    .from(postChannel)
    .innerJoin(post, and(eq(post.id, postChannel.postId), eq(post.companyId, postChannel.companyId)))
    .where(
      and(
        eq(postChannel.companyId, companyId),
        inArray(postChannel.channelId, [...channelIds]),
        inArray(postChannel.status, ["published", "approved"]),
        gt(postChannel.publishedAt, since),
        lte(postChannel.publishedAt, until),
        isNull(post.deletedAt),
      ),
    )
    .orderBy(asc(postChannel.publishedAt))
    // A post live in several picked channels has a row per channel.
    .limit(limit * 4);
  const seen = new Map<string, PublishedPost>();
  for (const row of rows)
    if (!seen.has(row.id) && row.publishedAt)
      seen.set(row.id, { id: row.id, title: row.title, body: row.body, publishedAt: row.publishedAt });
  return [...seen.values()].slice(0, limit);
}
