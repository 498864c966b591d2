import { createdResponseType } from "@chorus/shared/post/post-actions.rules";
import type { PostWriteResponse } from "@chorus/shared/post/post-write.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { managedChannelIds } from "../channel/index.ts";
import { announcePostCountsChanged } from "../notification/index.ts";
import { presentPosts } from "./post.presenter.ts";
import { notifyApproval, notifyRejection } from "./post-proposal.notifications.ts";
import { enqueueAnnouncements } from "./post-schedule.jobs.ts";
import { loadReadablePost } from "./post-visibility.ts";
import { postWritePolicy } from "./post-write.policy.ts";
import {
  loadActiveChannels,
  loadPostForWrite,
  type PostChannelChange,
  updatePostChannel,
} from "./post-write.repository.ts";

/**
 * A curator's decision on a post in one channel they manage. Approved: published there from now
 * (no archive date). Rejected: it leaves that channel's feeds for the Rejected one. The counters
 * are counted from these rows, so they follow (and never go below 0).
 */
export async function setChannelStatus(
  ctx: RequestContext,
  jobs: Jobs,
  postId: string,
  channelId: string,
  status: "approved" | "rejected",
): Promise<PostWriteResponse> {
  const found = await loadPostForWrite(ctx.db, ctx.companyId, postId);
  if (!found) throw notFound("Post not found");
  const row = found.channels.find((c) => c.channelId === channelId);
  if (!row) throw notFound("The post is not in this channel");
  const managed = await managedChannelIds(ctx.db, ctx.companyId, ctx.actor);
  if (!postWritePolicy.manage({ userId: ctx.actor.userId, managed }, { channelIds: [channelId] })) {
    await loadReadablePost(ctx, postId);
    throw new AppError(403, "403.0", "Only a manager of this channel may approve or reject the post.");
  }
  const now = new Date();
  const alreadyLive = row.status === "published" || row.status === "approved";
  const next: PostChannelChange | null =
    status === "rejected"
      ? { status: "rejected", publishedAt: null, archivedAt: null, scheduledAt: null }
      : alreadyLive
        ? null
        : { status: "published", publishedAt: now, archivedAt: null, scheduledAt: null };
  if (next) {
    const [channel] = await loadActiveChannels(ctx.db, ctx.companyId, [channelId]);
    await ctx.db.transaction(async (tx) => {
      await updatePostChannel(tx, ctx.companyId, postId, channelId, next);
      await announcePostCountsChanged(tx, ctx.companyId);
      const proposal = {
        companyId: ctx.companyId,
        postId,
        title: found.post.title,
        imageUrl: found.post.imageMetadataList[0]?.url ?? null,
        proposerId: found.post.createdBy,
      };
      const decision = { approverId: ctx.actor.userId, channelName: channel?.name ?? "" };
      if (next.status === "rejected") await notifyRejection(tx, proposal, decision);
      if (next.status === "published") await notifyApproval(tx, proposal, decision);
    });
  }
  if (next?.status === "published") {
    await enqueueAnnouncements(
      ctx,
      jobs,
      postId,
      [{ channelId, status: "published", publishedAt: now, archivedAt: null }],
      now,
      found.post.isPostInstantPushEnabled,
    );
  }
  const [presented] = await presentPosts(ctx, [postId]);
  if (!presented) throw notFound("Post not found");
  return { type: createdResponseType(presented.status), post: presented };
}
