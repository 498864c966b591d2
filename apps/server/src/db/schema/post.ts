import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId, tsvector } from "./columns.ts";

export interface ImageMetadata {
  url: string;
  width: number;
  height: number;
  hasError: boolean;
}

export const post = pgTable(
  "post",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** article, link, image, video, document, survey */
    type: text("type").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    htmlBody: text("html_body").notNull().default(""),
    url: text("url"),
    embed: text("embed"),
    lang: text("lang").notNull().default("en"),
    createdBy: objectId("created_by").notNull(),
    contentWriterId: objectId("content_writer_id"),
    createdByType: text("created_by_type").notNull().default("user"),
    campaignId: objectId("campaign_id"),
    featuredAt: at("featured_at"),
    featuredForEmailAt: at("featured_for_email_at"),
    commentEnabled: boolean("comment_enabled").notNull().default(true),
    commentCount: integer("comment_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    isReadConfirmationRequired: boolean("is_read_confirmation_required").notNull().default(false),
    isPostInstantPushEnabled: boolean("is_post_instant_push_enabled").notNull().default(false),
    imageMetadataList: jsonb("image_metadata_list").$type<ImageMetadata[]>().notNull().default([]),
    hasAnimatedImage: boolean("has_animated_image").notNull().default(false),
    videoUrl: text("video_url"),
    videoMetadata: jsonb("video_metadata").$type<Record<string, unknown>>(),
    linkedinVideoUrn: text("linkedin_video_urn"),
    document: jsonb("document").$type<Record<string, unknown>>(),
    survey: jsonb("survey").$type<Record<string, unknown>>(),
    socnetSet: jsonb("socnet_set").$type<Record<string, unknown>>().notNull().default({}),
    utmTags: jsonb("utm_tags").$type<Record<string, unknown>>(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(body, ''))`,
    ),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("post_company_created_idx").on(t.companyId, t.createdAt),
    index("post_search_idx").using("gin", t.searchVector),
    // The few deleted posts: analytics reports leave them out with a hash anti-join on this.
    index("post_deleted_idx").on(t.companyId, t.id).where(sql`${t.deletedAt} is not null`),
    // The popular widget walks the company's posts by engagement, most first, and stops at its
    // page (post-widgets.repository.ts), where it counted every live row of the last 30 days.
    index("post_engagement_idx")
      .on(t.companyId, sql`(${t.likeCount} + ${t.commentCount}) DESC`, sql`${t.id} DESC`)
      .where(sql`${t.deletedAt} is null`),
    // The creator trophy counts a user's own posts (GET /api/achievements, the sidebar's trophy) from
    // this index alone: through post_author_created_idx each post was read from the table for its
    // author type, 480 ms for an author of 20,000 posts.
    index("post_creator_count_idx")
      .on(t.companyId, t.createdBy)
      .where(sql`${t.deletedAt} is null and ${t.createdByType} = 'user'`),
    // Also, from the custom migration 0010: post_author_created_idx (type=own) and
    // post_featured_idx (the featured widget), both partial on deleted_at IS NULL.
  ],
);

/** A post in one channel, with that channel's status and dates; the feed walks this table. */
export const postChannel = pgTable(
  "post_channel",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    channelId: objectId("channel_id").notNull(),
    /** proposed, published, archived, scheduled, approved, rejected */
    status: text("status").notNull(),
    publishedAt: at("published_at"),
    archivedAt: at("archived_at"),
    scheduledAt: at("scheduled_at"),
    /** Copied from the post so the feed filters read languages without a join. */
    lang: text("lang").notNull().default("en"),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.channelId] }),
    index("post_channel_timeline_idx")
      .on(t.companyId, t.publishedAt.desc(), t.postId.desc())
      .where(sql`status IN ('published', 'approved')`),
    index("post_channel_channel_idx").on(t.companyId, t.channelId, t.status),
    // Also, from custom migrations (INCLUDE has no builder): post_channel_timeline_idx's INCLUDE and
    // post_channel_post_live_idx (0002); post_channel_status_idx and post_channel_dated_idx (0010);
    // post_channel_channel_live_idx (migration "feedtypes": the counters' one-channel probe).
  ],
);

/**
 * How many post_channel rows each channel holds per language and stored status, kept by statement
 * triggers on post_channel (migration "feedtypes", after `-- hand-written`) in the transaction of
 * every write, so no write path can forget it. The counters read these to certify "1000+" without
 * counting a bucket's rows per request (post-counters.repository.ts). A row of one channel is one
 * post (the primary key is post × channel) and a deleted post's rows are deleted, so a channel's
 * count is an exact number of live (not deleted) posts of that status.
 */
export const postChannelCount = pgTable(
  "post_channel_count",
  {
    companyId: objectId("company_id").notNull(),
    channelId: objectId("channel_id").notNull(),
    lang: text("lang").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.channelId, t.lang, t.status] })],
);

export const postLike = pgTable(
  "post_like",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    likedAt: at("liked_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("post_like_user_idx").on(t.companyId, t.userId),
  ],
);

export const comment = pgTable(
  "comment",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    objectId: objectId("object_id").notNull(),
    /** post or resource */
    objectType: text("object_type").notNull(),
    addedBy: objectId("added_by").notNull(),
    text: text("text").notNull(),
    addedAt: at("added_at").notNull().defaultNow(),
    updatedAt: at("updated_at"),
  },
  (t) => [index("comment_object_idx").on(t.companyId, t.objectType, t.objectId, t.addedAt)],
);

export const bookmark = pgTable(
  "bookmark",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bookmark_user_post_uq").on(t.companyId, t.userId, t.postId)],
);
