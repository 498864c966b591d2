import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { notification } from "../../db/schema/index.ts";

export type NotificationInsert = typeof notification.$inferInsert;
export type NotificationRow = typeof notification.$inferSelect;

/** Bound parameters per statement stay far below PostgreSQL's 65535 with this many rows. */
const BATCH = 500;

export interface WrittenNotification {
  id: string;
  companyId: string;
  userId: string;
  inApp: boolean;
  deliveryPending: boolean;
}

export async function insertNotifications(
  db: Queryable,
  rows: readonly NotificationInsert[],
): Promise<WrittenNotification[]> {
  const written: WrittenNotification[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    written.push(
      ...(await db
        .insert(notification)
        .values(rows.slice(i, i + BATCH))
        .returning({
          id: notification.id,
          companyId: notification.companyId,
          userId: notification.userId,
          inApp: notification.inApp,
          deliveryPending: notification.deliveryPending,
        })),
    );
  }
  return written;
}

const inAppOf = (companyId: string, userId: string) =>
  and(eq(notification.companyId, companyId), eq(notification.userId, userId), eq(notification.inApp, true));

/** One keyset page of a user's in-app notifications, newest first (seq descending). */
export async function pageOfNotifications(
  db: Queryable,
  companyId: string,
  userId: string,
  page: { beforeSeq: number | null; pageSize: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notification)
    .where(
      and(
        inAppOf(companyId, userId),
        page.unreadOnly ? eq(notification.isRead, false) : undefined,
        page.beforeSeq === null ? undefined : lt(notification.seq, page.beforeSeq),
      ),
    )
    .orderBy(desc(notification.seq))
    .limit(page.pageSize + 1);
}

export async function countUnread(db: Queryable, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(inAppOf(companyId, userId), eq(notification.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Unread counts of several users of one company (absent users have 0). */
export async function countUnreadOf(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notification.userId, n: count() })
    .from(notification)
    .where(
      and(
        eq(notification.companyId, companyId),
        inArray(notification.userId, [...userIds]),
        eq(notification.inApp, true),
        eq(notification.isRead, false),
      ),
    )
    .groupBy(notification.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

/** Marks some (other users' ids match nothing) or all of a user's notifications read. */
export async function markRead(
  db: Queryable,
  companyId: string,
  userId: string,
  which: readonly string[] | "all",
): Promise<void> {
  await db
    .update(notification)
    .set({ isRead: true })
    .where(
      and(
        inAppOf(companyId, userId),
        eq(notification.isRead, false),
        which === "all" ? undefined : inArray(notification.id, [...which]),
      ),
    );
}

/** In-app notifications of one company by id (what a fan-out event names). */
export async function inAppNotificationsByIds(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.companyId, companyId),
        inArray(notification.id, [...ids]),
        eq(notification.inApp, true),
      ),
    );
}

/** A user's in-app notifications after `seq`, oldest first: what a reconnecting stream missed. */
export async function inAppNotificationsAfter(
  db: Queryable,
  companyId: string,
  userId: string,
  seq: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notification)
    .where(and(inAppOf(companyId, userId), gt(notification.seq, seq)))
    .orderBy(notification.seq)
    .limit(limit);
}

/** The newest seq of a user's in-app notifications (0 with none). */
export async function lastSeqOf(db: Queryable, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${notification.seq})` })
    .from(notification)
    .where(inAppOf(companyId, userId));
  return Number(row?.seq ?? 0);
}

/**
 * Takes the pending external deliveries among `ids`: the UPDATE … RETURNING lets exactly one
 * process have each, however many heard of the write.
 */
export async function claimDeliveries(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(notification)
    .set({ deliveryPending: false })
    .where(
      and(
        eq(notification.companyId, companyId),
        inArray(notification.id, [...ids]),
        eq(notification.deliveryPending, true),
      ),
    )
    .returning();
}

/**
 * Pending deliveries older than `before`, of every company (a sweep after a process died between
 * the write and its delivery): claimed like claimDeliveries.
 */
export async function claimStaleDeliveries(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .update(notification)
    .set({ deliveryPending: false })
    .where(
      inArray(
        notification.id,
        db
          .select({ id: notification.id })
          .from(notification)
          .where(and(eq(notification.deliveryPending, true), lte(notification.createdAt, before)))
          .limit(limit),
      ),
    )
    .returning();
}

/** How many pushes and e-mails a user received since `since` (the fatigue limit's count). */
export async function externalDeliveriesSince(
  db: Queryable,
  companyId: string,
  userId: string,
  since: Date,
): Promise<{ pushes: number; emails: number }> {
  const [row] = await db
    .select({
      pushes: sql<string>`count(*) FILTER (WHERE ${notification.pushedAt} >= ${since.toISOString()}::timestamptz)`,
      emails: sql<string>`count(*) FILTER (WHERE ${notification.emailedAt} >= ${since.toISOString()}::timestamptz)`,
    })
    .from(notification)
    .where(
      and(
        eq(notification.companyId, companyId),
        eq(notification.userId, userId),
        gt(notification.createdAt, new Date(since.getTime() - 86_400_000)),
      ),
    );
  return { pushes: Number(row?.pushes ?? 0), emails: Number(row?.emails ?? 0) };
}

export async function recordDelivery(
  db: Queryable,
  companyId: string,
  id: string,
  done: { pushedAt?: Date; emailedAt?: Date; digestAt?: Date },
): Promise<void> {
  if (Object.keys(done).length === 0) return;
  await db
    .update(notification)
    .set(done)
    .where(and(eq(notification.companyId, companyId), eq(notification.id, id)));
}

/** Users (of every company) with notifications waiting for the digest. */
export async function usersWithDigest(db: Queryable): Promise<{ companyId: string; userId: string }[]> {
  return db
    .selectDistinct({ companyId: notification.companyId, userId: notification.userId })
    .from(notification)
    .where(and(isNotNull(notification.digestAt), isNull(notification.digestSentAt)));
}

/** Takes a user's waiting digest notifications: one process gets them, the others none. */
export async function claimDigest(
  db: Queryable,
  companyId: string,
  userId: string,
  now: Date,
): Promise<NotificationRow[]> {
  return db
    .update(notification)
    .set({ digestSentAt: now })
    .where(
      and(
        eq(notification.companyId, companyId),
        eq(notification.userId, userId),
        isNotNull(notification.digestAt),
        isNull(notification.digestSentAt),
      ),
    )
    .returning();
}

/** Users who already have an in-app notification of this type pointing at this URL. */
export async function usersNotifiedOf(
  db: Queryable,
  companyId: string,
  type: string,
  webUrl: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: notification.userId })
    .from(notification)
    .where(
      and(
        eq(notification.companyId, companyId),
        eq(notification.type, type),
        eq(notification.webUrl, webUrl),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
