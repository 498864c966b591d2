import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Post } from "@chorus/shared/post/post.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { presentPosts } from "./post.presenter.ts";
import { insertFeedback } from "./post.repository.ts";
import { loadCounters } from "./post-counters.repository.ts";
import { loadReadablePost } from "./post-visibility.ts";
import { loadViewer } from "./viewer.repository.ts";

/** One post as the feed shows it; 404 when the actor may not read it. */
export async function readPost(ctx: RequestContext, postId: string): Promise<Post> {
  await loadReadablePost(ctx, postId);
  const [post] = await presentPosts(ctx, [postId]);
  if (!post) throw notFound("Post not found");
  return post;
}

export async function readCounters(ctx: RequestContext) {
  return loadCounters(ctx, await loadViewer(ctx));
}

/** A reader's feedback on a post they can read (POST /api/post3/{postId}/feedback). */
export async function addFeedback(
  ctx: RequestContext,
  postId: string,
  feedback: string,
): Promise<{ _id: string }> {
  await loadReadablePost(ctx, postId);
  const id = newObjectId();
  await ctx.db.transaction(async (tx) => {
    await insertFeedback(tx, { id, companyId: ctx.companyId, postId, userId: ctx.actor.userId, feedback });
  });
  return { _id: id };
}
