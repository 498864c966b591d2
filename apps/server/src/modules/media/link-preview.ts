import { LINK_TOO_SMALL_MESSAGE, linkLengthError } from "@chorus/shared/media/link.rules";
import type { LinkPreview } from "@chorus/shared/media/media.contract";
import { parseHTML } from "linkedom";
import { badRequest } from "../../platform/errors.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import {
  fetchOutboundText,
  OutboundError,
  type OutboundResponse,
} from "../../platform/outbound/ssrf-guard.ts";

export const LINK_PREVIEW_MAX_BYTES = 1_048_576;
export const LINK_FETCH_TIMEOUT_MS = 5_000;

/** What the author typed, as an address: "example.com/a" means https://example.com/a. */
export function normaliseLink(raw: string): string {
  const value = raw.trim();
  if (linkLengthError(value)) throw badRequest(LINK_TOO_SMALL_MESSAGE);
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** An outside page through the guard; the guard's reason becomes a 400 the author can read. */
export async function fetchPage(
  outbound: OutboundPolicy,
  url: string,
  maxBytes: number,
  truncate: boolean,
): Promise<OutboundResponse> {
  try {
    const page = await fetchOutboundText(url, {
      ...outbound,
      timeoutMs: LINK_FETCH_TIMEOUT_MS,
      maxBytes,
      truncateAtMax: truncate,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
    });
    if (page.status >= 400) throw badRequest(`The page answered with status ${page.status}`);
    return page;
  } catch (error) {
    if (error instanceof OutboundError) throw badRequest(error.message);
    throw error;
  }
}

const clean = (value: string | null | undefined, max: number) =>
  (value ?? "").replace(/\s+/g, " ").trim().slice(0, max);

function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Open-graph facts first, then Twitter cards, then plain HTML (title, meta description, first image). */
export function previewOf(html: string, pageUrl: string): LinkPreview {
  const { document } = parseHTML(html);
  const meta = (...names: string[]) => {
    for (const name of names) {
      const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
      const content = element?.getAttribute("content");
      if (content?.trim()) return content;
    }
    return null;
  };
  const host = new URL(pageUrl).hostname;
  const image =
    absoluteHttpUrl(meta("og:image", "og:image:url", "twitter:image", "twitter:image:src"), pageUrl) ??
    absoluteHttpUrl(document.querySelector("img[src]")?.getAttribute("src"), pageUrl);
  return {
    url: pageUrl,
    title:
      clean(meta("og:title", "twitter:title") ?? document.querySelector("title")?.textContent, 300) || host,
    description: clean(meta("og:description", "twitter:description", "description"), 1000),
    image,
    host,
  };
}

/** GET /api/media/link-preview: the page's first megabyte is enough for its head. */
export async function linkPreview(outbound: OutboundPolicy, raw: string): Promise<LinkPreview> {
  const url = normaliseLink(raw);
  const page = await fetchPage(outbound, url, LINK_PREVIEW_MAX_BYTES, true);
  if (!/html/i.test(page.contentType)) {
    const host = new URL(page.url).hostname;
    return { url: page.url, title: host, description: "", image: null, host };
  }
  return previewOf(page.body, page.url);
}
