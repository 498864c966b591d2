import { and, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, share, userGroup } from "../../db/schema/index.ts";

/** Who shared between from and to (shares that went out), most shares first, active users only. */
export async function findEngagers(
  db: Queryable,
  companyId: string,
  window: { from: Date; to: Date; groupIds: readonly string[] | undefined; limit: number },
) {
  const shareCount = count(share.id);
  const inGroups: SQL | undefined = window.groupIds
    ? inArray(appUser.groupId, [...window.groupIds])
    : undefined;
  return db
    .select({
      _id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      avatarUrl: appUser.avatarUrl,
      groupName: userGroup.name,
      shareCount,
    })
    .from(share)
    .innerJoin(appUser, and(eq(appUser.id, share.userId), eq(appUser.companyId, share.companyId)))
    .leftJoin(userGroup, and(eq(userGroup.id, appUser.groupId), eq(userGroup.companyId, appUser.companyId)))
    .where(
      and(
        eq(share.companyId, companyId),
        eq(share.status, "shared"),
        isNotNull(share.sharedAt),
        gte(share.sharedAt, window.from),
        lte(share.sharedAt, window.to),
        eq(appUser.isActive, true),
        inGroups,
      ),
    )
    .groupBy(appUser.id, userGroup.name)
    .orderBy(desc(shareCount), appUser.id)
    .limit(window.limit);
}

/** The mail recipients a Users filter finds (where is the list's own filter), at most `limit`. */
export async function findRecipients(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({ id: appUser.id, email: appUser.email, firstName: appUser.firstName })
    .from(appUser)
    .where(where)
    .orderBy(appUser.id)
    .limit(limit);
}
