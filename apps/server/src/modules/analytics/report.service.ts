import type {
  AnalyticsFilter,
  CampaignChannelInsight,
  ChannelInsight,
  CompanyAnalytics,
  InsightQuery,
  Overview,
  PostAnalyticsPage,
  PostAnalyticsQuery,
  UserAnalyticsPage,
  UserAnalyticsQuery,
} from "@chorus/shared/analytics/analytics.contract";
import { ANALYTICS_NETWORKS } from "@chorus/shared/analytics/emv.rules";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { analyticsScopeOf, type Slice, sliceOf } from "./analytics.policy.ts";
import { networkCountsOf } from "./analytics-sql.repository.ts";
import { readAllEmvSettings, storedValuesAreCurrent } from "./emv.repository.ts";
import { companyValuation, type Valuation, valuationOf, valueNetworks } from "./emv.service.ts";
import {
  type InsightRow,
  readCampaigns,
  readChannelNames,
  readCompanies,
  readFunnel,
  readInsight,
  readPointsTotal,
  readPostDetails,
  readPostPage,
  readScopeDays,
  readUserPage,
  sliceChannelIds,
} from "./report.repository.ts";
import { readRollupState } from "./rollup.repository.ts";

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

async function sliceFor(
  ctx: RequestContext,
  filter: Pick<AnalyticsFilter, "groupId" | "channelId">,
): Promise<Slice> {
  const scope = await analyticsScopeOf(ctx.db, ctx.actor);
  if (!scope) throw forbidden();
  return sliceOf(ctx.db, ctx.companyId, scope, filter);
}

const engagementOf = (row: {
  views: number;
  reads: number;
  likes: number;
  comments: number;
  video_plays: number;
}) => ({
  views: Number(row.views),
  reads: Number(row.reads),
  likes: Number(row.likes),
  comments: Number(row.comments),
  videoPlays: Number(row.video_plays),
});

/** Totals, shares per network with EMV, the adoption funnel and the daily series. */
export async function getOverview(ctx: RequestContext, filter: AnalyticsFilter): Promise<Overview> {
  const slice = await sliceFor(ctx, filter);
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [valuation, days, funnel, points, updatedAt] = await Promise.all([
    companyValuation(ctx.db, ctx.companyId),
    readScopeDays(ctx.db, ctx.companyId, slice, filter),
    readFunnel(ctx.db, ctx.companyId, slice, filter),
    readPointsTotal(ctx.db, ctx.companyId, slice, filter),
    readRollupState(ctx.db),
  ]);
  const series = days.map((day) => {
    const shares = valueNetworks(networkCountsOf(day), valuation);
    return {
      day: day.day,
      posts: Number(day.posts),
      ...engagementOf(day),
      shares: shares.shares,
      clicks: shares.clicks,
      impressions: shares.impressions,
      emv: shares.emv,
    };
  });
  const networkTotals = ANALYTICS_NETWORKS.map((network) => ({
    network,
    shares: days.reduce((t, d) => t + Number(d[`shares_${network}`] ?? 0), 0),
    clicks: days.reduce((t, d) => t + Number(d[`clicks_${network}`] ?? 0), 0),
  }));
  const valued = valueNetworks(networkTotals, valuation);
  const sum = (key: "posts" | "views" | "reads" | "likes" | "comments" | "videoPlays") =>
    series.reduce((t, d) => t + d[key], 0);
  return {
    from: filter.from,
    to: filter.to,
    currency: valuation.currency,
    updatedAt: updatedAt?.toISOString() ?? null,
    totals: {
      posts: sum("posts"),
      views: sum("views"),
      reads: sum("reads"),
      likes: sum("likes"),
      comments: sum("comments"),
      videoPlays: sum("videoPlays"),
      points,
      shares: valued.shares,
      clicks: valued.clicks,
      impressions: valued.impressions,
      emv: valued.emv,
    },
    byNetwork: valued.byNetwork,
    funnel,
    series,
  };
}

export async function getPostPage(
  ctx: RequestContext,
  query: PostAnalyticsQuery,
): Promise<PostAnalyticsPage> {
  const slice = await sliceFor(ctx, query);
  const [valuation, storedValuesCurrent] = await Promise.all([
    companyValuation(ctx.db, ctx.companyId),
    storedValuesAreCurrent(ctx.db, ctx.companyId),
  ]);
  return {
    ...(await postPage(ctx, slice, query, valuation, storedValuesCurrent)),
    currency: valuation.currency,
  };
}

async function postPage(
  ctx: RequestContext,
  slice: Slice,
  query: PostAnalyticsQuery,
  valuation: Valuation,
  storedValuesCurrent: boolean,
) {
  const { rows, total } = await readPostPage(ctx.db, ctx.companyId, slice, query, query, {
    rates: valuation.rates,
    storedValuesCurrent,
  });
  const details = new Map(
    (
      await readPostDetails(
        ctx.db,
        ctx.companyId,
        rows.map((r) => r.post_id),
      )
    ).map((d) => [d.id, d]),
  );
  return {
    from: query.from,
    to: query.to,
    total,
    postList: rows.map((row) => {
      const detail = details.get(row.post_id);
      const shares = valueNetworks(networkCountsOf(row), valuation);
      return {
        postId: row.post_id,
        title: detail?.title ?? "",
        type: detail?.type ?? "",
        publishedAt: iso(row.published_at),
        channelNameList: detail?.channel_names ?? [],
        campaignName: detail?.campaign_name ?? null,
        ...engagementOf(row),
        shares: shares.shares,
        clicks: shares.clicks,
        impressions: shares.impressions,
        emv: shares.emv,
        byNetwork: shares.byNetwork,
      };
    }),
  };
}

