import type { UserMoveGroupBody, UserRemoveBody } from "@chorus/shared/people/user-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { dequeue, leaveTeams, lockGroup, recountGroups, recountTeams } from "../me/index.ts";
import { admitNextInQueue } from "./seat-release.ts";
import { teamsOfMember } from "./team.repository.ts";
import {
  dropEmailManagerships,
  otherActiveAdmins,
  revokeAccess,
  setGroupAdminship,
  updateUser,
} from "./user-admin.repository.ts";
import { LAST_ADMIN, loadManageableUser } from "./user-admin.service.ts";

/** The spec's words where a group has too few free seats (access §2, group picker). */
export const NOT_ENOUGH_SEATS = "Not enough seats";
export const NOT_YOURSELF = "You cannot remove your own account here. Use your account settings.";

/** Every listed user, each within the actor's reach (404 / 403 as for one user). */
async function loadManageableUsers(ctx: RequestContext, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  const users = [];
  for (const userId of unique) users.push((await loadManageableUser(ctx, userId)).user);
  return users;
}

/** The user leaves every team outside `keepGroupId`; returns the teams touched. */
async function leaveTeamsOutside(
  ctx: RequestContext,
  tx: Parameters<typeof recountTeams>[0],
  userId: string,
  keepGroupId: string | null,
) {
  const teams = await teamsOfMember(tx, ctx.companyId, userId);
  const leaving = teams.filter((t) => keepGroupId === null || t.groupId !== keepGroupId).map((t) => t.id);
  return leaveTeams(tx, ctx.companyId, userId, leaving);
}

/**
 * PUT /api/user/group (managers): moves active users into a group, all or none. The seats are
 * checked under the group's lock (seatLimit − memberCount must cover the newcomers); movers leave
 * their old teams, any queue and their old group's e-mail managers, and a group admin administers
 * the new group.
 */
export async function moveUsersToGroup(
  ctx: RequestContext,
  body: UserMoveGroupBody,
  deps: Pick<AppDeps, "jobs">,
) {
  const users = await loadManageableUsers(ctx, body.userIdList);
  if (users.some((u) => !u.isActive)) throw notFound("User not found");
  const result = await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, ctx.companyId, body.groupId);
    if (!group) throw notFound("Group not found");
    const newcomers = users.filter((u) => u.groupId !== body.groupId);
    if (group.seatLimit - group.memberCount < newcomers.length) throw badRequest(NOT_ENOUGH_SEATS);
    const touchedTeams: string[] = [];
    for (const user of newcomers) {
      await updateUser(tx, ctx.companyId, user.id, { groupId: body.groupId });
      await dequeue(tx, ctx.companyId, user.id);
      touchedTeams.push(...(await leaveTeamsOutside(ctx, tx, user.id, body.groupId)));
      if (user.role === "group_admin") await setGroupAdminship(tx, ctx.companyId, user.id, body.groupId);
      await dropEmailManagerships(tx, ctx.companyId, user.id);
    }
    await recountTeams(tx, ctx.companyId, touchedTeams);
    await recountGroups(tx, ctx.companyId, [body.groupId, ...newcomers.map((u) => u.groupId)]);
    const moved = await lockGroup(tx, ctx.companyId, body.groupId);
    return {
      freed: newcomers.map((u) => u.groupId),
      answer: { groupId: body.groupId, movedCount: newcomers.length, memberCount: moved?.memberCount ?? 0 },
    };
  });
  // The groups they left have free seats now.
  await admitNextInQueue(deps, ctx.companyId, result.freed);
  return result.answer;
}

/**
 * DELETE /api/user: deactivates the listed accounts and signs them out everywhere at once
 * (sessions, tokens, mobile links, queue places, group adminship), all or none. With eraseData
 * the personal data goes too (names, e-mail, phone, password, picture); their shares, posts and
 * comments stay, shown under the anonymous name.
 */
export async function removeUsers(
  ctx: RequestContext,
  deps: Pick<AppDeps, "jobs" | "sessions">,
  body: UserRemoveBody,
) {
  if (body.userIdList.includes(ctx.actor.userId)) throw badRequest(NOT_YOURSELF);
  const users = await loadManageableUsers(ctx, body.userIdList);
  const answer = await ctx.db.transaction(async (tx) => {
    const ids = users.map((u) => u.id);
    const admins = users.filter((u) => u.role === "admin" && u.isActive);
    if (admins.length > 0 && (await otherActiveAdmins(tx, ctx.companyId, ids)) === 0)
      throw badRequest(LAST_ADMIN);
    let removedSessionCount = 0;
    const touchedTeams: string[] = [];
    for (const user of users) {
      await updateUser(tx, ctx.companyId, user.id, {
        isActive: false,
        lockedUntil: null,
        ...(body.eraseData
          ? {
              firstName: "Deleted",
              lastName: "user",
              email: `deleted-${user.id}@deleted.invalid`,
              phoneNumber: null,
              passwordHash: null,
              avatarUrl: null,
            }
          : {}),
      });
      touchedTeams.push(...(await leaveTeamsOutside(ctx, tx, user.id, null)));
      await revokeAccess(tx, ctx.companyId, user.id);
      removedSessionCount += await deps.sessions.endAllFor(tx, ctx.companyId, user.id);
    }
    await recountTeams(tx, ctx.companyId, touchedTeams);
    await recountGroups(
      tx,
      ctx.companyId,
      users.map((u) => u.groupId),
    );
    ctx.log.info({ userIds: ids, erased: body.eraseData, by: ctx.actor.userId }, "users removed");
    return { removedCount: users.length, erased: body.eraseData, removedSessionCount };
  });
  // Their seats are free: the next in each group's queue get in.
  await admitNextInQueue(
    deps,
    ctx.companyId,
    users.filter((u) => u.isActive).map((u) => u.groupId),
  );
  return answer;
}
