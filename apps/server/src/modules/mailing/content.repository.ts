import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channelRowIs } from "../../db/post-channel-sql.ts";
import { rowsOf } from "../../db/rows.ts";
import { textArray } from "./audience.repository.ts";

export interface ContentPostRow {
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
}

/**
 * A post a newsletter may show: not deleted and live in a channel (the shared definition: published,
 * its publication date come, not yet archived), so a post scheduled for next week stays out.
 */
const live = sql`p.deleted_at IS NULL AND EXISTS (SELECT 1 FROM post_channel pc
  WHERE pc.company_id = p.company_id AND pc.post_id = p.id AND ${channelRowIs("pc", "live")})`;

const columns = sql`p.id, p.title, p.body, p.image_metadata_list -> 0 ->> 'url' AS "imageUrl"`;

export async function findLivePosts(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rowsOf<ContentPostRow>(
    db,
    sql`SELECT ${columns} FROM post p WHERE p.company_id = ${companyId} AND p.id = ANY(${textArray(ids)}) AND ${live}`,
  );
}

/** Posts featured for e-mail (featuredForEmailAt), most recently featured first. */
export async function findFeaturedForEmail(db: Queryable, companyId: string, limit: number) {
  return rowsOf<ContentPostRow>(
    db,
    sql`SELECT ${columns} FROM post p
         WHERE p.company_id = ${companyId} AND p.featured_for_email_at IS NOT NULL AND ${live}
         ORDER BY p.featured_for_email_at DESC, p.id DESC LIMIT ${limit}`,
  );
}

/**
 * A group's top posts of a period: live posts published in the period in the group's channels
 * (or company-wide ones, after the group's own), ranked by likes, comments and views.
 */
export async function findTopPostsOfGroup(
  db: Queryable,
  companyId: string,
  groupId: string,
  since: Date,
  limit: number,
) {
  return rowsOf<ContentPostRow>(
    db,
    sql`SELECT ${columns} FROM post p
         WHERE p.company_id = ${companyId} AND ${live}
           AND EXISTS (SELECT 1 FROM post_channel pc JOIN channel c ON c.id = pc.channel_id AND c.company_id = pc.company_id
                        WHERE pc.company_id = p.company_id AND pc.post_id = p.id AND pc.status IN ('published', 'approved')
                          AND pc.published_at >= ${since.toISOString()}::timestamptz
                          AND (c.group_id = ${groupId} OR c.group_id IS NULL))
         ORDER BY EXISTS (SELECT 1 FROM post_channel pc JOIN channel c ON c.id = pc.channel_id AND c.company_id = pc.company_id
                           WHERE pc.company_id = p.company_id AND pc.post_id = p.id AND c.group_id = ${groupId}) DESC,
                  (p.like_count * 3 + p.comment_count * 2 + p.view_count) DESC, p.id DESC
         LIMIT ${limit}`,
  );
}
