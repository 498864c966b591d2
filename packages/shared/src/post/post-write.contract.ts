import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  documentSchema,
  imageMetadataSchema,
  postChannelStatusSchema,
  postSchema,
  videoMetadataSchema,
} from "./post.contract.ts";

/** Post create and edit bodies (POST /api/post3, PUT /api/post3/{postId}). */
export const POST_TITLE_MAX = 300;
export const POST_BODY_MAX = 100_000;
/** Without selected networks the image count rule allows 10 (core §5); the server checks the exact limit. */
export const POST_IMAGE_MAX = 10;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL");
const isoDate = z.iso.datetime({ offset: true });

export const requestedChannelSchema = z.object({
  _id: objectIdSchema,
  status: postChannelStatusSchema.optional(),
});

export const socnetSettingsSchema = z.record(
  z.string().min(1).max(40),
  z.object({
    sharePoint: z.number().int().min(0).max(100_000).optional(),
    commentSet: z.array(z.string().max(3000)).max(20).optional(),
  }),
);

const surveyQuestionInput = z.object({
  _id: z.string().max(40).optional(),
  type: z.enum(["singlechoice", "multichoice", "shorttext", "longtext"]),
  question: z.string().trim().min(1).max(500),
  optionList: z
    .array(z.object({ _id: z.string().max(40).optional(), text: z.string().trim().min(1).max(300) }))
    .max(50)
    .default([]),
});

/** Fields every post type shares. */
const commonFields = {
  title: z.string().trim().min(1, "A post needs a title").max(POST_TITLE_MAX),
  body: z.string().max(POST_BODY_MAX).optional(),
  htmlBody: z.string().max(POST_BODY_MAX).optional(),
  embed: z.string().trim().max(5000).nullable().optional(),
  channelList: z.array(requestedChannelSchema).min(1, "Choose at least one channel").max(100),
  campaignId: objectIdSchema.nullable().optional(),
  featured: z.boolean().optional(),
  featuredForEmail: z.boolean().optional(),
  isReadConfirmationRequired: z.boolean().optional(),
  commentEnabled: z.boolean().optional(),
  isPostInstantPushEnabled: z.boolean().optional(),
  socnetSet: socnetSettingsSchema.optional(),
  utmTags: z
    .record(z.string().max(40), z.object({ type: z.string().max(40), value: z.string().max(200).optional() }))
    .nullable()
    .optional(),
  publishedAt: isoDate.nullable().optional(),
  archivedAt: isoDate.nullable().optional(),
  lang: z.string().min(2).max(10).optional(),
  url: httpUrl.nullable().optional(),
  imageMetadataList: z.array(imageMetadataSchema).max(POST_IMAGE_MAX).optional(),
};

export const articlePostBodySchema = z.object({ type: z.literal("article"), ...commonFields });
export const linkPostBodySchema = z.object({ type: z.literal("link"), ...commonFields, url: httpUrl });
export const imagePostBodySchema = z.object({
  type: z.literal("image"),
  ...commonFields,
  imageMetadataList: z.array(imageMetadataSchema).min(1, "An image post needs an image").max(POST_IMAGE_MAX),
});
export const videoPostBodySchema = z.object({
  type: z.literal("video"),
  ...commonFields,
  videoUrl: z.string().trim().min(1, "A video post needs a video").max(2048),
  videoMetadata: videoMetadataSchema.nullable().optional(),
  linkedinVideoUrn: z.string().max(200).nullable().optional(),
});
export const documentPostBodySchema = z.object({
  type: z.literal("document"),
  ...commonFields,
  document: documentSchema,
});
export const surveyPostBodySchema = z.object({
  type: z.literal("survey"),
  ...commonFields,
  survey: z.object({
    questionList: z.array(surveyQuestionInput).min(1, "A survey needs a question").max(50),
  }),
});

/** POST /api/post3: one schema per post type. */
export const postCreateBodySchema = z.discriminatedUnion("type", [
  articlePostBodySchema,
  linkPostBodySchema,
  imagePostBodySchema,
  videoPostBodySchema,
  documentPostBodySchema,
  surveyPostBodySchema,
]);
export type PostCreateBody = z.infer<typeof postCreateBodySchema>;

/** The actions of core §4 that PUT /api/post3/{postId} takes (create is POST). */
export const POST_EDIT_ACTIONS = ["update", "schedule", "archive", "reactivate", "addImage"] as const;

/**
 * PUT /api/post3/{postId}: `action` (default update) plus any post field; fields left out keep
 * their value. The merged post is checked against its type's create schema.
 */
export const postUpdateBodySchema = z.object({
  action: z.enum(POST_EDIT_ACTIONS).default("update"),
  title: z.string().max(POST_TITLE_MAX).optional(),
  body: commonFields.body,
  htmlBody: commonFields.htmlBody,
  embed: commonFields.embed,
  url: httpUrl.nullable().optional(),
  channelList: z.array(requestedChannelSchema).max(100).optional(),
  campaignId: commonFields.campaignId,
  featured: commonFields.featured,
  featuredForEmail: commonFields.featuredForEmail,
  isReadConfirmationRequired: commonFields.isReadConfirmationRequired,
  commentEnabled: commonFields.commentEnabled,
  isPostInstantPushEnabled: commonFields.isPostInstantPushEnabled,
  socnetSet: commonFields.socnetSet,
  utmTags: commonFields.utmTags,
  publishedAt: commonFields.publishedAt,
  archivedAt: commonFields.archivedAt,
  lang: commonFields.lang,
  imageMetadataList: z.array(imageMetadataSchema).max(POST_IMAGE_MAX).optional(),
  videoUrl: z.string().trim().max(2048).optional(),
  videoMetadata: videoMetadataSchema.nullable().optional(),
  linkedinVideoUrn: z.string().max(200).nullable().optional(),
  document: documentSchema.optional(),
  survey: surveyPostBodySchema.shape.survey.optional(),
});
export type PostUpdateBody = z.infer<typeof postUpdateBodySchema>;

/** The created response (catalogue: "Post create response type: published, incoming, schedule"). */
export const postWriteResponseSchema = z.object({
  type: z.enum(["published", "incoming", "schedule"]),
  post: postSchema,
});
export type PostWriteResponse = z.infer<typeof postWriteResponseSchema>;

export const postDeleteResponseSchema = z.object({ _id: objectIdSchema });

/** PUT /api/post3/{postId}/channel/{channelId}/status: a curator's decision on a proposed post. */
export const channelStatusParamsSchema = z.object({ postId: objectIdSchema, channelId: objectIdSchema });
export const channelStatusBodySchema = z.object({ status: z.enum(["approved", "rejected"]) });
