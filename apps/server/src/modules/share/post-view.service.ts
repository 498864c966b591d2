import { and, eq, sql } from "drizzle-orm";
import { post, postView } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { loadReadablePost } from "../post/index.ts";

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
    const fresh = await tx
      .insert(postView)
      .values({ companyId: ctx.companyId, postId, userId: ctx.actor.userId, day: viewDay(now), source })
      .onConflictDoNothing()
      .returning({ postId: postView.postId });
    const scope = and(eq(post.companyId, ctx.companyId), eq(post.id, postId));
    const [row] =
      fresh.length > 0
        ? await tx
            .update(post)
            .set({ viewCount: sql`${post.viewCount} + 1` })
            .where(scope)
            .returning({ viewCount: post.viewCount })
        : await tx.select({ viewCount: post.viewCount }).from(post).where(scope);
    return { ViewCount: row?.viewCount ?? 0 };
  });
}
