import { MEGABYTE } from "@chorus/shared/media/image.rules";
import { mediaEndpoints as endpoints } from "@chorus/shared/media/media.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { DOCUMENT_MAX_BYTES, uploadDocument } from "./document.ts";
import { uploadImage } from "./image.ts";
import { presentMediaFile } from "./media.presenter.ts";
import { findMediaFile } from "./media.repository.ts";
import { uploadVideo } from "./video.ts";

/** Anyone signed in may author (propose) a post, so anyone signed in may upload its media. */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps) {
  const { serve } = endpointRouter(app, deps);
  const uploaders = { access: "signedIn", rateLimit: { max: 60, timeWindow: "1 minute" } } as const;
  const multipart = { consumes: ["multipart/form-data"] };

  // The file's own cap (5 MB) is enforced while it streams; this only bounds the whole request.
  serve(endpoints.uploadImage, uploaders, (ctx, request) => uploadImage(ctx, deps, request), multipart, {
    bodyLimit: 6 * MEGABYTE,
  });
  serve(endpoints.uploadVideo, uploaders, (ctx, request) => uploadVideo(ctx, deps, request), multipart, {
    bodyLimit: 201 * MEGABYTE,
  });
  serve(
    endpoints.uploadDocument,
    uploaders,
    (ctx, request) => uploadDocument(ctx, deps, request),
    multipart,
    { bodyLimit: DOCUMENT_MAX_BYTES + MEGABYTE },
  );
  serve(endpoints.getMediaFile, { access: "signedIn" }, async (ctx, { params }) => {
    const row = await findMediaFile(ctx.db, ctx.companyId, params.mediaId);
    if (!row) throw notFound("Media not found");
    return presentMediaFile(row, deps);
  });
}
