import type { RequestContext } from "../../platform/context.ts";
import { countPostView, loadReadablePost } from "../post/index.ts";
import { recordPostView } from "./post-view.repository.ts";

/** The UTC day a view counts for. */
export const viewDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * POST /api/post3/{postId}/tracker?source=: a reader opened the post (from the feed, an e-mail,
 * a share…). The first view of a user on a (UTC) day raises post.view_count by one; more views
 * that day, from any source, change nothing. Returns the post's count.
 */
export async function trackPostView(
  ctx: RequestContext,
  postId: string,
  source: string,
  now = new Date(),
): Promise<{ ViewCount: number }> {
  await loadReadablePost(ctx, postId);
  return ctx.db.transaction(async (tx) => {
    const fresh = await recordPostView(tx, {
      companyId: ctx.companyId,
      postId,
      userId: ctx.actor.userId,
      day: viewDay(now),
      source,
    });
    return { ViewCount: await countPostView(tx, ctx.companyId, postId, fresh) };
  });
}
