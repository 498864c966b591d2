import type { Post } from "@chorus/shared/post/post.contract";
import { type SQL, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { rowsOf } from "./feed.repository.ts";
import { channelRowIs, textArray } from "./feed-sql.repository.ts";
import { presentPosts } from "./post.presenter.ts";
import { loadViewer, type Viewer } from "./viewer.repository.ts";

const POPULAR_WINDOW_DAYS = 30;
const TOP_SHARED_WINDOW_DAYS = 30;
const TOP_SHARED_COUNT = 5;

/** A live row of the post in one of the viewer's channels (the published rule of core §4). */
const liveInReadable = (viewer: Viewer): SQL => sql`EXISTS (
  SELECT 1 FROM post_channel pc
   WHERE pc.post_id = p.id AND ${channelRowIs("pc", "live")}
     AND pc.channel_id = ANY(${textArray(viewer.readable)}))`;

export interface WidgetsRequest {
  featured: number;
  popular: number;
  offset: number;
}

/**
 * The feed's side widgets: featured (featuredAt set, published, readable, newest featuredAt first)
 * and popular (published in the last 30 days among readable posts, most likes + comments first).
 */
export async function readWidgets(ctx: RequestContext, request: WidgetsRequest) {
  const viewer = await loadViewer(ctx);
  const none = viewer.readable.length === 0;
  const [featured, popular] = await Promise.all([
    none || request.featured === 0
      ? []
      : rowsOf<{ id: string }>(
          ctx.db,
          sql`SELECT p.id FROM post p
               WHERE p.company_id = ${ctx.companyId} AND p.featured_at IS NOT NULL AND p.deleted_at IS NULL
                 AND ${liveInReadable(viewer)}
               ORDER BY p.featured_at DESC, p.id DESC
               LIMIT ${request.featured} OFFSET ${request.offset}`,
        ),
    none || request.popular === 0
      ? []
      : rowsOf<{ id: string }>(
          ctx.db,
          // Walks post_engagement_idx most engaged first and stops at the page: collecting every
          // live row of the 30 days first took 670 ms at 1M posts (0.7 ms this way). When the window
          // holds few posts, the planner starts from them instead (its estimate of the window).
          sql`SELECT p.id FROM post p
               WHERE p.company_id = ${ctx.companyId} AND p.deleted_at IS NULL
                 AND EXISTS (SELECT 1 FROM post_channel pc
                              WHERE pc.post_id = p.id AND ${channelRowIs("pc", "live")}
                                AND pc.published_at > now() - make_interval(days => ${POPULAR_WINDOW_DAYS})
                                AND pc.channel_id = ANY(${textArray(viewer.readable)}))
               ORDER BY p.like_count + p.comment_count DESC, p.id DESC
               LIMIT ${request.popular} OFFSET ${request.offset}`,
        ),
  ]);
  const all = await presentPosts(ctx, [...new Set([...featured, ...popular].map((row) => row.id))], viewer);
  const byId = new Map(all.map((post) => [post._id, post]));
  const pick = (rows: { id: string }[]): Post[] => rows.flatMap((row) => byId.get(row.id) ?? []);
  return {
    widgetList: [
      { type: "featured" as const, postList: pick(featured) },
      { type: "popular" as const, postList: pick(popular) },
    ],
  };
}

/**
 * Top shared posts (core §3 "Top shared post: _id, title, type (link or video), imageMetadata"):
 * the link and video posts the viewer reads that were shared most in the last 30 days.
 */
export async function readTopShared(ctx: RequestContext) {
  const viewer = await loadViewer(ctx);
  if (viewer.readable.length === 0) return { postList: [] };
  const rows = await rowsOf<{
    id: string;
    title: string;
    type: "link" | "video";
    imageMetadata: { url: string; width: number; height: number; hasError: boolean } | null;
  }>(
    ctx.db,
    sql`SELECT p.id, p.title, p.type, p.image_metadata_list -> 0 AS "imageMetadata"
          FROM (SELECT s.post_id, count(*) AS shares FROM share s
                 WHERE s.company_id = ${ctx.companyId} AND s.status = 'shared'
                   AND s.shared_at > now() - make_interval(days => ${TOP_SHARED_WINDOW_DAYS})
                 GROUP BY s.post_id) top
          JOIN post p ON p.id = top.post_id AND p.company_id = ${ctx.companyId}
         WHERE p.deleted_at IS NULL AND p.type IN ('link', 'video') AND ${liveInReadable(viewer)}
         ORDER BY top.shares DESC, p.id DESC
         LIMIT ${TOP_SHARED_COUNT}`,
  );
  return {
    postList: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      type: row.type,
      imageMetadata: row.imageMetadata
        ? {
            url: String(row.imageMetadata.url ?? ""),
            width: Math.trunc(Number(row.imageMetadata.width ?? 0)),
            height: Math.trunc(Number(row.imageMetadata.height ?? 0)),
            hasError: Boolean(row.imageMetadata.hasError),
          }
        : null,
    })),
  };
}
