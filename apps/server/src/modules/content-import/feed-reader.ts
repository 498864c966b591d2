import { createHash } from "node:crypto";
import { parseFeed } from "@rowanmanning/feed-parser";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { fetchOutboundText, OutboundError } from "../../platform/outbound/ssrf-guard.ts";

/** One entry of an RSS or Atom feed, as the import needs it. */
export interface FeedEntry {
  /** Stable key: the hashed guid/id, else the link, else title and date. */
  key: string;
  title: string;
  html: string;
  url: string | null;
  publishedAt: Date | null;
}

export type FeedPoll =
  | { kind: "notModified" }
  | { kind: "entries"; entries: FeedEntry[]; etag: string | null; lastModified: string | null };

/** Why a poll failed; safe to show to an admin. */
export class FeedPollError extends Error {}

const MAX_FEED_BYTES = 5 * 1_048_576;
const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * A conditional GET of the feed through the outbound guard (If-None-Match / If-Modified-Since from
 * the last answer), parsed by @rowanmanning/feed-parser (RSS 0.9x–2.0, RSS 1.0, Atom).
 */
export async function pollFeed(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  policy: OutboundPolicy,
): Promise<FeedPoll> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let answer: Awaited<ReturnType<typeof fetchOutboundText>>;
  try {
    answer = await fetchOutboundText(url, {
      ...policy,
      headers,
      accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1",
      maxBytes: MAX_FEED_BYTES,
      timeoutMs: 15_000,
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new FeedPollError(error.message);
    throw error;
  }
  if (answer.status === 304) return { kind: "notModified" };
  if (answer.status < 200 || answer.status >= 300)
    throw new FeedPollError(`The feed answered ${answer.status}`);
  return {
    kind: "entries",
    entries: parseEntries(answer.body, answer.url),
    etag: header(answer.headers?.etag),
    lastModified: header(answer.headers?.["last-modified"]),
  };
}

/** Entries of a feed document, oldest first; a document that is no feed is an error. */
export function parseEntries(xml: string, baseUrl: string): FeedEntry[] {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw new FeedPollError("The address did not answer with an RSS or Atom feed");
  }
  const entries = feed.items.map((item) => {
    const url = safeLink(item.url, baseUrl);
    const publishedAt = item.published ?? item.updated ?? null;
    const identity = item.id ?? url ?? `${item.title ?? ""}|${publishedAt?.toISOString() ?? ""}`;
    return {
      key: hash(identity),
      title: (item.title ?? "").trim(),
      html: item.description ?? item.content ?? "",
      url,
      publishedAt,
    };
  });
  return entries.sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0));
}

/** Only http(s) links, made absolute. */
function safeLink(link: string | null, baseUrl: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, baseUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
