import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * What the trophies count for one user: advocate, the posts they shared (any network, once per
 * post); creator, the posts they proposed or published themselves. Deleted posts don't count.
 */
export async function countTrophyPosts(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<{ shared: number; proposed: number }> {
  const [row] = await rowsOf<{ shared: number; proposed: number }>(
    db,
    sql`SELECT
          (SELECT count(DISTINCT s.post_id)::int FROM share s
             JOIN post p ON p.id = s.post_id AND p.company_id = s.company_id AND p.deleted_at IS NULL
            WHERE s.company_id = ${companyId} AND s.user_id = ${userId} AND s.status = 'shared') AS shared,
          (SELECT count(*)::int FROM post p
            WHERE p.company_id = ${companyId} AND p.created_by = ${userId} AND p.deleted_at IS NULL
              AND p.created_by_type = 'user') AS proposed`,
  );
  return row ?? { shared: 0, proposed: 0 };
}
