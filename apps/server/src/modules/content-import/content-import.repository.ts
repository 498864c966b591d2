import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, channel, contentFeed, contentFeedItem } from "../../db/schema/index.ts";

export type ContentFeedRow = typeof contentFeed.$inferSelect;

export async function listFeeds(db: Queryable, companyId: string): Promise<ContentFeedRow[]> {
  return db
    .select()
    .from(contentFeed)
    .where(eq(contentFeed.companyId, companyId))
    .orderBy(asc(contentFeed.createdAt), asc(contentFeed.id));
}

export async function findFeed(
  db: Queryable,
  companyId: string,
  feedId: string,
): Promise<ContentFeedRow | null> {
  const [row] = await db
    .select()
    .from(contentFeed)
    .where(and(eq(contentFeed.companyId, companyId), eq(contentFeed.id, feedId)));
  return row ?? null;
}

export async function insertFeed(db: Queryable, row: typeof contentFeed.$inferInsert): Promise<void> {
  await db.insert(contentFeed).values(row);
}

export async function updateFeed(
  db: Queryable,
  companyId: string,
  feedId: string,
  changes: Partial<typeof contentFeed.$inferInsert>,
): Promise<void> {
  await db
    .update(contentFeed)
    .set(changes)
    .where(and(eq(contentFeed.companyId, companyId), eq(contentFeed.id, feedId)));
}

export async function deleteFeed(db: Queryable, companyId: string, feedId: string): Promise<boolean> {
  const deleted = await db
    .delete(contentFeed)
    .where(and(eq(contentFeed.companyId, companyId), eq(contentFeed.id, feedId)))
    .returning({ id: contentFeed.id });
  await db
    .delete(contentFeedItem)
    .where(and(eq(contentFeedItem.companyId, companyId), eq(contentFeedItem.feedId, feedId)));
  return deleted.length > 0;
}

export async function activeChannelExists(
  db: Queryable,
  companyId: string,
  channelId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: channel.id })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), eq(channel.id, channelId), eq(channel.isActive, true)));
  return Boolean(row);
}

/** Feeds due for a poll, every tenant (the sweep), oldest due first. */
export async function listDueFeeds(db: Queryable, now: Date, limit: number): Promise<ContentFeedRow[]> {
  return db
    .select()
    .from(contentFeed)
    .where(
      and(eq(contentFeed.isEnabled, true), isNull(contentFeed.disabledAt), lte(contentFeed.nextPollAt, now)),
    )
    .orderBy(asc(contentFeed.nextPollAt))
    .limit(limit);
}

/** Claims an item key for the feed; false when it was imported before (never twice). */
export async function claimItem(
  db: Queryable,
  companyId: string,
  feedId: string,
  itemKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(contentFeedItem)
    .values({ companyId, feedId, itemKey })
    .onConflictDoNothing()
    .returning({ itemKey: contentFeedItem.itemKey });
  return rows.length > 0;
}

export async function knownItemKeys(
  db: Queryable,
  companyId: string,
  feedId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ itemKey: contentFeedItem.itemKey })
    .from(contentFeedItem)
    .where(
      and(
        eq(contentFeedItem.companyId, companyId),
        eq(contentFeedItem.feedId, feedId),
        inArray(contentFeedItem.itemKey, [...keys]),
      ),
    );
  return new Set(rows.map((r) => r.itemKey));
}

export async function setItemPost(
  db: Queryable,
  companyId: string,
  feedId: string,
  itemKey: string,
  postId: string | null,
): Promise<void> {
  await db
    .update(contentFeedItem)
    .set({ postId })
    .where(
      and(
        eq(contentFeedItem.companyId, companyId),
        eq(contentFeedItem.feedId, feedId),
        eq(contentFeedItem.itemKey, itemKey),
      ),
    );
}

export async function countImported(
  db: Queryable,
  companyId: string,
  feedId: string,
  by: number,
): Promise<void> {
  await db
    .update(contentFeed)
    .set({ importedCount: sql`${contentFeed.importedCount} + ${by}` })
    .where(and(eq(contentFeed.companyId, companyId), eq(contentFeed.id, feedId)));
}

/** The company's active admins (told when a feed is switched off). */
export async function companyAdminIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.role, "admin"), eq(appUser.isActive, true)));
  return rows.map((r) => r.id);
}
