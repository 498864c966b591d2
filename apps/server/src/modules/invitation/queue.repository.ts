import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, userGroup, userQueue } from "../../db/schema/index.ts";

/** The queue of users waiting for a seat (user_queue, shared with onboarding's full-group choice). */

export async function listQueue(db: Queryable, companyId: string, groupIds: readonly string[] | null) {
  return db
    .select({
      userId: userQueue.userId,
      groupId: userQueue.groupId,
      position: userQueue.position,
      queuedAt: userQueue.queuedAt,
      email: appUser.email,
      phoneNumber: appUser.phoneNumber,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      groupName: userGroup.name,
    })
    .from(userQueue)
    .innerJoin(appUser, and(eq(appUser.companyId, companyId), eq(appUser.id, userQueue.userId)))
    .innerJoin(userGroup, and(eq(userGroup.companyId, companyId), eq(userGroup.id, userQueue.groupId)))
    .where(
      and(
        eq(userQueue.companyId, companyId),
        eq(appUser.isActive, true),
        groupIds === null
          ? undefined
          : groupIds.length
            ? inArray(userQueue.groupId, [...groupIds])
            : sql`false`,
      ),
    )
    .orderBy(asc(userGroup.name), asc(userQueue.position), asc(userQueue.queuedAt));
}

export async function countQueue(db: Queryable, companyId: string, groupIds: readonly string[] | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userQueue)
    .innerJoin(appUser, and(eq(appUser.companyId, companyId), eq(appUser.id, userQueue.userId)))
    .where(
      and(
        eq(userQueue.companyId, companyId),
        eq(appUser.isActive, true),
        groupIds === null
          ? undefined
          : groupIds.length
            ? inArray(userQueue.groupId, [...groupIds])
            : sql`false`,
      ),
    );
  return row?.count ?? 0;
}

/** Puts the user at the end of the group's queue (keeps the place when already waiting there). */
export async function enqueueUser(tx: Queryable, companyId: string, userId: string, groupId: string) {
  const [max] = await tx
    .select({ max: sql<number | null>`max(${userQueue.position})` })
    .from(userQueue)
    .where(and(eq(userQueue.companyId, companyId), eq(userQueue.groupId, groupId)));
  await tx
    .insert(userQueue)
    .values({ companyId, userId, groupId, position: (max?.max ?? 0) + 1, queuedAt: new Date() })
    .onConflictDoNothing();
}

export async function queueOfGroup(tx: Queryable, companyId: string, groupId: string) {
  return tx
    .select({ userId: userQueue.userId, position: userQueue.position })
    .from(userQueue)
    .where(and(eq(userQueue.companyId, companyId), eq(userQueue.groupId, groupId)))
    .orderBy(asc(userQueue.position), asc(userQueue.queuedAt));
}

export async function setQueuePosition(
  tx: Queryable,
  companyId: string,
  groupId: string,
  userId: string,
  position: number,
) {
  await tx
    .update(userQueue)
    .set({ position })
    .where(
      and(eq(userQueue.companyId, companyId), eq(userQueue.groupId, groupId), eq(userQueue.userId, userId)),
    );
}

export async function removeFromQueue(
  tx: Queryable,
  companyId: string,
  userIds: readonly string[],
  groupIds: readonly string[] | null,
) {
  const gone = await tx
    .delete(userQueue)
    .where(
      and(
        eq(userQueue.companyId, companyId),
        inArray(userQueue.userId, [...userIds]),
        groupIds === null
          ? undefined
          : groupIds.length
            ? inArray(userQueue.groupId, [...groupIds])
            : sql`false`,
      ),
    )
    .returning({ userId: userQueue.userId });
  return gone.length;
}

/** Groups (of every company) where someone waits and a seat is free: the admission sweep. */
export async function groupsToAdmit(db: Queryable) {
  return db
    .selectDistinct({ companyId: userQueue.companyId, groupId: userQueue.groupId })
    .from(userQueue)
    .innerJoin(
      userGroup,
      and(eq(userGroup.companyId, userQueue.companyId), eq(userGroup.id, userQueue.groupId)),
    )
    .where(
      gt(
        userGroup.seatLimit,
        sql`(select count(*)::int from ${appUser} where ${appUser.companyId} = ${userGroup.companyId}
              and ${appUser.groupId} = ${userGroup.id} and ${appUser.isActive})`,
      ),
    );
}
