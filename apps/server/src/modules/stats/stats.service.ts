import { parseDay } from "@chorus/shared/leaderboard/leaderboard.rules";
import {
  STATS_MAX_DAYS,
  type StatsCount,
  type StatsInterval,
  type StatsSeries,
} from "@chorus/shared/stats/stats.contract";
import type { Clock } from "../../platform/clock.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { scoreHistory } from "../influence/index.ts";
import { activitySeries, countActivity, findTotals, type StatsScope } from "./stats.repository.ts";

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range asked for (days included), or the last 30 days up to today; checked for order and length. */
function scopeOf(ctx: RequestContext, clock: Clock, query: { from?: string; to?: string }): StatsScope {
  const now = clock.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const last = query.to ? parseDay(query.to) : today;
  const first = query.from ? parseDay(query.from) : last ? new Date(last.getTime() - 29 * DAY_MS) : null;
  if (!first || !last) throw badRequest("from and to must be real days (YYYY-MM-DD)");
  if (last < first) throw badRequest("from must not be after to");
  if ((last.getTime() - first.getTime()) / DAY_MS >= STATS_MAX_DAYS)
    throw badRequest(`The range may cover at most ${STATS_MAX_DAYS} days`);
  return {
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    from: first,
    to: new Date(last.getTime() + DAY_MS),
  };
}

/** GET /api/user/me/stats/count. */
export async function myStatsCount(
  ctx: RequestContext,
  clock: Clock,
  query: { from?: string; to?: string },
): Promise<StatsCount> {
  const scope = scopeOf(ctx, clock, query);
  const counts = await countActivity(ctx.db, scope);
  const totals = await findTotals(ctx.db, ctx.companyId, ctx.actor.userId);
  return {
    from: dayOf(scope.from),
    to: dayOf(new Date(scope.to.getTime() - DAY_MS)),
    shareCount: counts.shares,
    clickCount: counts.clicks,
    reactionCount: counts.reactions,
    point: counts.points,
    Star: totals.star,
    Coin: totals.coin,
    smarpScore: totals.smarp_score,
  };
}

/** GET /api/user/me/stats/series. */
export async function myStatsSeries(
  ctx: RequestContext,
  clock: Clock,
  query: { from?: string; to?: string; interval: StatsInterval },
): Promise<StatsSeries> {
  const scope = scopeOf(ctx, clock, query);
  const from = dayOf(scope.from);
  const to = dayOf(new Date(scope.to.getTime() - DAY_MS));
  return {
    from,
    to,
    interval: query.interval,
    series: await activitySeries(ctx.db, scope, query.interval),
    scoreHistory: await scoreHistory(ctx.db, ctx.companyId, ctx.actor.userId, from, to),
  };
}
