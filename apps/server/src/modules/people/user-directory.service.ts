import { PROFILE_PAGE_SIZE, type UserProfile } from "@chorus/shared/people/user-directory.contract";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { appUser, userGroup } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { escapeLike } from "./team.repository.ts";
import { teamsOfUsers } from "./user-admin.repository.ts";

/** The employee directory: active colleagues of the same company, found by name. */
function directoryFilter(companyId: string, searchTerm: string | undefined) {
  const pattern = searchTerm ? `%${escapeLike(searchTerm)}%` : undefined;
  return and(
    eq(appUser.companyId, companyId),
    eq(appUser.isActive, true),
    pattern
      ? or(
          ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, pattern),
          ilike(appUser.email, pattern),
        )
      : undefined,
  );
}

const profileColumns = {
  _id: appUser.id,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  avatarUrl: appUser.avatarUrl,
  groupName: userGroup.name,
  Star: appUser.star,
};
const joinGroup = and(eq(userGroup.id, appUser.groupId), eq(userGroup.companyId, appUser.companyId));

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
  const rows = await ctx.db
    .select(profileColumns)
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(directoryFilter(ctx.companyId, searchTerm))
    .orderBy(asc(sql`lower(${appUser.firstName} || ' ' || ${appUser.lastName})`), asc(appUser.id))
    .limit(PROFILE_PAGE_SIZE)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
  return { profileList: await withTeams(ctx, rows) };
}

export async function countProfiles(ctx: RequestContext, searchTerm: string | undefined) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(appUser)
    .where(directoryFilter(ctx.companyId, searchTerm));
  return { count: row?.n ?? 0 };
}

/** GET /api/user/preview/{userid}: a colleague's card; a removed or another tenant's user is not found. */
export async function previewUser(ctx: RequestContext, userId: string): Promise<UserProfile> {
  const rows = await ctx.db
    .select(profileColumns)
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(and(directoryFilter(ctx.companyId, undefined), eq(appUser.id, userId)))
    .limit(1);
  const [profile] = await withTeams(ctx, rows);
  if (!profile) throw notFound("User not found");
  return profile;
}
