import { and, count, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { analyticsVideoPlay } from "../../db/schema/index.ts";

/** Records a play (the first of the viewer's day) and answers the post's plays. */
export async function recordVideoPlay(
  db: Queryable,
  play: { companyId: string; postId: string; userId: string; day: string },
): Promise<number> {
  await db.insert(analyticsVideoPlay).values(play).onConflictDoNothing();
  const [row] = await db
    .select({ plays: count() })
    .from(analyticsVideoPlay)
    .where(and(eq(analyticsVideoPlay.companyId, play.companyId), eq(analyticsVideoPlay.postId, play.postId)));
  return row?.plays ?? 0;
}