export async function getUserPage(
  ctx: RequestContext,
  query: UserAnalyticsQuery,
): Promise<UserAnalyticsPage> {
  const slice = await sliceFor(ctx, query);
  const valuation = await companyValuation(ctx.db, ctx.companyId);
  const rows = await readUserPage(ctx.db, ctx.companyId, slice, query, query, valuation.rates);
  return {
    from: query.from,
    to: query.to,
    currency: valuation.currency,
    total: rows[0]?.total ?? 0,
    userList: rows.map((row) => {
      const shares = valueNetworks(networkCountsOf(row), valuation);
      return {
        userId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        groupName: row.group_name,
        views: Number(row.views),
        likes: Number(row.likes),
        comments: Number(row.comments),
        points: Number(row.points),
        activeDays: Number(row.active_days),
        lastActiveAt: iso(row.last_active_at),
        shares: shares.shares,
        clicks: shares.clicks,
        impressions: shares.impressions,
        emv: shares.emv,
      };
    }),
  };
}

function insightFigures(row: InsightRow, valuation: Valuation) {
  const shares = valueNetworks(networkCountsOf(row), valuation);
  return {
    posts: Number(row.posts),
    ...engagementOf(row),
    shares: shares.shares,
    clicks: shares.clicks,
    impressions: shares.impressions,
    emv: shares.emv,
  };
}

/** GET /api/analytics/insight/post/channel */
export async function getChannelInsight(ctx: RequestContext, query: InsightQuery): Promise<ChannelInsight> {
  const slice = await sliceFor(ctx, {});
  const valuation = await companyValuation(ctx.db, ctx.companyId);
  const channels = await sliceChannelIds(ctx.db, ctx.companyId, slice);
  const rows = await readInsight(ctx.db, ctx.companyId, query, "channel", channels);
  const names = await readChannelNames(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.scope_id),
  );
  return {
    from: query.from,
    to: query.to,
    currency: valuation.currency,
    channelList: rows
      .filter((row) => names.has(row.scope_id))
      .map((row) => ({
        channelId: row.scope_id,
        channelName: names.get(row.scope_id) ?? "",
        ...insightFigures(row, valuation),
      }))
      .sort((a, b) => b.emv - a.emv || a.channelName.localeCompare(b.channelName)),
  };
}

/** GET /api/analytics/insight/post/campaign/channel */
export async function getCampaignChannelInsight(
  ctx: RequestContext,
  query: InsightQuery,
): Promise<CampaignChannelInsight> {
  const slice = await sliceFor(ctx, {});
  const valuation = await companyValuation(ctx.db, ctx.companyId);
  const channels = await sliceChannelIds(ctx.db, ctx.companyId, slice);
  const rows = await readInsight(ctx.db, ctx.companyId, query, "campaign_channel", channels);
  const split = rows.map((row) => {
    const [campaignKey = "none", channelId = ""] = row.scope_id.split(":");
    return { row, campaignId: campaignKey === "none" ? null : campaignKey, channelId };
  });
  const names = await readChannelNames(ctx.db, ctx.companyId, [...new Set(split.map((s) => s.channelId))]);
  const campaigns = await readCampaigns(ctx.db, ctx.companyId, [
    ...new Set(split.flatMap((s) => (s.campaignId ? [s.campaignId] : []))),
  ]);
  const byCampaign = new Map<string, CampaignChannelInsight["campaignList"][number]>();
  for (const { row, campaignId, channelId } of split) {
    if (!names.has(channelId)) continue;
    const campaign = campaignId ? campaigns.get(campaignId) : undefined;
    if (campaignId && !campaign) continue;
    const key = campaignId ?? "none";
    let entry = byCampaign.get(key);
    if (!entry) {
      entry = {
        campaignId,
        campaignName: campaign?.name ?? null,
        color: campaign?.color ?? null,
        channelList: [],
      };
      byCampaign.set(key, entry);
    }
    entry.channelList.push({
      channelId,
      channelName: names.get(channelId) ?? "",
      ...insightFigures(row, valuation),
    });
  }
  const campaignList = [...byCampaign.values()].sort((a, b) =>
    a.campaignName === null ? 1 : b.campaignName === null ? -1 : a.campaignName.localeCompare(b.campaignName),
  );
  for (const c of campaignList) c.channelList.sort((a, b) => a.channelName.localeCompare(b.channelName));
  return { from: query.from, to: query.to, currency: valuation.currency, campaignList };
}

/** The provider's dashboard: every company, each valued with its own rates. */
export async function getCompanies(ctx: RequestContext, query: InsightQuery): Promise<CompanyAnalytics> {
  const rows = await readCompanies(ctx.db, query);
  const settings = await readAllEmvSettings(ctx.db);
  return {
    from: query.from,
    to: query.to,
    companyList: rows.map((row) => {
      const valuation = valuationOf(settings.get(row.id));
      const shares = valueNetworks(networkCountsOf(row), valuation);
      return {
        companyId: row.id,
        name: row.name,
        subdomain: row.subdomain,
        currency: valuation.currency,
        users: Number(row.users),
        activeUsers: Number(row.active_users),
        posts: Number(row.posts),
        views: Number(row.views),
        shares: shares.shares,
        clicks: shares.clicks,
        impressions: shares.impressions,
        emv: shares.emv,
      };
    }),
  };
}
