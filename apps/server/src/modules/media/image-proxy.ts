import { gifError, IMAGE_MAX_BYTES, INVALID_IMAGE_URL_MESSAGE } from "@chorus/shared/media/image.rules";
import type { ImageToken } from "@chorus/shared/media/image-token.rules";
import { badRequest } from "../../platform/errors.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { fetchOutboundBytes, OutboundError } from "../../platform/outbound/ssrf-guard.ts";
import { gifInfoOf } from "./gif.ts";
import { type ResizedImage, resizeForToken } from "./image-resize.ts";
import { sniffMime } from "./image-sniff.ts";

export const PROXY_TIMEOUT_MS = 5_000;
/** What an outside image may be: the upload types, plus WebP which many sites serve (re-encoded on the way). */
const PROXY_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** `/get/image/{token}/{protocol}/{host and path}` back to the outside address. */
export function outsideUrlOf(protocol: string, rest: string, query: string): string {
  return `${protocol}://${rest}${query}`;
}

/**
 * An outside image through the guard (no private addresses, also after redirects; 5 MB; 5 s),
 * accepted only when both its content type and its bytes say image; GIFs held to the GIF limits.
 * Anything unreachable or not an image is 'Invalid image URL'.
 */
export async function proxyImage(
  outbound: OutboundPolicy,
  url: string,
  token: ImageToken,
): Promise<ResizedImage> {
  let fetched: Awaited<ReturnType<typeof fetchOutboundBytes>>;
  try {
    fetched = await fetchOutboundBytes(url, {
      ...outbound,
      timeoutMs: PROXY_TIMEOUT_MS,
      maxBytes: IMAGE_MAX_BYTES,
      accept: "image/*",
    });
  } catch (error) {
    if (error instanceof OutboundError && error.reason === "size")
      throw badRequest(INVALID_IMAGE_URL_MESSAGE);
    throw badRequest(INVALID_IMAGE_URL_MESSAGE);
  }
  if (fetched.status !== 200) throw badRequest(INVALID_IMAGE_URL_MESSAGE);
  const declared = fetched.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const sniffed = await sniffMime(fetched.bytes);
  if (!declared.startsWith("image/") || !sniffed || !PROXY_IMAGE_TYPES.includes(sniffed)) {
    throw badRequest(INVALID_IMAGE_URL_MESSAGE);
  }
  if (sniffed === "image/gif") {
    const message = gifError({ ...(await gifInfoOf(fetched.bytes)), bytes: fetched.bytes.length });
    if (message) throw badRequest(message);
  }
  try {
    return await resizeForToken(fetched.bytes, token);
  } catch {
    throw badRequest(INVALID_IMAGE_URL_MESSAGE);
  }
}
