import { PROFILE_PAGE_SIZE } from "@chorus/shared/people/user-directory.contract";
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, userGroup } from "../../db/schema/index.ts";
import { escapeLike } from "./team.repository.ts";

/** The employee directory: active colleagues of the same company, found by name. */
function directoryFilter(companyId: string, searchTerm: string | undefined, groupIds?: readonly string[]) {
  const pattern = searchTerm ? `%${escapeLike(searchTerm)}%` : undefined;
  return and(
    eq(appUser.companyId, companyId),
    eq(appUser.isActive, true),
    groupIds ? inArray(appUser.groupId, [...groupIds]) : undefined,
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

/** One page of colleagues by name (searched in names and e-mail). */
export async function findProfiles(
  db: Queryable,
  companyId: string,
  searchTerm: string | undefined,
  page: number,
  groupIds?: readonly string[],
) {
  return db
    .select(profileColumns)
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(directoryFilter(companyId, searchTerm, groupIds))
    .orderBy(asc(sql`lower(${appUser.firstName} || ' ' || ${appUser.lastName})`), asc(appUser.id))
    .limit(PROFILE_PAGE_SIZE)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
}

export async function countProfileRows(
  db: Queryable,
  companyId: string,
  searchTerm: string | undefined,
  groupIds?: readonly string[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(directoryFilter(companyId, searchTerm, groupIds));
  return row?.n ?? 0;
}

/** A colleague's card; a removed or another tenant's user is not found. */
export async function findProfile(
  db: Queryable,
  companyId: string,
  userId: string,
  groupIds?: readonly string[],
) {
  return db
    .select(profileColumns)
    .from(appUser)
    .leftJoin(userGroup, joinGroup)
    .where(and(directoryFilter(companyId, undefined, groupIds), eq(appUser.id, userId)))
    .limit(1);
}
