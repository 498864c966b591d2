import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { MEGABYTE } from "@chorus/shared/media/image.rules";
import {
  mediaFileSchema,
  uploadedDocumentSchema,
  uploadedImageSchema,
  uploadedVideoSchema,
} from "@chorus/shared/media/media.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";
import { DOCUMENT_MAX_BYTES, uploadDocument } from "./document.ts";
import { uploadImage } from "./image.ts";
import { presentMediaFile } from "./media.presenter.ts";
import { findMediaFile } from "./media.repository.ts";
import { uploadVideo } from "./video.ts";

/** Anyone signed in may author (propose) a post, so anyone signed in may upload its media. */
export function registerUploadRoutes(root: FastifyInstance, db: Db, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const uploadLimit = { max: 60, timeWindow: "1 minute" };

  app.post(
    "/api/media/image",
    {
      config: { access: "signedIn", rateLimit: uploadLimit },
      // The file's own cap (5 MB) is enforced while it streams; this only bounds the whole request.
      bodyLimit: 6 * MEGABYTE,
      schema: {
        tags: ["media"],
        summary: "Upload a JPG, PNG or GIF (5 MB, 2048 px a side; GIF 250 frames, 36,152,320 pixels)",
        consumes: ["multipart/form-data"],
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => uploadImage(contextOf(request, db), deps, request),
  );

  app.post(
    "/api/media/video",
    {
      config: { access: "signedIn", rateLimit: uploadLimit },
      bodyLimit: 201 * MEGABYTE,
      schema: {
        tags: ["media"],
        summary: "Upload an mp4 or mov video; checked with ffprobe, a poster frame extracted",
        consumes: ["multipart/form-data"],
        response: { 200: uploadedVideoSchema },
      },
    },
    async (request) => uploadVideo(contextOf(request, db), deps, request),
  );

  app.post(
    "/api/media/document",
    {
      config: { access: "signedIn", rateLimit: uploadLimit },
      bodyLimit: DOCUMENT_MAX_BYTES + MEGABYTE,
      schema: {
        tags: ["media"],
        summary: "Upload a PDF (20 MB); its first 30 pages rendered to images for the slideshow",
        consumes: ["multipart/form-data"],
        response: { 200: uploadedDocumentSchema },
      },
    },
    async (request) => uploadDocument(contextOf(request, db), deps, request),
  );

  app.get(
    "/api/media/:mediaId",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["media"],
        summary: "What was stored for an upload of the user's company",
        params: z.object({ mediaId: objectIdSchema }),
        response: { 200: mediaFileSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request, db);
      const row = await findMediaFile(ctx.db, ctx.companyId, request.params.mediaId);
      if (!row) throw notFound("Media not found");
      return presentMediaFile(row, deps);
    },
  );
}
