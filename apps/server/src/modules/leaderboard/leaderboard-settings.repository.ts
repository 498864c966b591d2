import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { leaderboardFilter, leaderboardSetting, team } from "../../db/schema/index.ts";

export type FilterRow = typeof leaderboardFilter.$inferSelect;

export async function findSettings(db: Queryable, companyId: string) {
  const [row] = await db.select().from(leaderboardSetting).where(eq(leaderboardSetting.companyId, companyId));
  return row ?? null;
}

export async function saveSettings(
  db: Queryable,
  companyId: string,
  values: { leaderboardEnabled?: boolean; orderedLeaderboardIdList?: string[] },
): Promise<void> {
  await db
    .insert(leaderboardSetting)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: leaderboardSetting.companyId, set: { ...values, updatedAt: new Date() } });
}

export async function listFilters(db: Queryable, companyId: string): Promise<FilterRow[]> {
  return db
    .select()
    .from(leaderboardFilter)
    .where(eq(leaderboardFilter.companyId, companyId))
    .orderBy(leaderboardFilter.createdAt, leaderboardFilter.id);
}

export async function findFilter(db: Queryable, companyId: string, filterId: string) {
  const [row] = await db
    .select()
    .from(leaderboardFilter)
    .where(and(eq(leaderboardFilter.companyId, companyId), eq(leaderboardFilter.id, filterId)));
  return row ?? null;
}

export async function insertFilter(db: Queryable, row: typeof leaderboardFilter.$inferInsert): Promise<void> {
  await db.insert(leaderboardFilter).values(row);
}

export async function updateFilter(
  db: Queryable,
  companyId: string,
  filterId: string,
  values: Partial<Pick<FilterRow, "name" | "period" | "dateFrom" | "dateTo" | "teamIdList">>,
): Promise<void> {
  await db
    .update(leaderboardFilter)
    .set(values)
    .where(and(eq(leaderboardFilter.companyId, companyId), eq(leaderboardFilter.id, filterId)));
}

export async function deleteFilter(db: Queryable, companyId: string, filterId: string): Promise<boolean> {
  const deleted = await db
    .delete(leaderboardFilter)
    .where(and(eq(leaderboardFilter.companyId, companyId), eq(leaderboardFilter.id, filterId)))
    .returning({ id: leaderboardFilter.id });
  return deleted.length > 0;
}

/** The company's teams among the ids, with their names (other tenants' ids find nothing). */
export async function findTeams(db: Queryable, companyId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ _id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.companyId, companyId), inArray(team.id, [...teamIds])));
}
