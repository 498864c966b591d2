import type { UserProfile } from "@chorus/shared/people/user-directory.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { teamsOfUsers } from "./user-admin.repository.ts";
import { countProfileRows, findProfile, findProfiles } from "./user-directory.repository.ts";

async function withTeams(ctx: RequestContext, rows: Omit<UserProfile, "teamList">[]): Promise<UserProfile[]> {
  const teams = await teamsOfUsers(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r._id),
  );
  return rows.map((r) => ({ ...r, teamList: teams.get(r._id) ?? [] }));
}

/** GET /api/user/profile: one page of colleagues by name (searched in names and e-mail). */
export async function listProfiles(ctx: RequestContext, searchTerm: string | undefined, page: number) {
  const rows = await findProfiles(ctx.db, ctx.companyId, searchTerm, page);
  return { profileList: await withTeams(ctx, rows) };
}

export async function countProfiles(ctx: RequestContext, searchTerm: string | undefined) {
  return { count: await countProfileRows(ctx.db, ctx.companyId, searchTerm) };
}

/** GET /api/user/preview/{userid}: a colleague's card; a removed or another tenant's user is not found. */
export async function previewUser(ctx: RequestContext, userId: string): Promise<UserProfile> {
  const rows = await findProfile(ctx.db, ctx.companyId, userId);
  const [profile] = await withTeams(ctx, rows);
  if (!profile) throw notFound("User not found");
  return profile;
}
