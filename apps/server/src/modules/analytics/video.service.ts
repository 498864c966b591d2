import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { recordVideoPlay } from "./video.repository.ts";

/**
 * GET /api/analytics/videostream?postId=: the web calls it when a reader starts a post's video.
 * The post must be one the caller may read and carry a video. A play counts once per viewer, post
 * and UTC day, so repeating the call (or a page that makes the browser call it) adds nothing more.
 */
export async function playVideo(ctx: RequestContext, postId: string, now: Date) {
  const { post } = await loadReadablePost(ctx, postId);
  if (post.type !== "video" && !post.videoUrl && !post.linkedinVideoUrn)
    throw badRequest("This post has no video.");
  const playCount = await ctx.db.transaction((tx) =>
    recordVideoPlay(tx, {
      companyId: ctx.companyId,
      postId,
      userId: ctx.actor.userId,
      day: now.toISOString().slice(0, 10),
    }),
  );
  return { postId, playCount };
}
