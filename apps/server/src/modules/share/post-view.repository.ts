import type { Queryable } from "../../db/client.ts";
import { postView } from "../../db/schema/index.ts";

/** Records the user's view of the post on that day; false when they had viewed it that day already. */
export async function recordPostView(
  db: Queryable,
  view: { companyId: string; postId: string; userId: string; day: string; source: string },
): Promise<boolean> {
  const fresh = await db
    .insert(postView)
    .values(view)
    .onConflictDoNothing()
    .returning({ postId: postView.postId });
  return fresh.length > 0;
}
