import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
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
