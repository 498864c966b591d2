import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { rowsOf } from "../../db/rows.ts";
import { postFeedback } from "../../db/schema/index.ts";
import { textArray } from "./feed-sql.repository.ts";

/**
 * A post as the presenter needs it: the row, its author, campaign and latest comment, its channels
 * and the viewer's flags on it.
 */
export interface PostRecord {
  id: string;
  type: string;
  title: string;
  body: string;
  htmlBody: string;
  url: string | null;
  embed: string | null;
  lang: string;
  createdBy: string;
  contentWriterId: string | null;
  createdByType: string;
  campaignId: string | null;
  featuredAt: Date | null;
  featuredForEmailAt: Date | null;
  commentEnabled: boolean;
  commentCount: number;
  likeCount: number;
  viewCount: number;
  isReadConfirmationRequired: boolean;
  isPostInstantPushEnabled: boolean;
  imageMetadataList: { url: string; width: number; height: number; hasError: boolean }[];
  hasAnimatedImage: boolean;
  videoUrl: string | null;
  videoMetadata: Record<string, unknown> | null;
  linkedinVideoUrn: string | null;
  document: Record<string, unknown> | null;
  survey: Record<string, unknown> | null;
  socnetSet: Record<string, unknown>;
  utmTags: Record<string, unknown> | null;
  createdAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatarUrl: string | null;
  campaignName: string | null;
  campaignColor: string | null;
  /** The latest comment and its author, or null. */
  latestComment: {
    id: string;
    text: string;
    objectId: string;
    objectType: string;
    addedBy: string;
    addedAt: string;
    updatedAt: string | null;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
  } | null;
  channels: PostChannelRecord[];
  flags: ViewerFlags;
}

export interface PostChannelRecord {
  postId: string;
  channelId: string;
  name: string;
  isPrivate: boolean;
  status: string;
  publishedAt: Date | null;
  archivedAt: Date | null;
  scheduledAt: Date | null;
}

export interface ViewerFlags {
  postId: string;
  isLiked: boolean;
  bookmarkId: string | null;
  isReadConfirmed: boolean;
  hasAnsweredSurvey: boolean;
  /** The viewer's live shares of the post: network and status (shared or scheduled). */
  shares: { media: string; status: string }[];
}

const asDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

type RecordRow = Omit<PostRecord, "flags"> & Omit<ViewerFlags, "postId">;

/**
 * ONE statement: the posts, their authors, campaigns and latest comment (with its author), their
 * channels with name and privacy, and the viewer's likes, bookmarks, read confirmations, survey
 * answers and shares. (Three statements before: a feed page waited on three pool connections.)
 *
 * The channels of all the posts are joined and grouped once (`chs`), not in a subquery per post:
 * per post, PostgreSQL hashed the whole channel table (100 rows in the bench's company) to join a
 * post's two or three rows, ten times a page; once, the records of a page at 1M posts run in
 * ~0.47 ms instead of ~0.57 ms, the same rows.
 */
