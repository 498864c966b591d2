import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { perDatabase } from "../../db/prepared.ts";
import { appUser, samlIdp, team, userGroup, userQueue } from "../../db/schema/index.ts";

export type OnboardingUserRow = typeof appUser.$inferSelect;

// Built once per database handle: every page load reads the onboarding state.
const userById = perDatabase((db) =>
  db
    .select()
    .from(appUser)
    .where(
      and(eq(appUser.companyId, sql.placeholder("companyId")), eq(appUser.id, sql.placeholder("userId"))),
    )
    .limit(1)
    .prepare("user_by_id"),
);

export async function findUser(db: Queryable, companyId: string, userId: string) {
  const [row] = await userById(db).execute({ companyId, userId });
  return row ?? null;
}

export async function findQueueEntry(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ groupId: userQueue.groupId, position: userQueue.position, name: userGroup.name })
    .from(userQueue)
    .innerJoin(userGroup, and(eq(userGroup.id, userQueue.groupId), eq(userGroup.companyId, companyId)))
    .where(and(eq(userQueue.companyId, companyId), eq(userQueue.userId, userId)))
    .limit(1);
  return row ?? null;
}

const teamsOfGroup = (companyId: string, groupId: string | null) =>
  and(eq(team.companyId, companyId), groupId === null ? isNull(team.groupId) : eq(team.groupId, groupId));

/** Which onboarding levels have teams in the user's group (or among teams without a group). */
export async function teamLevelsOf(db: Queryable, companyId: string, groupId: string | null) {
  const rows = await db
    .selectDistinct({ level: team.level })
    .from(team)
    .where(teamsOfGroup(companyId, groupId));
  const levels = new Set(rows.map((r) => r.level));
  return { one: levels.has(1), two: levels.has(2) };
}

/** Which onboarding levels have teams in any group of the company: what choosing a group may bring. */
export async function groupTeamLevelsOf(db: Queryable, companyId: string) {
  const rows = await db
    .selectDistinct({ level: team.level })
    .from(team)
    .where(and(eq(team.companyId, companyId), isNotNull(team.groupId)));
  const levels = new Set(rows.map((r) => r.level));
  return { one: levels.has(1), two: levels.has(2) };
}

export async function listTeamsAtLevel(
  db: Queryable,
  companyId: string,
  groupId: string | null,
  level: number,
) {
  return db
    .select({
      _id: team.id,
      name: team.name,
      groupId: team.groupId,
      level: team.level,
      memberCount: team.memberCount,
    })
    .from(team)
    .where(and(teamsOfGroup(companyId, groupId), eq(team.level, level)))
    .orderBy(asc(team.name));
}

export async function listGroups(db: Queryable, companyId: string) {
  return db
    .select({
      _id: userGroup.id,
      name: userGroup.name,
      seatLimit: userGroup.seatLimit,
      memberCount: userGroup.memberCount,
      emailDomainList: sql<string[]>`${userGroup.invitationPermissions}->'emailDomainList'`,
    })
    .from(userGroup)
    .where(eq(userGroup.companyId, companyId))
    .orderBy(asc(userGroup.name));
}

export async function hasSamlProvider(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: samlIdp.id })
    .from(samlIdp)
    .where(eq(samlIdp.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

/** Appends the events not yet in the user's list, in order; safe to call twice. Returns the list. */
export async function appendEvents(
  tx: Queryable,
  companyId: string,
  userId: string,
  events: readonly string[],
): Promise<string[]> {
  const where = and(eq(appUser.companyId, companyId), eq(appUser.id, userId));
  const [row] = await tx
    .select({ list: appUser.triggeredEventList })
    .from(appUser)
    .where(where)
    .for("update");
  const list = [...(row?.list ?? [])];
  for (const event of events) if (!list.includes(event)) list.push(event);
  if (row && list.length !== row.list.length)
    await tx.update(appUser).set({ triggeredEventList: list }).where(where);
  return list;
}

/** Onboarding is over for this user. */
export async function markNotFresh(tx: Queryable, companyId: string, userId: string): Promise<void> {
  await tx
    .update(appUser)
    .set({ isFresh: false })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/** The events the user triggered and whether they are still fresh. */
export async function findTriggeredEvents(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ list: appUser.triggeredEventList, isFresh: appUser.isFresh })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return { triggeredEventList: row?.list ?? [], isFresh: row?.isFresh ?? false };
}
