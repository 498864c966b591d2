import { createHash } from "node:crypto";
import type { ImageToken } from "@chorus/shared/media/image-token.rules";
import { assertStorageKey, readAll, type Storage } from "../../platform/storage/index.ts";
import { resizeForToken } from "./image-resize.ts";

/** Only what uploads put in the public area may be resized; cached variants are never sources. */
const SOURCE_PREFIXES = ["media/", "posters/", "documents/"];
const SOURCE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** "original" also serves a document's PDF (on S3 without a public bucket address it has no other URL). */
export const isVariantSource = (key: string, token: ImageToken): boolean => {
  try {
    assertStorageKey(key);
  } catch {
    return false;
  }
  const servable =
    SOURCE_EXTENSIONS.test(key) ||
    (token === "original" && key.startsWith("documents/") && key.endsWith(".pdf"));
  return SOURCE_PREFIXES.some((p) => key.startsWith(p)) && servable;
};

export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
  /** Whether this request rendered it (false: read from the cache). */
  rendered: boolean;
}

/** Uploaded files never change under a key, so the key and the token name the bytes for good. */
export const variantEtag = (token: ImageToken, key: string) =>
  `"${createHash("sha256").update(`${token}:${key}`).digest("base64url").slice(0, 27)}"`;

const contentTypeOf = (key: string) =>
  /\.png$/i.test(key)
    ? "image/png"
    : /\.gif$/i.test(key)
      ? "image/gif"
      : /\.pdf$/i.test(key)
        ? "application/pdf"
        : "image/jpeg";

/**
 * The stored image at a token's size: from the cache (variants/{token}/{key}) when it is
 * there, else rendered with sharp and kept for the next request. Null when the source is missing.
 */
export async function loadVariant(storage: Storage, token: ImageToken, key: string): Promise<Variant | null> {
  const etag = variantEtag(token, key);
  if (token === "original") {
    const original = await storage.get(key);
    return original
      ? { bytes: await readAll(original), contentType: contentTypeOf(key), etag, rendered: false }
      : null;
  }
  // Sources keep their format when resized, so the variant keeps the source's key (and extension).
  const cacheKey = `variants/${token}/${key}`;
  const cached = await storage.get(cacheKey);
  if (cached) return { bytes: await readAll(cached), contentType: contentTypeOf(key), etag, rendered: false };
  const original = await storage.get(key);
  if (!original) return null;
  const resized = await resizeForToken(await readAll(original), token);
  await storage.put(cacheKey, resized.bytes, resized.contentType);
  return { bytes: resized.bytes, contentType: resized.contentType, etag, rendered: true };
}
