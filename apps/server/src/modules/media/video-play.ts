import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext } from "../../platform/context.ts";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { parseByteRange } from "./byte-range.ts";
import { findMediaFile } from "./media.repository.ts";
import {
  decodeVideoGrant,
  encodeVideoGrant,
  extendGrant,
  VIDEO_COOKIE,
  VIDEO_COOKIE_TTL_SECONDS,
} from "./video-cookie.ts";

const VIDEO_URL = /\/api\/video\/file\/([0-9a-f]{24})/g;

/** The uploaded videos a post points at (its videoUrl). */
export const videoIdsOfPost = (videoUrl: string | null): string[] =>
  videoUrl ? [...videoUrl.matchAll(VIDEO_URL)].map((m) => m[1] as string) : [];

/** The instance secret that signs play cookies. */
const VIDEO_COOKIE_SECRET = "video-play-cookie";

/** GET /api/video/play/issue-cookie: the post must be readable (404 otherwise, also across tenants). */
export async function issueVideoCookie(
  ctx: RequestContext,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  postId: string,
) {
  const { post } = await loadReadablePost(ctx, postId);
  const secret = await deps.secrets.get(VIDEO_COOKIE_SECRET);
  const previous = decodeVideoGrant(secret, request.cookies[VIDEO_COOKIE]);
  const grant = extendGrant(
    previous,
    { companyId: ctx.companyId, userId: ctx.actor.userId },
    videoIdsOfPost(post.videoUrl),
  );
  reply.setCookie(VIDEO_COOKIE, encodeVideoGrant(secret, grant), {
    ...secureCookie,
    path: "/api/video/",
    maxAge: VIDEO_COOKIE_TTL_SECONDS,
  });
  return { ok: true as const };
}

/**
 * GET /api/video/file/{mediaId}: streamed to the holder of a play cookie naming it, or to its
 * uploader (the editor previews a video before the post exists). Anything else is 404.
 */
export async function streamVideo(
  ctx: RequestContext,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaId: string,
) {
  const row = await findMediaFile(ctx.db, ctx.companyId, mediaId);
  if (row?.kind !== "video") throw notFound("Video not found");
  const grant = decodeVideoGrant(await deps.secrets.get(VIDEO_COOKIE_SECRET), request.cookies[VIDEO_COOKIE]);
  const granted =
    grant !== null &&
    grant.companyId === ctx.companyId &&
    grant.userId === ctx.actor.userId &&
    grant.mediaIds.includes(mediaId);
  if (!granted && row.createdBy !== ctx.actor.userId) throw notFound("Video not found");
  const storage = deps.storages.private;
  const head = await storage.head(row.storageKey);
  if (!head) throw notFound("Video not found");
  // Browsers seek (and Safari plays at all) only with byte ranges: 206 with Content-Range.
  reply
    .header("content-type", row.mime)
    .header("cache-control", "private, max-age=600")
    .header("accept-ranges", "bytes");
  const range = parseByteRange(request.headers.range, head.bytes);
  if (range === "unsatisfiable")
    return reply.code(416).header("content-range", `bytes */${head.bytes}`).send();
  const stored = await storage.get(row.storageKey, range ?? undefined);
  if (!stored) throw notFound("Video not found");
  if (range) {
    reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${head.bytes}`)
      .header("content-length", String(range.end - range.start + 1));
  } else {
    reply.header("content-length", String(head.bytes));
  }
  return reply.send(stored.body);
}
