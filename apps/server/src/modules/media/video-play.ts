import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext } from "../../platform/context.ts";
import { secureCookie } from "../../platform/cookies.ts";
import { notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import type { MediaDeps } from "./media.deps.ts";
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

/** GET /api/video/play/issue-cookie: the post must be readable (404 otherwise, also across tenants). */
export async function issueVideoCookie(
  ctx: RequestContext,
  deps: MediaDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  postId: string,
) {
  const { post } = await loadReadablePost(ctx, postId);
  const previous = decodeVideoGrant(deps.videoCookieSecret, request.cookies[VIDEO_COOKIE]);
  const grant = extendGrant(
    previous,
    { companyId: ctx.companyId, userId: ctx.actor.userId },
    videoIdsOfPost(post.videoUrl),
  );
  reply.setCookie(VIDEO_COOKIE, encodeVideoGrant(deps.videoCookieSecret, grant), {
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
  deps: MediaDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaId: string,
) {
  const row = await findMediaFile(ctx.db, ctx.companyId, mediaId);
  if (row?.kind !== "video") throw notFound("Video not found");
  const grant = decodeVideoGrant(deps.videoCookieSecret, request.cookies[VIDEO_COOKIE]);
  const granted =
    grant !== null &&
    grant.companyId === ctx.companyId &&
    grant.userId === ctx.actor.userId &&
    grant.mediaIds.includes(mediaId);
  if (!granted && row.createdBy !== ctx.actor.userId) throw notFound("Video not found");
  const stored = await deps.storages.private.get(row.storageKey);
  if (!stored) throw notFound("Video not found");
  reply.header("content-type", row.mime).header("cache-control", "private, max-age=600");
  if (stored.bytes !== null) reply.header("content-length", String(stored.bytes));
  return reply.send(stored.body);
}
