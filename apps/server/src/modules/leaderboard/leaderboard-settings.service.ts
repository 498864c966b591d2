import { newObjectId } from "@chorus/shared/ids/object-id";
import type {
  LeaderboardFilter,
  LeaderboardFilterBody,
  LeaderboardSettings,
} from "@chorus/shared/leaderboard/leaderboard.contract";
import { type LeaderboardPeriod, periodRange } from "@chorus/shared/leaderboard/leaderboard.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import {
  deleteFilter,
  type FilterRow,
  findFilter,
  findSettings,
  findTeams,
  insertFilter,
  listFilters,
  saveSettings,
  updateFilter,
} from "./leaderboard-settings.repository.ts";

/** The order admins chose, then any leaderboard it does not name yet (oldest first). */
function inOrder(filters: FilterRow[], orderedIds: readonly string[]): FilterRow[] {
  const byId = new Map(filters.map((f) => [f.id, f]));
  const ordered = orderedIds.flatMap((id) => byId.get(id) ?? []);
  const named = new Set(ordered.map((f) => f.id));
  return [...ordered, ...filters.filter((f) => !named.has(f.id))];
}

async function present(db: Queryable, companyId: string, rows: FilterRow[]): Promise<LeaderboardFilter[]> {
  const teams = await findTeams(db, companyId, [...new Set(rows.flatMap((r) => r.teamIdList))]);
  const teamById = new Map(teams.map((t) => [t._id, t]));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    filter: row.period as LeaderboardPeriod,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    // A deleted team drops out of the list instead of naming nothing.
    filteredTeamList: row.teamIdList.flatMap((id) => teamById.get(id) ?? []),
  }));
}

export async function readSettings(db: Queryable, companyId: string): Promise<LeaderboardSettings> {
  const settings = await findSettings(db, companyId);
  const rows = inOrder(await listFilters(db, companyId), settings?.orderedLeaderboardIdList ?? []);
  return {
    leaderboardEnabled: settings?.leaderboardEnabled ?? true,
    orderedLeaderboardList: await present(db, companyId, rows),
    orderedLeaderboardIdList: rows.map((r) => r.id),
  };
}

export const getSettings = (ctx: RequestContext) => readSettings(ctx.db, ctx.companyId);

export async function updateSettings(
  ctx: RequestContext,
  body: { leaderboardEnabled?: boolean; orderedLeaderboardIdList?: string[] },
): Promise<LeaderboardSettings> {
  return ctx.db.transaction(async (tx) => {
    if (body.orderedLeaderboardIdList) {
      const known = new Set((await listFilters(tx, ctx.companyId)).map((f) => f.id));
      const unknown = body.orderedLeaderboardIdList.find((id) => !known.has(id));
      if (unknown) throw badRequest(`orderedLeaderboardIdList: no leaderboard ${unknown}`);
      if (new Set(body.orderedLeaderboardIdList).size !== body.orderedLeaderboardIdList.length)
        throw badRequest("orderedLeaderboardIdList: a leaderboard is listed twice");
    }
    await saveSettings(tx, ctx.companyId, body);
    return readSettings(tx, ctx.companyId);
  });
}

/** The period and days a filter body sets, checked: a Custom range needs both days in order. */
function checkedRange(body: Pick<LeaderboardFilterBody, "filter" | "dateFrom" | "dateTo">) {
  if (body.filter !== "Custom") return { period: body.filter, dateFrom: null, dateTo: null };
  if (!periodRange("Custom", new Date(), body))
    throw badRequest("A custom leaderboard needs dateFrom and dateTo, dateFrom first");
  return { period: body.filter, dateFrom: body.dateFrom ?? null, dateTo: body.dateTo ?? null };
}

async function checkedTeamIds(db: Queryable, companyId: string, teams: readonly { _id: string }[]) {
  const ids = [...new Set(teams.map((t) => t._id))];
  const found = new Set((await findTeams(db, companyId, ids)).map((t) => t._id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw badRequest(`filteredTeamList: no team ${missing}`);
  return ids;
}

export async function createFilter(ctx: RequestContext, body: LeaderboardFilterBody) {
  const range = checkedRange(body);
  return ctx.db.transaction(async (tx) => {
    const id = newObjectId();
    await insertFilter(tx, {
      id,
      companyId: ctx.companyId,
      name: body.name,
      ...range,
      teamIdList: await checkedTeamIds(tx, ctx.companyId, body.filteredTeamList),
    });
    // A new leaderboard goes last in the order.
    const settings = await readSettings(tx, ctx.companyId);
    await saveSettings(tx, ctx.companyId, { orderedLeaderboardIdList: settings.orderedLeaderboardIdList });
    return { _id: id };
  });
}

export async function editFilter(
  ctx: RequestContext,
  filterId: string,
  body: Partial<LeaderboardFilterBody>,
): Promise<LeaderboardFilter> {
  return ctx.db.transaction(async (tx) => {
    const row = await findFilter(tx, ctx.companyId, filterId);
    if (!row) throw notFound("Leaderboard not found");
    const range = checkedRange({
      filter: body.filter ?? (row.period as LeaderboardPeriod),
      dateFrom: body.dateFrom === undefined ? row.dateFrom : body.dateFrom,
      dateTo: body.dateTo === undefined ? row.dateTo : body.dateTo,
    });
    await updateFilter(tx, ctx.companyId, filterId, {
      ...(body.name !== undefined && { name: body.name }),
      ...range,
      ...(body.filteredTeamList && {
        teamIdList: await checkedTeamIds(tx, ctx.companyId, body.filteredTeamList),
      }),
    });
    const updated = await findFilter(tx, ctx.companyId, filterId);
    const [presented] = await present(tx, ctx.companyId, updated ? [updated] : []);
    if (!presented) throw notFound("Leaderboard not found");
    return presented;
  });
}

export async function removeFilter(ctx: RequestContext, filterId: string) {
  return ctx.db.transaction(async (tx) => {
    if (!(await deleteFilter(tx, ctx.companyId, filterId))) throw notFound("Leaderboard not found");
    const settings = await findSettings(tx, ctx.companyId);
    if (settings)
      await saveSettings(tx, ctx.companyId, {
        orderedLeaderboardIdList: settings.orderedLeaderboardIdList.filter((id) => id !== filterId),
      });
    return { _id: filterId };
  });
}
