import { isArchivedInChannel, isLiveInChannel } from "@chorus/shared/post/post.rules";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { channelSetHas } from "../channel/index.ts";
import { loadPostForReader } from "./post-reader.repository.ts";
import type { PostChannelRow, PostRow } from "./post-write.repository.ts";

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
  // One round trip: the post, its channels and the actor's channel sets together.
  const found = await loadPostForReader(ctx.db, ctx.companyId, postId, ctx.actor);
  if (!found) throw notFound("Post not found");
  const { post: row, channels } = found;
  if (row.createdBy === ctx.actor.userId) return { post: row, channels };

  const now = new Date();
  if (channels.some((channel) => channelSetHas(found.curated, channel.channelId)))
    return { post: row, channels };

  const readable = new Set(found.readable);
  const inReadable = channels.filter((channel) => readable.has(channel.channelId));
  if (inReadable.some((channel) => isLiveInChannel(channel, now))) return { post: row, channels };
  if (found.archiveOpen && inReadable.some((channel) => isArchivedInChannel(channel, now))) {
    return { post: row, channels };
  }
  throw notFound("Post not found");
}
