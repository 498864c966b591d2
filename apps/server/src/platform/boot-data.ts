import { PassThrough, type Readable } from "node:stream";
import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_KEPT_HEADERS,
  type BootData,
  FEED_BOOT_PATHS,
  WIDE_LAYOUT_MEDIA,
} from "@chorus/shared/boot/feed-boot";
import { featuredImageUrl, leadImageIndex, leadImageUrl } from "@chorus/shared/post/lead-image";
import type { Post } from "@chorus/shared/post/post.contract";
import { NO_SESSION_HEADER } from "@chorus/shared/session/session.contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { holdScriptsUntilPainted, withAfterPaintLoader } from "./after-paint.ts";
import { compressorFor } from "./compression.ts";
import { SESSION_COOKIE } from "./cookies.ts";
import type { FirstScreenRenderer } from "./first-screen.ts";
import { htmlAttribute } from "./html-attribute.ts";

/**
 * Request headers the embedded calls do not take from the page's request: those about the page's own
 * body, encoding and caching (an answer must come back whole and as JSON, as the web's `fetch` gets it).
 */
const NOT_FORWARDED = new Set([
  "accept",
  "accept-encoding",
  "connection",
  "content-length",
  "content-type",
  "if-modified-since",
  "if-none-match",
  "range",
  "transfer-encoding",
  "upgrade",
]);

/** A page request that gets the feed's answers: a GET of the plain feed (no query string) with a session cookie. */
export const wantsFeedBoot = (request: FastifyRequest): boolean =>
  request.method === "GET" && request.url === "/" && Boolean(request.cookies?.[SESSION_COOKIE]);

export interface FeedBoot {
  /** What goes into index.html's head: the first images' preloads and the answers' `<script>` element. */
  head: string;
  /** The answers themselves. */
  data: BootData;
}

const FEED_PATH = FEED_BOOT_PATHS.find((path) => path.startsWith("/api/post3?")) ?? "";
const WIDGETS_PATH = FEED_BOOT_PATHS.find((path) => path.startsWith("/api/post3/widgets")) ?? "";

type ImagePost = Pick<Post, "type" | "imageMetadataList" | "document">;

/** Our own paths and https images only: nothing else is named to the browser from data. */
const preloadable = (url: string | undefined): url is string =>
  url !== undefined && ((url.startsWith("/") && !url.startsWith("//")) || url.startsWith("https://"));

const parsed = <T>(data: BootData, path: string): T | undefined => {
  try {
    return data[path] ? (JSON.parse(data[path].body) as T) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The first screen's images, named in the head so the browser fetches them while the scripts load
 * (the web would ask for them only once its scripts had run): the first card's image, and on a wide
 * screen the featured post's large one (the desktop's largest paint). The same picks as the web's
 * `preloadLeadImage` and `FeaturedPosts` (packages/shared/src/post/lead-image.ts).
 */
export function imagePreloads(data: BootData): string {
  const posts = parsed<{ postList?: ImagePost[] }>(data, FEED_PATH)?.postList ?? [];
  const lead = posts[leadImageIndex(posts)];
  const leadUrl = lead && leadImageUrl(lead);
  const widgets = parsed<{ widgetList?: { type: string; postList: ImagePost[] }[] }>(data, WIDGETS_PATH);
  const featured = widgets?.widgetList?.find((widget) => widget.type === "featured")?.postList[0];
  const featuredUrl = featured && featuredImageUrl(featured);
  const links: string[] = [];
  if (preloadable(leadUrl))
    links.push(`<link rel="preload" as="image" fetchpriority="high" href="${htmlAttribute(leadUrl)}">`);
  if (preloadable(featuredUrl) && featuredUrl !== leadUrl)
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" media="${WIDE_LAYOUT_MEDIA}" href="${htmlAttribute(featuredUrl)}">`,
    );
  return links.join("");
}

/** JSON inside `<script>`: nothing in it can end the element or start markup (`<`, `>`, `&`, U+2028/9). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The feed's first calls answered by the server for the page it is sending (`FEED_BOOT_PATHS`), run
 * through the app's own routes (`inject`) with the page request's cookies and headers: the same
 * session, policies, tenant and answers as the browser's own calls would get, one round trip fewer
 * for the first posts. Null when the request carries no session, or the session turns out to be gone
 * (the page then goes without answers: the web asks, and is sent to sign in). Only 200s are embedded.
 */
