import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Post types (catalogue §3); shareable ones are link, article, image, video. */
export const POST_TYPES = ["article", "link", "image", "video", "survey", "document"] as const;
export const postTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postTypeSchema>;
export const SHAREABLE_POST_TYPES: readonly PostType[] = ["link", "article", "image", "video"];

export const POST_CHANNEL_STATUSES = [
  "proposed",
  "published",
  "archived",
  "scheduled",
  "approved",
  "rejected",
] as const;
export const postChannelStatusSchema = z.enum(POST_CHANNEL_STATUSES);
export type PostChannelStatus = z.infer<typeof postChannelStatusSchema>;

/** Feed types of GET /api/post3 (catalogue §3, plus pob = post on behalf). */
export const FEED_TYPES = [
  "incoming",
  "published",
  "published-no-user-id",
  "archived",
  "scheduled",
  "all",
  "own",
  "bookmark",
  "rejected",
  "calendar",
  "pob",
] as const;
export const feedTypeSchema = z.enum(FEED_TYPES);
export type FeedType = z.infer<typeof feedTypeSchema>;

export const FEED_FILTERS = ["author", "campaign", "title", "body"] as const;
export const FEED_PAGE_SIZE = 10;

export const SHARE_STATUSES = ["shared", "not shared", "scheduled"] as const;

export const imageMetadataSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  hasError: z.boolean(),
});
export type ImageMetadata = z.infer<typeof imageMetadataSchema>;

export const postChannelSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  isManager: z.boolean(),
  isPrivate: z.boolean(),
  status: postChannelStatusSchema,
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type PostChannel = z.infer<typeof postChannelSchema>;

export const socnetEntrySchema = z.object({
  sharePoint: z.number().int(),
  commentSet: z.array(z.string()),
  shareCount: z.number().int(),
  shareStatus: z.enum(SHARE_STATUSES),
});

export const surveyQuestionSchema = z.object({
  _id: z.string(),
  type: z.enum(["singlechoice", "multichoice", "shorttext", "longtext"]),
  question: z.string(),
  optionList: z.array(z.object({ _id: z.string(), text: z.string() })),
});
export const surveySchema = z.object({ questionList: z.array(surveyQuestionSchema) });
export type Survey = z.infer<typeof surveySchema>;

export const documentSchema = z.object({
  title: z.string(),
  url: z.string(),
  pageCount: z.number().int(),
  imageList: z.array(z.string()),
});

export const videoMetadataSchema = z.object({
  width: z.number(),
  height: z.number(),
  duration: z.number(),
});

export const commentAuthorSchema = z.object({
  _id: objectIdSchema,
  avatarUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A comment as GET /api/comment returns it (core §3 Comment). */
export const commentSchema = z.object({
  author: commentAuthorSchema,
  comment: z.object({
    id: objectIdSchema,
    text: z.string(),
    objectId: objectIdSchema,
    objectType: z.enum(["post", "resource"]),
    addedBy: objectIdSchema,
    addedAt: z.string(),
    updatedAt: z.string().nullable(),
  }),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;

/** The Post entity of core §3 with the viewer's state and abilities. Dates are ISO strings. */
export const postSchema = z.object({
  _id: objectIdSchema,
  type: postTypeSchema,
  title: z.string(),
  body: z.string(),
  htmlBody: z.string(),
  url: z.string().nullable(),
  embed: z.string().nullable(),
  /** Derived publish status of §4: proposed, scheduled, archived or published. */
  status: z.enum(["proposed", "scheduled", "archived", "published"]),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: objectIdSchema,
  createdByDisplay: z.string(),
  createdByAvatar: z.string().nullable(),
  createdByType: z.string(),
  contentWriterId: objectIdSchema.nullable(),
  fullChannelList: z.array(postChannelSchema),
  featuredAt: z.string().nullable(),
  featuredForEmailAt: z.string().nullable(),
  campaignId: objectIdSchema.nullable(),
  campaignName: z.string().nullable(),
  campaignColor: z.string().nullable(),
  commentEnabled: z.boolean(),
  commentCount: z.number().int(),
  commentList: z.array(commentSchema),
  likeCount: z.number().int(),
  isPostInstantPushEnabled: z.boolean(),
  lang: z.string(),
  videoUrl: z.string().nullable(),
  videoMetadata: videoMetadataSchema.nullable(),
  linkedinVideoUrn: z.string().nullable(),
  hasAnimatedImage: z.boolean(),
  imageMetadataList: z.array(imageMetadataSchema),
  document: documentSchema.nullable(),
  survey: surveySchema.nullable(),
  isReadConfirmationRequired: z.boolean(),
  socnetSet: z.record(z.string(), socnetEntrySchema),
  utmTags: z.record(z.string(), z.unknown()).nullable(),
  ViewCount: z.number().int(),
  /** The viewer's state. */
  isLiked: z.boolean(),
  bookmarkId: objectIdSchema.nullable(),
  isReadConfirmed: z.boolean(),
  hasAnsweredSurvey: z.boolean(),
  /** true when shared now, 'scheduled' when only scheduled, false otherwise. */
  shared: z.union([z.boolean(), z.literal("scheduled")]),
  abilities: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canManage: z.boolean(),
    canShare: z.boolean(),
    canComment: z.boolean(),
    canSeeConfirmations: z.boolean(),
  }),
});
export type Post = z.infer<typeof postSchema>;

export const postCountersSchema = z.object({
  publishedCount: z.number().int().min(0),
  proposedCount: z.number().int().min(0),
  scheduledCount: z.number().int().min(0),
  archivedCount: z.number().int().min(0),
  rejectedCount: z.number().int().min(0),
  allCount: z.number().int().min(0),
});
export type PostCounters = z.infer<typeof postCountersSchema>;

export const feedPageSchema = z.object({
  postList: z.array(postSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** Keyset cursor for deep paging (optional alternative to page). */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;
