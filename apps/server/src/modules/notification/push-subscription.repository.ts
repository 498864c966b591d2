import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { pushSubscription } from "../../db/schema/index.ts";

export type PushSubscriptionRow = typeof pushSubscription.$inferSelect;

/** A browser's subscription belongs to whoever subscribed it last (one endpoint, one user). */
export async function savePushSubscription(
  db: Queryable,
  row: { id: string; companyId: string; userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscription)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { companyId: row.companyId, userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    });
}

export async function deletePushSubscription(
  db: Queryable,
  companyId: string,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(
      and(
        eq(pushSubscription.companyId, companyId),
        eq(pushSubscription.userId, userId),
        eq(pushSubscription.endpoint, endpoint),
      ),
    );
}

/** The push service said the subscription is gone (404/410). */
export async function deletePushSubscriptionById(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.companyId, companyId), eq(pushSubscription.id, id)));
}

export async function pushSubscriptionsOf(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscription)
    .where(and(eq(pushSubscription.companyId, companyId), eq(pushSubscription.userId, userId)));
}

/** Which of these users have at least one browser subscribed (only they can receive a push). */
export async function usersWithPushSubscription(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscription.userId })
    .from(pushSubscription)
    .where(
      and(eq(pushSubscription.companyId, companyId), inArray(pushSubscription.userId, [...new Set(userIds)])),
    );
  return new Set(rows.map((row) => row.userId));
}
