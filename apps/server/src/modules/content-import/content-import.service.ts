import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  type ContentFeed,
  type ContentFeedBody,
  contentFeedBodySchema,
} from "@chorus/shared/integrations/integrations.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { OutboundError, parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { pollFeedJob } from "./content-import.jobs.ts";
import {
  activeChannelExists,
  type ContentFeedRow,
  deleteFeed,
  findFeed,
  insertFeed,
  listFeeds,
  updateFeed,
} from "./content-import.repository.ts";

type Deps = Pick<AppDeps, "outbound" | "jobs" | "clock">;

const present = (row: ContentFeedRow): ContentFeed => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  channelId: row.channelId,
  isEnabled: row.isEnabled,
  state: row.disabledAt ? "disabled" : row.failureCount > 0 ? "failing" : "ok",
  failureCount: row.failureCount,
  lastError: row.lastError,
  lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
  importedCount: row.importedCount,
});

const feedList = async (ctx: RequestContext) => ({
  feedList: (await listFeeds(ctx.db, ctx.companyId)).map(present),
});

/** GET /api/company/{companyId}/feed. */
export async function listContentFeeds(ctx: RequestContext, companyId: string) {
  requireSameCompany(ctx, companyId);
  return feedList(ctx);
}

/**
 * PUT /api/company/{companyId}/feed: the URL must pass the outbound policy, the channel be the
 * company's. Saving a feed (new, changed or switched back on) clears its failures and polls it now.
 */
export async function saveContentFeed(
  ctx: RequestContext,
  companyId: string,
  input: ContentFeedBody,
  deps: Deps,
) {
  requireSameCompany(ctx, companyId);
  const body = contentFeedBodySchema.parse(input);
  try {
    parseOutboundUrl(body.url, deps.outbound);
  } catch (error) {
    if (error instanceof OutboundError) throw badRequest(`url: ${error.message}`);
    throw error;
  }
  if (!(await activeChannelExists(ctx.db, ctx.companyId, body.channelId)))
    throw badRequest(`channelId: unknown channel ${body.channelId}`);
  const now = deps.clock.now();
  const fresh = { failureCount: 0, lastError: null, disabledAt: null, nextPollAt: now };
  const feedId = await ctx.db.transaction(async (tx) => {
    if (!body._id) {
      const id = newObjectId(now);
      await insertFeed(tx, {
        id,
        companyId: ctx.companyId,
        name: body.name,
        url: body.url,
        channelId: body.channelId,
        isEnabled: body.isEnabled,
        createdBy: ctx.actor.userId,
        createdAt: now,
        ...fresh,
      });
      return id;
    }
    const current = await findFeed(tx, ctx.companyId, body._id);
    if (!current) throw notFound("Feed not found");
    const urlChanged = current.url !== body.url;
    await updateFeed(tx, ctx.companyId, body._id, {
      name: body.name,
      url: body.url,
      channelId: body.channelId,
      isEnabled: body.isEnabled,
      ...fresh,
      // Another address has other validators.
      ...(urlChanged ? { etag: null, lastModified: null } : {}),
    });
    return body._id;
  });
  if (body.isEnabled)
    await deps.jobs.send(
      pollFeedJob,
      { companyId: ctx.companyId, feedId },
      { singletonKey: `${feedId}:${now.getTime()}` },
    );
  return feedList(ctx);
}

/** DELETE /api/company/{companyId}/feed?_id=: the feed goes; posts it imported stay. */
export async function deleteContentFeed(ctx: RequestContext, companyId: string, feedId: string) {
  requireSameCompany(ctx, companyId);
  const deleted = await ctx.db.transaction((tx) => deleteFeed(tx, ctx.companyId, feedId));
  if (!deleted) throw notFound("Feed not found");
  return feedList(ctx);
}
