import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  appUser,
  mobileLoginLink,
  oauthAccessToken,
  personalAccessToken,
  team,
  teamMember,
  userGroup,
  userQueue,
} from "../../db/schema/index.ts";

/** Recounts members from the rows themselves, so the counters are exact whatever came before. */
export async function recountGroups(tx: Queryable, companyId: string, groupIds: readonly (string | null)[]) {
  const ids = [...new Set(groupIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await tx
    .update(userGroup)
    .set({
      memberCount: sql`(select count(*)::int from ${appUser} where ${appUser.companyId} = ${companyId}
        and ${appUser.groupId} = ${userGroup.id} and ${appUser.isActive})`,
    })
    .where(and(eq(userGroup.companyId, companyId), inArray(userGroup.id, ids)));
}

export async function recountTeams(tx: Queryable, companyId: string, teamIds: readonly string[]) {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return;
  await tx
    .update(team)
    .set({
      memberCount: sql`(select count(*)::int from ${teamMember} inner join ${appUser}
        on ${appUser.id} = ${teamMember.userId} and ${appUser.isActive}
        where ${teamMember.companyId} = ${companyId} and ${teamMember.teamId} = ${team.id})`,
    })
    .where(and(eq(team.companyId, companyId), inArray(team.id, ids)));
}

/** The group row, locked so two newcomers cannot both take its last seat. */
export async function lockGroup(tx: Queryable, companyId: string, groupId: string) {
  const [row] = await tx
    .select()
    .from(userGroup)
    .where(and(eq(userGroup.companyId, companyId), eq(userGroup.id, groupId)))
    .for("update");
  return row ?? null;
}

/** Puts the user at the end of a group's queue (or keeps their place if already waiting for it). */
export async function enqueue(tx: Queryable, companyId: string, userId: string, groupId: string) {
  const [existing] = await tx
    .select()
    .from(userQueue)
    .where(and(eq(userQueue.companyId, companyId), eq(userQueue.userId, userId)));
  if (existing?.groupId === groupId) return existing.position;
  const [last] = await tx
    .select({ max: sql<number | null>`max(${userQueue.position})` })
    .from(userQueue)
    .where(and(eq(userQueue.companyId, companyId), eq(userQueue.groupId, groupId)));
  const position = (last?.max ?? 0) + 1;
  await tx
    .insert(userQueue)
    .values({ companyId, userId, groupId, position, queuedAt: new Date() })
    .onConflictDoUpdate({
      target: [userQueue.companyId, userQueue.userId],
      set: { groupId, position, queuedAt: new Date() },
    });
  return position;
}

export async function dequeue(tx: Queryable, companyId: string, userId: string) {
  await tx.delete(userQueue).where(and(eq(userQueue.companyId, companyId), eq(userQueue.userId, userId)));
}

/** Drops the user's memberships in the given teams; returns the teams touched. */
export async function leaveTeams(
  tx: Queryable,
  companyId: string,
  userId: string,
  teamIds: readonly string[],
) {
  if (teamIds.length === 0) return [];
  const removed = await tx
    .delete(teamMember)
    .where(
      and(
        eq(teamMember.companyId, companyId),
        eq(teamMember.userId, userId),
        inArray(teamMember.teamId, [...teamIds]),
      ),
    )
    .returning({ teamId: teamMember.teamId });
  return removed.map((r) => r.teamId);
}

export async function teamsOfUser(tx: Queryable, companyId: string, userId: string) {
  return tx
    .select({ id: team.id, groupId: team.groupId, level: team.level })
    .from(teamMember)
    .innerJoin(team, and(eq(team.id, teamMember.teamId), eq(team.companyId, companyId)))
    .where(and(eq(teamMember.companyId, companyId), eq(teamMember.userId, userId)));
}

const byUser = (companyId: string, userId: string) =>
  and(eq(appUser.companyId, companyId), eq(appUser.id, userId));

/** The user's own row. */
export async function findMe(db: Queryable, companyId: string, userId: string) {
  const [me] = await db.select().from(appUser).where(byUser(companyId, userId));
  return me;
}

/** What PUT /api/user/me answers with. */
export async function findMeSummary(db: Queryable, companyId: string, userId: string) {
  const [me] = await db
    .select({
      _id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      anonymousEnabled: appUser.anonymousEnabled,
    })
    .from(appUser)
    .where(byUser(companyId, userId));
  return me;
}

export async function updateMeRow(
  db: Queryable,
  companyId: string,
  userId: string,
  changes: Partial<
    Pick<typeof appUser.$inferInsert, "firstName" | "lastName" | "anonymousEnabled" | "groupId">
  >,
): Promise<void> {
  await db.update(appUser).set(changes).where(byUser(companyId, userId));
}

/** Active admins of the company other than this user. */
export async function countOtherActiveAdmins(db: Queryable, companyId: string, userId: string) {
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyId, companyId),
        eq(appUser.role, "admin"),
        eq(appUser.isActive, true),
        ne(appUser.id, userId),
      ),
    );
  return others?.count ?? 0;
}

/**
 * Erases the account's personal data (names, e-mail replaced by a tombstone, phone, password,
 * avatar, group) and deactivates it; its queue entry, tokens and mobile links go (call inside a
 * transaction).
 */
export async function eraseAccount(tx: Queryable, companyId: string, userId: string): Promise<void> {
  await tx
    .update(appUser)
    .set({
      isActive: false,
      firstName: "Deleted",
      lastName: "user",
      email: `deleted-${userId}@deleted.invalid`,
      phoneNumber: null,
      passwordHash: null,
      avatarUrl: null,
      groupId: null,
      lockedUntil: null,
    })
    .where(byUser(companyId, userId));
  const mine = (
    table: typeof personalAccessToken | typeof oauthAccessToken | typeof mobileLoginLink | typeof userQueue,
  ) => and(eq(table.companyId, companyId), eq(table.userId, userId));
  await tx.delete(userQueue).where(mine(userQueue));
  await tx.delete(personalAccessToken).where(mine(personalAccessToken));
  await tx.delete(oauthAccessToken).where(mine(oauthAccessToken));
  await tx.delete(mobileLoginLink).where(mine(mobileLoginLink));
}

/** The company's teams among these ids. */
export async function findTeams(db: Queryable, companyId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select()
    .from(team)
    .where(and(eq(team.companyId, companyId), inArray(team.id, [...teamIds])));
}

export async function joinTeams(
  tx: Queryable,
  companyId: string,
  userId: string,
  teamIds: readonly string[],
) {
  if (teamIds.length === 0) return;
  await tx
    .insert(teamMember)
    .values(teamIds.map((teamId) => ({ companyId, teamId, userId })))
    .onConflictDoNothing();
}