function postRecordsQuery(companyId: string, userId: string, ids: readonly string[]): SQL {
  const idList = textArray(ids);
  return sql`
      SELECT p.id, p.type, p.title, p.body, p.html_body AS "htmlBody", p.url, p.embed, p.lang,
             p.created_by AS "createdBy", p.content_writer_id AS "contentWriterId",
             p.created_by_type AS "createdByType", p.campaign_id AS "campaignId",
             p.featured_at AS "featuredAt", p.featured_for_email_at AS "featuredForEmailAt",
             p.comment_enabled AS "commentEnabled", p.comment_count AS "commentCount",
             p.like_count AS "likeCount", p.view_count AS "viewCount",
             p.is_read_confirmation_required AS "isReadConfirmationRequired",
             p.is_post_instant_push_enabled AS "isPostInstantPushEnabled",
             p.image_metadata_list AS "imageMetadataList", p.has_animated_image AS "hasAnimatedImage",
             p.video_url AS "videoUrl", p.video_metadata AS "videoMetadata",
             p.linkedin_video_urn AS "linkedinVideoUrn", p.document, p.survey,
             p.socnet_set AS "socnetSet", p.utm_tags AS "utmTags", p.created_at AS "createdAt",
             a.first_name AS "authorFirstName", a.last_name AS "authorLastName", a.avatar_url AS "authorAvatarUrl",
             cp.name AS "campaignName", cp.color AS "campaignColor",
             lc.comment AS "latestComment",
             coalesce(chs.channels, '[]'::json) AS channels,
             EXISTS (SELECT 1 FROM post_like l WHERE l.post_id = p.id AND l.user_id = ${userId}
                       AND l.company_id = p.company_id) AS "isLiked",
             (SELECT b.id FROM bookmark b WHERE b.company_id = p.company_id AND b.user_id = ${userId}
                 AND b.post_id = p.id) AS "bookmarkId",
             EXISTS (SELECT 1 FROM read_confirmation r WHERE r.post_id = p.id AND r.user_id = ${userId}
                       AND r.company_id = p.company_id) AS "isReadConfirmed",
             EXISTS (SELECT 1 FROM survey_answer s WHERE s.post_id = p.id AND s.user_id = ${userId}
                       AND s.company_id = p.company_id) AS "hasAnsweredSurvey",
             coalesce((SELECT json_agg(json_build_object('media', sh.media, 'status', sh.status))
                         FROM share sh WHERE sh.company_id = p.company_id AND sh.user_id = ${userId}
                          AND sh.post_id = p.id AND sh.status IN ('shared', 'scheduled')), '[]'::json) AS shares
        FROM post p
        LEFT JOIN app_user a ON a.id = p.created_by AND a.company_id = p.company_id
        LEFT JOIN campaign cp ON cp.id = p.campaign_id AND cp.company_id = p.company_id
        LEFT JOIN (
          SELECT pc.post_id,
                 json_agg(json_build_object(
                   'postId', pc.post_id, 'channelId', pc.channel_id, 'name', ch.name,
                   'isPrivate', ch.is_private, 'status', pc.status, 'publishedAt', pc.published_at,
                   'archivedAt', pc.archived_at, 'scheduledAt', pc.scheduled_at)
                 ORDER BY ch.name, pc.channel_id) AS channels
            FROM post_channel pc JOIN channel ch ON ch.id = pc.channel_id AND ch.company_id = pc.company_id
           WHERE pc.company_id = ${companyId} AND pc.post_id = ANY(${idList})
           GROUP BY pc.post_id
        ) chs ON chs.post_id = p.id
        LEFT JOIN LATERAL (
          SELECT json_build_object(
                   'id', c.id, 'text', c.text, 'objectId', c.object_id, 'objectType', c.object_type,
                   'addedBy', c.added_by, 'addedAt', c.added_at, 'updatedAt', c.updated_at,
                   'firstName', ca.first_name, 'lastName', ca.last_name, 'avatarUrl', ca.avatar_url) AS comment
            FROM comment c LEFT JOIN app_user ca ON ca.id = c.added_by AND ca.company_id = c.company_id
           WHERE c.company_id = p.company_id AND c.object_type = 'post' AND c.object_id = p.id
           ORDER BY c.added_at DESC LIMIT 1
        ) lc ON true
       WHERE p.company_id = ${companyId} AND p.id = ANY(${idList}) AND p.deleted_at IS NULL`;
}

/** Dates and the viewer's flags of record rows, as the presenter takes them. */
function toRecords(rows: readonly RecordRow[]): PostRecord[] {
  return rows.map(({ isLiked, bookmarkId, isReadConfirmed, hasAnsweredSurvey, shares, ...row }) => ({
    ...row,
    featuredAt: asDate(row.featuredAt),
    featuredForEmailAt: asDate(row.featuredForEmailAt),
    createdAt: asDate(row.createdAt) as Date,
    channels: row.channels.map((channel) => ({
      ...channel,
      publishedAt: asDate(channel.publishedAt),
      archivedAt: asDate(channel.archivedAt),
      scheduledAt: asDate(channel.scheduledAt),
    })),
    flags: { postId: row.id, isLiked, bookmarkId, isReadConfirmed, hasAnsweredSurvey, shares },
  }));
}

/** The records of the given posts (in no particular order), in one named statement. */
export async function loadPostRecords(
  db: Queryable,
  companyId: string,
  userId: string,
  ids: readonly string[],
): Promise<PostRecord[]> {
  if (ids.length === 0) return [];
  return toRecords(await preparedRows<RecordRow>(db, postRecordsQuery(companyId, userId, ids)));
}

/** A feed page's row (its post and sort key) with the record of its post when it is presented. */
export interface PageRecordRow {
  postId: string;
  sortAt: Date | string;
  record: PostRecord | null;
}

/**
 * A feed's page, then the records of its first `presented` posts: TWO statements on purpose. The
 * page's plan depends on its values (the channel set, the window), so it is planned on each run;
 * the records' plan does not (a handful of ids looked up by key), so they run as a named statement
 * whose generic plan PostgreSQL reuses. Both in one statement (as before) had the records planned
 * on every request too: at 1M posts the pair ran about twice the requests per second of the one
 * statement through pg at 10 connections (README, issue 15). The extra row a page asks for (to
 * know there is more) is listed but not presented.
 */
export async function loadPageRecords(
  db: Queryable,
  companyId: string,
  userId: string,
  pageQuery: SQL,
  presented: number,
): Promise<PageRecordRow[]> {
  const page = await rowsOf<{ postId: string; sortAt: Date | string }>(db, pageQuery);
  const records = await loadPostRecords(
    db,
    companyId,
    userId,
    page.slice(0, presented).map((row) => row.postId),
  );
  const byId = new Map(records.map((record) => [record.id, record]));
  return page.map((row, index) => ({
    postId: row.postId,
    sortAt: row.sortAt,
    record: index < presented ? (byId.get(row.postId) ?? null) : null,
  }));
}

export async function insertFeedback(
  db: Queryable,
  row: { id: string; companyId: string; postId: string; userId: string; feedback: string },
): Promise<void> {
  await db.insert(postFeedback).values(row);
}
