import type { PresignedUpload } from "@chorus/shared/company/company-admin.endpoints";
import type { AppConfig } from "../../config.ts";
import { newMediaKey } from "../../lib/media-keys.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { presignS3Put } from "../../platform/storage/s3-presign.ts";

/** A presigned upload works this long: enough to send a picture, too short to be worth stealing. */
export const PRESIGNED_UPLOAD_SECONDS = 300;
export const LOCAL_STORAGE_NO_PRESIGN =
  "Direct uploads need STORAGE=s3; this server keeps uploads on its own disk, so upload through POST /api/media/image.";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * GET /api/identity/aws: a PUT straight to the object store for one new image of the caller's
 * company (the key is under the company's media, so our /images/ route serves it to its people).
 */
export function presignedImageUpload(
  ctx: RequestContext,
  config: Pick<AppConfig, "storage">,
  contentType: string,
  now = new Date(),
): PresignedUpload {
  if (config.storage.kind !== "s3") throw notFound(LOCAL_STORAGE_NO_PRESIGN);
  const key = newMediaKey("media", ctx.companyId, EXTENSIONS[contentType] ?? "bin");
  // The public area of the bucket is under "public/" (platform/storage).
  const presigned = presignS3Put(config.storage, {
    key: `public/${key}`,
    contentType,
    expiresInSeconds: PRESIGNED_UPLOAD_SECONDS,
    now,
  });
  return {
    url: presigned.url,
    method: "PUT",
    headers: presigned.headers,
    key,
    publicUrl: `/images/${key}`,
    expiresAt: presigned.expiresAt.toISOString(),
  };
}
