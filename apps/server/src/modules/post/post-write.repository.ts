import type { ChannelPlan } from "@chorus/shared/post/post-actions.rules";
import { and, eq, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channel, company, post, postChannel } from "../../db/schema/index.ts";

export type PostInsert = typeof post.$inferInsert;
export type PostRow = typeof post.$inferSelect;
export type PostChannelRow = typeof postChannel.$inferSelect;

/** The company settings posting depends on. */
export interface PostingSettings {
  isUserPublishEnabled: boolean;
  adminsOnlyPosting: boolean;
  proposePostPoint: number;
  defaultPostExpiration: number;
}

export async function loadPostingSettings(db: Queryable, companyId: string): Promise<PostingSettings> {
  const [row] = await db
    .select({
      isUserPublishEnabled: company.isUserPublishEnabled,
      adminsOnlyPosting: company.adminsOnlyPosting,
      proposePostPoint: company.proposePostPoint,
      defaultPostExpiration: company.defaultPostExpiration,
    })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row;
}

/** The post (not deleted) with its channel rows, or null; always within the company. */
export async function loadPostForWrite(db: Queryable, companyId: string, postId: string) {
  const [row] = await db
    .select()
    .from(post)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId), isNull(post.deletedAt)));
  if (!row) return null;
  const channels = await db
    .select()
    .from(postChannel)
    .where(and(eq(postChannel.companyId, companyId), eq(postChannel.postId, postId)));
  return { post: row, channels };
}

/** The company's active channels among the ids, with their names. */
export async function loadActiveChannels(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: channel.id, name: channel.name })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, [...ids]), eq(channel.isActive, true)));
}

/** Make the post's channel rows exactly the plans (lang copied for the feed's index). */
export async function writeChannelPlans(
  db: Queryable,
  companyId: string,
  postId: string,
  plans: readonly ChannelPlan[],
  lang: string,
  now: Date,
): Promise<void> {
  const keep = plans.map((plan) => plan.channelId);
  await db
    .delete(postChannel)
    .where(
      and(
        eq(postChannel.companyId, companyId),
        eq(postChannel.postId, postId),
        keep.length > 0 ? notInArray(postChannel.channelId, keep) : sql`true`,
      ),
    );
  for (const plan of plans) {
    const values = {
      status: plan.status,
      publishedAt: plan.publishedAt,
      archivedAt: plan.archivedAt,
      scheduledAt: plan.publishedAt && plan.publishedAt.getTime() > now.getTime() ? plan.publishedAt : null,
      lang,
    };
    await db
      .insert(postChannel)
      .values({ companyId, postId, channelId: plan.channelId, ...values })
      .onConflictDoUpdate({ target: [postChannel.postId, postChannel.channelId], set: values });
  }
}

/**
 * Core §3 socnetSet shareCount: one more share of the post on the network. Only networks the post
 * lists are counted there (the set is also the list of networks the post is offered on); every
 * share is in the share table either way.
 */
export async function countShareOnPost(db: Queryable, companyId: string, postId: string, media: string) {
  await db.execute(shareCountIncrement(companyId, postId, media));
}

/**
 * The UPDATE behind countShareOnPost: the network entry's shareCount + 1, when the post offers
 * that network. A statement of its own, so the generic share can run it inside its one statement.
 */
export function shareCountIncrement(companyId: string, postId: string, media: string): SQL {
  return sql`UPDATE ${post} SET socnet_set = jsonb_set(
        ${post.socnetSet},
        ARRAY[${media}]::text[],
        (${post.socnetSet} -> ${media})
          || jsonb_build_object('shareCount', coalesce((${post.socnetSet} -> ${media} ->> 'shareCount')::int, 0) + 1))
      WHERE ${post.companyId} = ${companyId} AND ${post.id} = ${postId} AND ${post.socnetSet} ? ${media}`;
}

export async function insertPost(tx: Queryable, row: PostInsert): Promise<void> {
  await tx.insert(post).values(row);
}

/** Changes the post's own columns (its channel rows go through writeChannelPlans). */
export async function updatePostRow(
  tx: Queryable,
  companyId: string,
  postId: string,
  changes: Partial<PostInsert>,
): Promise<void> {
  await tx
    .update(post)
    .set(changes)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId)));
}

/** The post is marked deleted and leaves every channel (call inside a transaction). */
export async function markPostDeleted(tx: Queryable, companyId: string, postId: string): Promise<void> {
  await tx
    .update(post)
    .set({ deletedAt: new Date() })
    .where(and(eq(post.companyId, companyId), eq(post.id, postId)));
  await tx
    .delete(postChannel)
    .where(and(eq(postChannel.companyId, companyId), eq(postChannel.postId, postId)));
}

export type PostChannelChange = Pick<
  typeof postChannel.$inferInsert,
  "status" | "publishedAt" | "archivedAt" | "scheduledAt"
>;

/** Changes the post's row in one channel. */
export async function updatePostChannel(
  tx: Queryable,
  companyId: string,
  postId: string,
  channelId: string,
  changes: PostChannelChange,
): Promise<void> {
  await tx
    .update(postChannel)
    .set(changes)
    .where(
      and(
        eq(postChannel.companyId, companyId),
        eq(postChannel.postId, postId),
        eq(postChannel.channelId, channelId),
      ),
    );
}

/**
 * The post's view count, raised by one first when `counted` (a user's first view of the day).
 * Owned here like the share counts: the post module is the only writer of post rows.
 */
export async function countPostView(
  db: Queryable,
  companyId: string,
  postId: string,
  counted: boolean,
): Promise<number> {
  const scope = and(eq(post.companyId, companyId), eq(post.id, postId));
  const [row] = counted
    ? await db
        .update(post)
        .set({ viewCount: sql`${post.viewCount} + 1` })
        .where(scope)
        .returning({ viewCount: post.viewCount })
    : await db.select({ viewCount: post.viewCount }).from(post).where(scope);
  return row?.viewCount ?? 0;
}
