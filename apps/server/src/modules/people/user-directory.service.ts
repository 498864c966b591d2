import { isManager } from "@chorus/shared/access/roles";
import type { UserProfile } from "@chorus/shared/people/user-directory.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { findGroupVisibility } from "./group-visibility.repository.ts";
import { groupIdOfUser, teamsOfUsers } from "./user-admin.repository.ts";
import { countProfileRows, findProfile, findProfiles } from "./user-directory.repository.ts";

async function withTeams(ctx: RequestContext, rows: Omit<UserProfile, "teamList">[]): Promise<UserProfile[]> {
  const teams = await teamsOfUsers(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r._id),
  );
  return rows.map((r) => ({ ...r, teamList: teams.get(r._id) ?? [] }));
}

/**
 * The groups whose colleagues the caller sees: everyone (undefined) unless the caller's group is
 * restricted by its visibility setting; managers always see the whole company.
 */
async function visibleGroups(ctx: RequestContext): Promise<string[] | undefined> {
  if (isManager(ctx.actor.role)) return undefined;
  const groupId = await groupIdOfUser(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!groupId) return undefined;
  const visibility = await findGroupVisibility(ctx.db, ctx.companyId, groupId);
  return visibility?.isRestricted ? [groupId, ...visibility.visibleGroupIdList] : undefined;
}

/** GET /api/user/profile: one page of colleagues by name (searched in names and e-mail). */
export async function listProfiles(ctx: RequestContext, searchTerm: string | undefined, page: number) {
  const rows = await findProfiles(ctx.db, ctx.companyId, searchTerm, page, await visibleGroups(ctx));
  return { profileList: await withTeams(ctx, rows) };
}

export async function countProfiles(ctx: RequestContext, searchTerm: string | undefined) {
  return { count: await countProfileRows(ctx.db, ctx.companyId, searchTerm, await visibleGroups(ctx)) };
}

/** GET /api/user/preview/{userid}: a colleague's card; a removed, hidden or another tenant's user is not found. */
export async function previewUser(ctx: RequestContext, userId: string): Promise<UserProfile> {
  const rows = await findProfile(ctx.db, ctx.companyId, userId, await visibleGroups(ctx));
  const [profile] = await withTeams(ctx, rows);
  if (!profile) throw notFound("User not found");
  return profile;
}
