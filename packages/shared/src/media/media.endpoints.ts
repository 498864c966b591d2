import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { IMAGE_TOKENS } from "./image-token.rules.ts";
import {
  embedValidateBodySchema,
  embedValidateSchema,
  fulltextBodySchema,
  fulltextSchema,
  linkPreviewQuerySchema,
  linkPreviewSchema,
  mediaFileSchema,
  okSchema,
  uploadedDocumentSchema,
  uploadedImageSchema,
  uploadedVideoSchema,
  videoCookieQuerySchema,
} from "./media.contract.ts";

const tag = "media";

/** Uploads (multipart, one file each) and the calls that read outside addresses or check an embed. */
export const mediaEndpoints = {
  uploadImage: defineEndpoint({
    method: "POST",
    path: "/api/media/image",
    tag,
    summary: "Upload a JPG, PNG or GIF (5 MB, 2048 px a side; GIF 250 frames, 36,152,320 pixels)",
    response: uploadedImageSchema,
  }),
  uploadVideo: defineEndpoint({
    method: "POST",
    path: "/api/media/video",
    tag,
    summary: "Upload an mp4 or mov video; checked with ffprobe, a poster frame extracted",
    response: uploadedVideoSchema,
  }),
  uploadDocument: defineEndpoint({
    method: "POST",
    path: "/api/media/document",
    tag,
    summary: "Upload a PDF (20 MB); its first 30 pages rendered to images for the slideshow",
    response: uploadedDocumentSchema,
  }),
  getMediaFile: defineEndpoint({
    method: "GET",
    path: "/api/media/{mediaId}",
    tag,
    summary: "What was stored for an upload of the user's company",
    params: z.object({ mediaId: objectIdSchema }),
    response: mediaFileSchema,
  }),
  linkPreview: defineEndpoint({
    method: "GET",
    path: "/api/media/link-preview",
    tag,
    summary: "Open-graph preview of a link (title, description, first image, host)",
    query: linkPreviewQuerySchema,
    response: linkPreviewSchema,
  }),
  fulltext: defineEndpoint({
    method: "POST",
    path: "/api/fulltext",
    tag,
    summary: "The readable text of an article URL (body { url } or the URL as plain text)",
    body: fulltextBodySchema,
    response: fulltextSchema,
  }),
  validateEmbed: defineEndpoint({
    method: "POST",
    path: "/api/media/embed/validate",
    tag,
    summary: "Check a Facebook or LinkedIn embed (URL or iframe) and extract its src",
    body: embedValidateBodySchema,
    response: embedValidateSchema,
  }),
  issueVideoCookie: defineEndpoint({
    method: "GET",
    path: "/api/video/play/issue-cookie",
    tag,
    summary: "A short-lived signed cookie that lets the browser play the videos of a readable post",
    query: videoCookieQuerySchema,
    response: okSchema,
  }),
};

/** A signed media URL's query (mail, shared previews); without one, a session of the company. */
const signedQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** Media files: images at a token's size, as stored, through the outside-URL guard, and videos. */
export const mediaBrowserRoutes = {
  image: defineBrowserRoute({
    method: "GET",
    path: "/media/{token}/*",
    answers: "file",
    tag: "media",
    summary: "An uploaded image at a token's size, for a signed URL or a session of its company",
    params: z.object({ token: z.enum(IMAGE_TOKENS), "*": z.string() }),
    query: signedQuery,
  }),
  original: defineBrowserRoute({
    method: "GET",
    path: "/images/*",
    answers: "file",
    tag: "media",
    summary: "An uploaded file as stored, for a signed URL or a session of its company",
    params: z.object({ "*": z.string() }),
    query: signedQuery,
  }),
  outsideImage: defineBrowserRoute({
    method: "GET",
    path: "/get/image/{token}/{protocol}/*",
    answers: "file",
    tag: "media",
    summary: "An outside image through the outside-URL guard, resized by the token",
    params: z.object({
      token: z.enum(IMAGE_TOKENS),
      protocol: z.enum(["http", "https"]),
      "*": z.string().min(1),
    }),
  }),
  videoFile: defineBrowserRoute({
    method: "GET",
    path: "/api/video/file/{mediaId}",
    answers: "file",
    tag: "media",
    summary: "A video file, for the holder of a play cookie naming it (or its uploader)",
    params: z.object({ mediaId: objectIdSchema }),
  }),
};
