import { isLiveInChannel } from "@chorus/shared/post/post.rules";
import { and, eq, isNull } from "drizzle-orm";
import { company, post, postChannel } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { channelSetHas, curatorChannelIds, readableChannelIds } from "../channel/channel-access.ts";

export type PostRow = typeof post.$inferSelect;
export type PostChannelRow = typeof postChannel.$inferSelect;

/** A post the actor may read, with every channel it is in. */
export interface ReadablePost {
  post: PostRow;
  channels: PostChannelRow[];
}

const isArchived = (row: PostChannelRow, now: Date): boolean =>
  row.status === "archived" ||
  ((row.status === "published" || row.status === "approved") &&
    row.archivedAt !== null &&
    row.archivedAt.getTime() <= now.getTime());

/**
 * The post if the actor may read it, else 404 (also for another tenant's post or a deleted one):
 * published in a channel they read (or archived there, when the company lets everyone read the
 * archive), their own post, or a post in a channel they curate.
 */
export async function loadReadablePost(ctx: RequestContext, postId: string): Promise<ReadablePost> {
  const [row] = await ctx.db
    .select()
    .from(post)
    .where(and(eq(post.companyId, ctx.companyId), eq(post.id, postId), isNull(post.deletedAt)))
    .limit(1);
  if (!row) throw notFound("Post not found");
  const channels = await ctx.db
    .select()
    .from(postChannel)
    .where(and(eq(postChannel.companyId, ctx.companyId), eq(postChannel.postId, postId)));
  if (row.createdBy === ctx.actor.userId) return { post: row, channels };

  const now = new Date();
  const curated = await curatorChannelIds(ctx.db, ctx.companyId, ctx.actor);
  if (channels.some((channel) => channelSetHas(curated, channel.channelId))) return { post: row, channels };

  const readable = new Set(await readableChannelIds(ctx.db, ctx.companyId, ctx.actor));
  const inReadable = channels.filter((channel) => readable.has(channel.channelId));
  if (inReadable.some((channel) => isLiveInChannel(channel, now))) return { post: row, channels };
  if (inReadable.some((channel) => isArchived(channel, now)) && (await archiveIsOpen(ctx))) {
    return { post: row, channels };
  }
  throw notFound("Post not found");
}

async function archiveIsOpen(ctx: RequestContext): Promise<boolean> {
  const [found] = await ctx.db
    .select({ open: company.isArchivedReadEnabled })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  return found?.open ?? false;
}
