import type { LikeDetails, LikeState } from "@chorus/shared/like/like.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { deleteLike, hasLiked, insertLike, latestLikers } from "./like.repository.ts";

const keyOf = (ctx: RequestContext, postId: string) => ({
  companyId: ctx.companyId,
  postId,
  userId: ctx.actor.userId,
});

export async function getLikes(ctx: RequestContext, postId: string): Promise<LikeDetails> {
  const { post } = await loadReadablePost(ctx, postId);
  const isLiked = await hasLiked(ctx.db, keyOf(ctx, postId));
  const likerList = await latestLikers(ctx.db, ctx.companyId, postId);
  return { likeCount: post.likeCount, isLiked, likerList };
}

/**
 * Idempotent: liking a liked post changes nothing. One statement checks the post is readable
 * (loadReadablePost's decision in SQL), writes the row and its counter (see insertLike).
 */
export async function likePost(ctx: RequestContext, postId: string): Promise<LikeState> {
  const likeCount = await insertLike(ctx.db, keyOf(ctx, postId), ctx.actor);
  if (likeCount === null) throw notFound("Post not found");
  return { likeCount, isLiked: true };
}

/** Idempotent: unliking a post not liked changes nothing; one statement as likePost. */
export async function unlikePost(ctx: RequestContext, postId: string): Promise<LikeState> {
  const likeCount = await deleteLike(ctx.db, keyOf(ctx, postId), ctx.actor);
  if (likeCount === null) throw notFound("Post not found");
  return { likeCount, isLiked: false };
}
