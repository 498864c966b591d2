import { isArchivedInChannel, isLiveInChannel } from "@chorus/shared/post/post.rules";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { channelSetHas, curatorChannelIds, readableChannelIds } from "../channel/index.ts";
import { findCompany } from "../company/index.ts";
import { loadPostForWrite, type PostChannelRow, type PostRow } from "./post-write.repository.ts";

export type { PostChannelRow, PostRow };

/** A post the actor may read, with every channel it is in. */
export interface ReadablePost {
  post: PostRow;
  channels: PostChannelRow[];
}

/**
 * The post if the actor may read it, else 404 (also for another tenant's post or a deleted one):
 * published in a channel they read (or archived there, when the company lets everyone read the
 * archive), their own post, or a post in a channel they curate.
 */
export async function loadReadablePost(ctx: RequestContext, postId: string): Promise<ReadablePost> {
  const found = await loadPostForWrite(ctx.db, ctx.companyId, postId);
  if (!found) throw notFound("Post not found");
  const { post: row, channels } = found;
  if (row.createdBy === ctx.actor.userId) return { post: row, channels };

  const now = new Date();
  const curated = await curatorChannelIds(ctx.db, ctx.companyId, ctx.actor);
  if (channels.some((channel) => channelSetHas(curated, channel.channelId))) return { post: row, channels };

  const readable = new Set(await readableChannelIds(ctx.db, ctx.companyId, ctx.actor));
  const inReadable = channels.filter((channel) => readable.has(channel.channelId));
  if (inReadable.some((channel) => isLiveInChannel(channel, now))) return { post: row, channels };
  if (inReadable.some((channel) => isArchivedInChannel(channel, now)) && (await archiveIsOpen(ctx))) {
    return { post: row, channels };
  }
  throw notFound("Post not found");
}

async function archiveIsOpen(ctx: RequestContext): Promise<boolean> {
  return (await findCompany(ctx.db, ctx.companyId))?.isArchivedReadEnabled ?? false;
}
