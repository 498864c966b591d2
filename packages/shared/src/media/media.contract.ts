import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { EMBED_NETWORKS } from "./embed.rules.ts";

export const MEDIA_KINDS = ["image", "video", "document", "gif"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** POST /api/media/image. Image metadata of core §3 (url, width, height, hasError) plus what the editor needs. */
export const uploadedImageSchema = z.object({
  _id: objectIdSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  hasError: z.boolean(),
  ratioBucket: z.string().nullable(),
  isAnimated: z.boolean(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const videoMetadataSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number(),
});

/** POST /api/media/video. */
export const uploadedVideoSchema = z.object({
  _id: objectIdSchema,
  videoUrl: z.string(),
  posterUrl: z.string(),
  videoMetadata: videoMetadataSchema,
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/** POST /api/media/document: a PDF rendered page by page for the slideshow. */
export const uploadedDocumentSchema = z.object({
  _id: objectIdSchema,
  url: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  imageList: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** GET /api/media/{mediaId}: what was stored (the uploader's company only). */
export const mediaFileSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(MEDIA_KINDS),
  url: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  frames: z.number().int().nullable(),
  duration: z.number().nullable(),
  createdBy: objectIdSchema,
  createdAt: z.string(),
});

export const linkPreviewQuerySchema = z.object({ url: z.string().max(2048) });
/** Open-graph facts of a link post. */
export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  host: z.string(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** POST /api/fulltext: `{ url }` as JSON, or the URL as plain text. */
export const fulltextBodySchema = z.union([z.object({ url: z.string().max(2048) }), z.string().max(2048)]);
export const fulltextSchema = z.object({
  url: z.string(),
  title: z.string(),
  text: z.string(),
  excerpt: z.string(),
});

export const embedValidateBodySchema = z.object({
  network: z.enum(EMBED_NETWORKS),
  value: z.string().max(10_000),
});
export const embedValidateSchema = z.object({ valid: z.literal(true), src: z.string() });

export const videoCookieQuerySchema = z.object({ postId: objectIdSchema });
export const okSchema = z.object({ ok: z.literal(true) });