export async function feedBootFor(app: FastifyInstance, request: FastifyRequest): Promise<FeedBoot | null> {
  if (!request.cookies?.[SESSION_COOKIE]) return null;
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-requested-with": "XMLHttpRequest",
  };
  for (const [name, value] of Object.entries(request.headers)) {
    if (NOT_FORWARDED.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  const answers = await Promise.all(
    FEED_BOOT_PATHS.map(async (path) => ({
      path,
      answer: await app.inject({ method: "GET", url: path, headers, remoteAddress: request.ip }),
    })),
  );
  if (answers.some(({ answer }) => answer.headers[NO_SESSION_HEADER] !== undefined)) return null;
  const data: BootData = {};
  for (const { path, answer } of answers) {
    const type = String(answer.headers["content-type"] ?? "");
    if (answer.statusCode !== 200 || !type.startsWith("application/json")) continue;
    const kept: Record<string, string> = { "content-type": type };
    for (const name of BOOT_KEPT_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) kept[name] = String(value);
    }
    data[path] = { body: answer.body, headers: kept };
  }
  return {
    data,
    head: `${imagePreloads(data)}<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`,
  };
}

const ROOT_START = '<div id="root">';
const ROOT_END = "</div><!--/root-->";

/**
 * The page after its head, with the first screen drawn in its root element when the renderer
 * drew it (the plain page's root holds the spinner the scripts replace).
 */
function pageBody(rest: string, root: string | null): string {
  const start = rest.indexOf(ROOT_START);
  const end = rest.indexOf(ROOT_END, start);
  if (!root || start < 0 || end < 0) return rest;
  return `${rest.slice(0, start)}${root}${rest.slice(end + ROOT_END.length)}`;
}

async function feedPageRest(
  app: FastifyInstance,
  request: FastifyRequest,
  rest: string,
  renderer: FirstScreenRenderer | null,
): Promise<string> {
  const boot = await feedBootFor(app, request);
  if (!boot) return rest;
  let root: string | null = null;
  if (renderer) {
    root = await renderer.render(request, boot.data).catch((error: unknown) => {
      request.log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        "the feed's first screen was not drawn on the server",
      );
      return null;
    });
  }
  return `${boot.head}${pageBody(rest, root)}`;
}

/**
 * index.html for a signed-in reader of the feed, streamed in two parts: everything before `</head>`
 * at once (compressed and flushed), so the browser fetches the styles and scripts while the server
 * answers the feed's calls; then the first images' preloads, the answers and the rest of the page,
 * its first screen drawn (platform/first-screen.ts) when the web's server build is there.
 * A page with no answers (the session was gone) is the plain page. The calls' cookies cannot follow
 * the headers already sent; a signed-in reader's CSRF token does not depend on them (csrf.ts).
 */
export function streamFeedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  renderer: FirstScreenRenderer | null = null,
): Readable {
  const cut = indexHtml.indexOf("</head>");
  const compressor = compressorFor(request.headers["accept-encoding"]);
  const body = compressor?.stream ?? new PassThrough();
  // One reader's data: never stored by a cache, the browser's or the service worker's.
  reply
    .header("cache-control", "no-store")
    .header("vary", "cookie, accept-encoding")
    .type("text/html; charset=utf-8");
  if (compressor) reply.header("content-encoding", compressor.encoding);
  body.write(renderer ? holdScriptsUntilPainted(indexHtml.slice(0, cut)) : indexHtml.slice(0, cut));
  // The calls start once the head is on its way: PGlite answers on this thread, and would hold the
  // event loop (and so the head) until every call is answered.
  const answer = () =>
    setImmediate(() =>
      feedPageRest(app, request, indexHtml.slice(cut), renderer)
        .catch((error: unknown) => {
          request.log.warn(
            { error: error instanceof Error ? error.message : String(error) },
            "the feed's page went without its answers",
          );
          return indexHtml.slice(cut);
        })
        .then((rest) => body.end(renderer ? withAfterPaintLoader(rest) : rest)),
    );
  if (compressor) compressor.stream.flush(answer);
  else answer();
  return body;
}
