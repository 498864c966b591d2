import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { postAnnouncement } from "../../db/schema/index.ts";
import { publishedStatus } from "./feed-sql.repository.ts";

export interface AnnouncedPost {
  title: string;
  createdBy: string;
  push: boolean;
  image: string | null;
  /** When the post was written: a publication well after it was scheduled. */
  createdAt: string;
}

/** The post (not deleted) if it is still published in a channel at exactly this date. */
export async function findPostPublishedAt(
  db: Queryable,
  companyId: string,
  postId: string,
  publishedAt: Date,
): Promise<AnnouncedPost | undefined> {
  const [target] = await rowsOf<AnnouncedPost>(
    db,
    sql`SELECT p.title, p.created_by AS "createdBy", p.is_post_instant_push_enabled AS push,
               p.image_metadata_list -> 0 ->> 'url' AS image, p.created_at AS "createdAt"
          FROM post p
         WHERE p.company_id = ${companyId} AND p.id = ${postId} AND p.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM post_channel pc
                        WHERE pc.company_id = p.company_id AND pc.post_id = p.id
                          AND ${publishedStatus("pc")}
                          AND pc.published_at = ${publishedAt.toISOString()}::timestamptz)`,
  );
  return target;
}

/** Records the announcement of this publication; false when it was announced already. */
export async function claimAnnouncement(
  tx: Queryable,
  companyId: string,
  postId: string,
  publishedAt: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(postAnnouncement)
    .values({ companyId, postId, publishedAt })
    .onConflictDoNothing()
    .returning({ postId: postAnnouncement.postId });
  return claimed.length > 0;
}

/**
 * Active subscribers of the channels the post is published in at this date who keep instant post
 * notifications on, the author left out.
 */
export async function findAnnouncementReaders(
  db: Queryable,
  companyId: string,
  postId: string,
  publishedAt: Date,
  authorId: string,
): Promise<string[]> {
  const readers = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT DISTINCT s.user_id AS "userId"
          FROM post_channel pc
          JOIN channel_subscription s ON s.company_id = pc.company_id AND s.channel_id = pc.channel_id
          JOIN app_user u ON u.company_id = s.company_id AND u.id = s.user_id
         WHERE pc.company_id = ${companyId} AND pc.post_id = ${postId}
           AND ${publishedStatus("pc")}
           AND pc.published_at = ${publishedAt.toISOString()}::timestamptz
           AND u.is_active AND s.user_id <> ${authorId}
           AND coalesce((u.notification_settings ->> 'instantPost')::boolean, true)`,
  );
  return readers.map((reader) => reader.userId);
}
