import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, channelStaff, userGroup } from "../../db/schema/index.ts";

export type UserWithGroup = typeof appUser.$inferSelect & { groupName: string | null };

export async function findUserWithGroup(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<UserWithGroup | null> {
  const [row] = await db
    .select({ user: appUser, groupName: userGroup.name })
    .from(appUser)
    .leftJoin(userGroup, and(eq(userGroup.id, appUser.groupId), eq(userGroup.companyId, appUser.companyId)))
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return row ? { ...row.user, groupName: row.groupName } : null;
}

/** The channels a user manages and analyses (managingChannelIdList / analysingChannelIdList). */
export async function findChannelDuties(db: Queryable, companyId: string, userId: string) {
  const rows = await db
    .select({ channelId: channelStaff.channelId, duty: channelStaff.duty })
    .from(channelStaff)
    .where(and(eq(channelStaff.companyId, companyId), eq(channelStaff.userId, userId)));
  return {
    managingChannelIdList: rows.filter((r) => r.duty === "manager").map((r) => r.channelId),
    analysingChannelIdList: rows.filter((r) => r.duty === "analyst").map((r) => r.channelId),
  };
}
