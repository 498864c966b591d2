import { isManager } from "@chorus/shared/access/roles";
import {
  LEADERBOARD_CSV_COLUMNS,
  type LeaderboardRanking,
  type RankedUser,
} from "@chorus/shared/leaderboard/leaderboard.contract";
import {
  isLeaderboardPeriod,
  type LeaderboardPeriod,
  periodRange,
  type TimeRange,
} from "@chorus/shared/leaderboard/leaderboard.rules";
import type { Clock } from "../../platform/clock.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { toSafeCsv } from "../read-confirmation/index.ts";
import {
  fullRanking,
  groupExists,
  type RankedRow,
  type RankingScope,
  rankingPage,
} from "./leaderboard-ranking.repository.ts";
import { findFilter, findSettings, findTeams } from "./leaderboard-settings.repository.ts";
import { type Span, spansOf } from "./leaderboard-spans.ts";

export interface RankingQuery {
  teamId?: string;
  groupId?: string;
  filter?: LeaderboardPeriod;
  dateFrom?: string;
  dateTo?: string;
  limit: number;
  offset: number;
}

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

const rankedUser = (row: RankedRow): RankedUser => ({
  _id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  point: row.point,
  avatarUrl: row.avatar_url,
  rank: row.rank,
});

/**
 * The rollup spans of a range; null for all time. The ledger stamps entries with the real time of
 * writing, so whether a span may reach past the range's end is judged on the real time too.
 */
const spansOfRange = (range: TimeRange): Span[] | null =>
  range.from === null ? null : spansOf(range.from, range.to, new Date());

function rangeOrRefuse(
  period: LeaderboardPeriod,
  now: Date,
  custom: { dateFrom?: string | null; dateTo?: string | null },
): TimeRange {
  const range = periodRange(period, now, custom);
  if (!range) throw badRequest("A custom range needs dateFrom and dateTo, dateFrom first");
  return range;
}

/**
 * GET /api/leaderboard3/{filterId}: a leaderboard's ranking (its range and teams), or a time range
 * over everyone; teamId narrows to one team (of the leaderboard's, when it names teams), groupId to
 * one group. Sharers see nothing while an admin has the leaderboard turned off.
 */
export async function getRanking(
  ctx: RequestContext,
  clock: Clock,
  filterId: string,
  query: RankingQuery,
): Promise<LeaderboardRanking> {
  const settings = await findSettings(ctx.db, ctx.companyId);
  if (settings && !settings.leaderboardEnabled && !isManager(ctx.actor.role))
    throw forbidden("The leaderboard is turned off");

  let period: LeaderboardPeriod;
  let custom: { dateFrom?: string | null; dateTo?: string | null };
  let teamIds: string[] = [];
  if (isLeaderboardPeriod(filterId)) {
    period = filterId;
    custom = query;
  } else {
    const filter = await findFilter(ctx.db, ctx.companyId, filterId);
    if (!filter) throw notFound("Leaderboard not found");
    period = filter.period as LeaderboardPeriod;
    custom = { dateFrom: filter.dateFrom, dateTo: filter.dateTo };
    teamIds = filter.teamIdList;
  }
  if (query.filter) {
    period = query.filter;
    if (period === "Custom") custom = query;
  }
  const range = rangeOrRefuse(period, clock.now(), custom);

  if (query.teamId) {
    if (teamIds.length > 0 && !teamIds.includes(query.teamId)) throw notFound("Team not found");
    if ((await findTeams(ctx.db, ctx.companyId, [query.teamId])).length === 0)
      throw notFound("Team not found");
    teamIds = [query.teamId];
  }
  if (query.groupId && !(await groupExists(ctx.db, ctx.companyId, query.groupId)))
    throw notFound("Group not found");

  const scope: RankingScope = {
    companyId: ctx.companyId,
    spans: spansOfRange(range),
    groupId: query.groupId,
    teamIds,
  };
  const { rows, total } = await rankingPage(ctx.db, scope, {
    limit: query.limit,
    offset: query.offset,
    meId: ctx.actor.userId,
  });
  const inPage = (row: RankedRow) => row.pos > query.offset && row.pos <= query.offset + query.limit;
  const mine = rows.find((row) => row.id === ctx.actor.userId);
  return {
    filter: period,
    dateFrom: dayOf(range.from),
    // The range's last day (its end is the next midnight).
    dateTo: range.to ? dayOf(new Date(range.to.getTime() - 1)) : null,
    total,
    leaderboardList: rows.filter(inPage).map(rankedUser),
    me: mine ? rankedUser(mine) : null,
  };
}

/** GET /api/leaderboard3/export/csv: everyone ranked between the two days, spreadsheet-safe. */
export async function exportRanking(
  ctx: RequestContext,
  query: { groupId?: string; dateFrom: string; dateTo: string },
): Promise<string> {
  const range = rangeOrRefuse("Custom", new Date(), query);
  if (query.groupId && !(await groupExists(ctx.db, ctx.companyId, query.groupId)))
    throw notFound("Group not found");
  const rows = await fullRanking(ctx.db, {
    companyId: ctx.companyId,
    spans: spansOfRange(range),
    groupId: query.groupId,
    teamIds: [],
  });
  return toSafeCsv(
    LEADERBOARD_CSV_COLUMNS,
    rows.map((r) => [String(r.rank), r.first_name, r.last_name, r.email ?? "", String(r.point)]),
  );
}
