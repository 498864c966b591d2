/** Link, image-proxy and truncation rules of core §5. */

export const LINK_TOO_SMALL_MESSAGE = "Link too small";
/** A link is fetched only when longer than 5 characters, 1 s after typing stops. */
export const LINK_MIN_LENGTH = 6;
export const LINK_PREVIEW_DEBOUNCE_MS = 1000;

export const linkLengthError = (url: string): string | null =>
  url.trim().length < LINK_MIN_LENGTH ? LINK_TOO_SMALL_MESSAGE : null;

/**
 * Image proxy rewrite: our own /images/ paths pass through; outside http(s) images go through
 * /get/image/{token}/{protocol}/{host and path}; anything else (data:, javascript:, junk) is empty.
 */
export function proxyImageUrl(url: string | null | undefined, token: string): string {
  if (!url) return "";
  if (url.startsWith("/images/")) return url;
  const match = /^(https?):\/\/(.+)$/i.exec(url.trim());
  if (!match?.[1] || !match[2]) return "";
  return `/get/image/${token}/${match[1].toLowerCase()}/${match[2]}`;
}

export const DEFAULT_TRUNCATE_LENGTH = 38;

/** Longer texts keep (max − 3) characters and end with '...', so the result is at most max long. */
export function truncateText(text: string, max = DEFAULT_TRUNCATE_LENGTH, ellipsis = "..."): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - ellipsis.length))}${ellipsis}`;
}
