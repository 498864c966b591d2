import type { SocialFeed } from "@chorus/shared/integrations/integrations.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { organizationPosts, type SharingRuntime } from "../share/index.ts";
import { findLinkedinPage } from "./linkedin-page.repository.ts";
import { withPageToken } from "./linkedin-page.service.ts";
import { cachedFeed, keepFeed } from "./social-feed.cache.ts";

/** How many of the page's posts the feed shows. */
export const SOCIAL_FEED_SIZE = 20;

/**
 * GET /api/social-feed: the chosen LinkedIn page's recent posts (cached briefly), an empty state
 * when no page is connected, and needsReconnect when LinkedIn no longer accepts the page's token.
 */
export async function readSocialFeed(ctx: RequestContext, runtime: SharingRuntime): Promise<SocialFeed> {
  const row = await findLinkedinPage(ctx.db, ctx.companyId);
  if (!row?.organizationUrn)
    return { isConnected: false, needsReconnect: false, organizationName: null, postList: [] };
  const page = { isConnected: true, organizationName: row.organizationName };
  if (row.invalidAt) return { ...page, needsReconnect: true, postList: [] };
  const urn = row.organizationUrn;
  const cached = cachedFeed(ctx.companyId, urn, Date.now());
  if (cached) return { ...page, needsReconnect: false, postList: cached };
  try {
    const posts = await withPageToken(ctx.db, runtime, row, (token) =>
      organizationPosts(
        runtime.config.sharing.linkedin,
        runtime.config.sharing.networkTimeoutMs,
        token,
        urn,
        SOCIAL_FEED_SIZE,
      ),
    );
    keepFeed(ctx.companyId, urn, posts, Date.now());
    return { ...page, needsReconnect: false, postList: posts };
  } catch (error) {
    // The token was refused just now: the feed says so (members see the reconnect message).
    if (error instanceof AppError && error.status === 409)
      return { ...page, needsReconnect: true, postList: [] };
    throw error;
  }
}
