import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  and,
  type FeedNarrowing,
  liveRowConditions,
  type PageWindow,
  postConditions,
  type TimelineSpec,
  tsQuery,
} from "./feed-sql.repository.ts";

/**
 * Search in the live timeline picks its plan by how common the term is (DESIGN.md "The feed
 * query"). Listing every match through the GIN index and ranking them costs in proportion to the
 * matches (9.5 ms for a rare term at 1,000,000 posts, 2.8–16 s for a word in 30% of them); walking
 * the timeline and checking each row costs in proportion to the rows walked per match found (0.4 ms
 * for that word, the whole timeline for a term no post has). The walk wins from a few thousand
 * matches at a million posts, so terms with at least this many matches in the company walk.
 */
export const COMMON_TERM_MATCHES = 2000;

/**
 * Whether `q` matches at least COMMON_TERM_MATCHES posts of the company: a count that stops at the
 * cap. The planner reads the term's frequency from the tsvector statistics and takes the cheap way
 * itself: for a common term a sequential read stops after a few thousand rows (~2 ms at 1M posts);
 * a rare one comes from the GIN index. (ts_stat reads every vector; pg_stats' most_common_elems is
 * global, not per company, and knows nothing of phrases or OR.)
 */
export async function isCommonTerm(db: Queryable, companyId: string, q: string): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS matches FROM (
          SELECT 1 FROM post p
           WHERE p.company_id = ${companyId} AND p.search_vector @@ ${tsQuery(q)}
           LIMIT ${COMMON_TERM_MATCHES}) x`,
  )) as unknown as { rows: { matches: number }[] };
  return (result.rows[0]?.matches ?? 0) >= COMMON_TERM_MATCHES;
}

/**
 * A rare term: the GIN index finds the company's matching posts, their live rows in the channel
 * set are joined, and the whole list is ranked by ts_rank, then date. A cursor does not apply to a
 * ranked list (page/pageSize only).
 */
export function indexedSearchQuery(spec: TimelineSpec, n: FeedNarrowing, w: PageWindow): SQL {
  const q = n.q as string;
  const postSide: SQL[] = [
    sql`p.company_id = ${spec.companyId}`,
    sql`p.deleted_at IS NULL`,
    sql`p.search_vector @@ ${tsQuery(q)}`,
    ...postConditions(n),
  ];
  if (spec.onBehalfOnly) postSide.push(sql`p.created_by_type = 'behalf'`);
  return sql`
    WITH hit AS (
      SELECT p.id, ts_rank(p.search_vector, ${tsQuery(q)}) AS rank FROM post p WHERE ${and(postSide)}
    )
    SELECT pc.post_id AS "postId", max(pc.published_at) AS "sortAt"
      FROM hit JOIN post_channel pc ON pc.post_id = hit.id
     WHERE ${and(liveRowConditions(spec, n))}
     GROUP BY pc.post_id
     ORDER BY max(hit.rank) DESC, "sortAt" DESC, pc.post_id DESC
     LIMIT ${w.limit} OFFSET ${w.offset}`;
}

/**
 * A common term: `walk` is the timeline walk with a per-row `search_vector @@ q` check, newest
 * first, `w.limit` rows (one more than the page, to tell whether more follow). Ranking every match
 * would mean reading all of them, so the page is the window of the newest matches and ts_rank
 * orders the posts within it; the extra row stays last so the next page starts after the window.
 * For a word in a third of the posts, recency is the better relevance anyway.
 */
export function rankWithinWindow(walk: SQL, w: PageWindow): SQL {
  return sql`
    SELECT r."postId", r."sortAt" FROM (
      SELECT m.*, row_number() OVER (ORDER BY m."sortAt" DESC, m."postId" DESC) AS position FROM (${walk}) m
    ) r
     ORDER BY r.position >= ${w.limit}, r.rank DESC, r."sortAt" DESC, r."postId" DESC`;
}
