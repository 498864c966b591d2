import { ERROR_CODES } from "@chorus/shared/errors/error-codes";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { groupsOfferedTo } from "../onboarding/index.ts";
import {
  dequeue,
  enqueue,
  findMe,
  findTeams,
  joinTeams,
  leaveTeams,
  lockGroup,
  recountGroups,
  recountTeams,
  teamsOfUser,
  updateMeRow,
} from "./me.repository.ts";

export const GROUPS_DISABLED = "Groups are not enabled for your company.";
export const GROUP_NOT_OFFERED = "This group is not open to your e-mail domain.";
export const GROUP_FULL = ERROR_CODES["400.74"];
export const TEAM_OF_OTHER_GROUP = "Please choose teams of your own group.";

async function loadMe(ctx: RequestContext) {
  const me = await findMe(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!me) throw new AppError(401, "401.0");
  return me;
}

/**
 * PUT /api/user/me/group. A full group (seat_limit − member_count < 1) queues the user and answers
 * 400.74; otherwise the user moves in, leaves the old group's teams, and both groups are recounted.
 */
export async function chooseGroup(ctx: RequestContext, groupId: string) {
  const company = await findCompany(ctx.db, ctx.companyId);
  if (!company?.isGroupEnabled) throw badRequest(GROUPS_DISABLED);
  const me = await loadMe(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, ctx.companyId, groupId);
    if (!group) throw notFound("Group not found");
    const offered = await groupsOfferedTo(tx, ctx.companyId, me.email);
    if (!offered.some((g) => g._id === groupId)) throw badRequest(GROUP_NOT_OFFERED);
    if (me.groupId === groupId) {
      await dequeue(tx, ctx.companyId, me.id);
      return { full: false as const, group };
    }
    if (group.seatLimit - group.memberCount < 1) {
      await enqueue(tx, ctx.companyId, me.id, groupId);
      return { full: true as const, group };
    }
    await updateMeRow(tx, ctx.companyId, me.id, { groupId });
    await dequeue(tx, ctx.companyId, me.id);
    const oldTeams = (await teamsOfUser(tx, ctx.companyId, me.id)).filter((t) => t.groupId !== groupId);
    await recountTeams(
      tx,
      ctx.companyId,
      await leaveTeams(
        tx,
        ctx.companyId,
        me.id,
        oldTeams.map((t) => t.id),
      ),
    );
    await recountGroups(tx, ctx.companyId, [me.groupId, groupId]);
    const fresh = await lockGroup(tx, ctx.companyId, groupId);
    return { full: false as const, group: fresh ?? group };
  });
  // Thrown after the commit, so the queue entry stays.
  if (outcome.full) throw new AppError(400, "400.74", GROUP_FULL);
  return { groupId, groupName: outcome.group.name, memberCount: outcome.group.memberCount };
}

/**
 * PUT /api/user/me/team. The chosen teams replace the user's teams at the same onboarding levels
 * (team-one and team-two are chosen separately); every team touched is recounted.
 */
export async function chooseTeams(ctx: RequestContext, teamIdList: readonly string[]) {
  const me = await loadMe(ctx);
  const ids = [...new Set(teamIdList)];
  return ctx.db.transaction(async (tx) => {
    const chosen = await findTeams(tx, ctx.companyId, ids);
    if (chosen.length !== ids.length) throw notFound("Team not found");
    if (chosen.some((t) => t.groupId !== me.groupId)) throw badRequest(TEAM_OF_OTHER_GROUP);
    const levels = new Set(chosen.map((t) => t.level));
    const current = await teamsOfUser(tx, ctx.companyId, me.id);
    const dropped = current.filter((t) => levels.has(t.level) && !ids.includes(t.id)).map((t) => t.id);
    const left = await leaveTeams(tx, ctx.companyId, me.id, dropped);
    await joinTeams(tx, ctx.companyId, me.id, ids);
    await recountTeams(tx, ctx.companyId, [...left, ...ids]);
    const after = await teamsOfUser(tx, ctx.companyId, me.id);
    return { teamIdList: after.map((t) => t.id) };
  });
}
