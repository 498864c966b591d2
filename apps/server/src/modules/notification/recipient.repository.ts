import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channelRowIs } from "../../db/post-channel-sql.ts";
import { rowsOf } from "../../db/rows.ts";

export interface LivePost {
  title: string;
  createdBy: string;
  image: string | null;
}

/** A post of the company live in at least one channel now (published, dated in the past, not archived). */
export async function findLivePost(
  db: Queryable,
  companyId: string,
  postId: string,
): Promise<LivePost | null> {
  const [row] = await rowsOf<LivePost>(
    db,
    sql`SELECT p.title, p.created_by AS "createdBy", p.image_metadata_list -> 0 ->> 'url' AS image
          FROM post p
         WHERE p.company_id = ${companyId} AND p.id = ${postId} AND p.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM post_channel pc
                        WHERE pc.company_id = p.company_id AND pc.post_id = p.id
                          AND ${channelRowIs("pc", "live")})`,
  );
  return row ?? null;
}

/** Active subscribers of the channels the post is live in, except its author. */
export async function subscribersOfLivePost(
  db: Queryable,
  companyId: string,
  postId: string,
  authorId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT DISTINCT s.user_id AS "userId"
          FROM post_channel pc
          JOIN channel_subscription s ON s.company_id = pc.company_id AND s.channel_id = pc.channel_id
          JOIN app_user u ON u.company_id = s.company_id AND u.id = s.user_id
         WHERE pc.company_id = ${companyId} AND pc.post_id = ${postId}
           AND ${channelRowIs("pc", "live")}
           AND u.is_active AND s.user_id <> ${authorId}`,
  );
  return rows.map((row) => row.userId);
}

export interface MailRecipient {
  email: string | null;
  firstName: string;
  /** The recipient's platform language: mails are written in it. */
  language: string;
  companyName: string;
  highlightColor: string;
  imageUrlLogin: string | null;
  subdomain: string;
  customDomain: string | null;
}

/** Who an e-mail goes to and how the company's mail looks. */
export async function findMailRecipient(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<MailRecipient | null> {
  const [row] = await rowsOf<MailRecipient>(
    db,
    sql`SELECT u.email, u.first_name AS "firstName", u.language, c.name AS "companyName",
               c.highlight_color AS "highlightColor", c.image_url_login AS "imageUrlLogin",
               c.subdomain, c.custom_domain AS "customDomain"
          FROM app_user u JOIN company c ON c.id = u.company_id
         WHERE u.company_id = ${companyId} AND u.id = ${userId} AND u.is_active`,
  );
  return row ?? null;
}

/** Active users who can see a new public channel: the company's, or its group's, except its creator. */
export async function audienceOfNewChannel(
  db: Queryable,
  companyId: string,
  groupId: string | null,
  creatorId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ userId: string }>(
    db,
    sql`SELECT u.id AS "userId" FROM app_user u
         WHERE u.company_id = ${companyId} AND u.is_active AND u.id <> ${creatorId}
           AND (${groupId}::text IS NULL OR u.group_id = ${groupId})`,
  );
  return rows.map((row) => row.userId);
}
