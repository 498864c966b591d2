import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { channel, post, postChannel, slackInstallation } from "../../db/schema/index.ts";

export type SlackInstallationRow = typeof slackInstallation.$inferSelect;

export async function findInstallation(
  db: Queryable,
  companyId: string,
): Promise<SlackInstallationRow | null> {
  const [row] = await db.select().from(slackInstallation).where(eq(slackInstallation.companyId, companyId));
  return row ?? null;
}

/** A new install (or a reinstall: another token, maybe another workspace) keeps the choices of the last one. */
export async function upsertInstallation(
  db: Queryable,
  companyId: string,
  values: { teamId: string; teamName: string; botTokenSealed: string; installedBy: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(slackInstallation)
    .values({ companyId, ...values, installedAt: now, deliveredUntil: now })
    .onConflictDoUpdate({
      target: slackInstallation.companyId,
      set: { ...values, installedAt: now, lastError: null },
    });
}

export async function updateInstallation(
  db: Queryable,
  companyId: string,
  changes: Partial<typeof slackInstallation.$inferInsert>,
): Promise<void> {
  await db.update(slackInstallation).set(changes).where(eq(slackInstallation.companyId, companyId));
}

export async function deleteInstallation(db: Queryable, companyId: string): Promise<void> {
  await db.delete(slackInstallation).where(eq(slackInstallation.companyId, companyId));
}

/** Installations with a channel chosen, every tenant (the sweeps). */
export async function listDeliveringInstallations(db: Queryable): Promise<SlackInstallationRow[]> {
  return db.select().from(slackInstallation).where(isNotNull(slackInstallation.slackChannelId));
}

export async function existingChannelIds(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: channel.id })
    .from(channel)
    .where(and(eq(channel.companyId, companyId), inArray(channel.id, [...ids]), eq(channel.isActive, true)));
  return rows.map((r) => r.id);
}

export interface PublishedPost {
  id: string;
  title: string;
  body: string;
  publishedAt: Date;
}

/** Posts that went live in one of the channels in (since, until], oldest first, each once. */
export async function postsPublishedBetween(
  db: Queryable,
  companyId: string,
  channelIds: readonly string[],
  since: Date,
  until: Date,
  limit: number,
): Promise<PublishedPost[]> {
  if (channelIds.length === 0) return [];
  const rows = await db
    .select({ id: post.id, title: post.title, body: post.body, publishedAt: postChannel.publishedAt })
    .from(postChannel)
    .innerJoin(post, and(eq(post.id, postChannel.postId), eq(post.companyId, postChannel.companyId)))
    .where(
      and(
        eq(postChannel.companyId, companyId),
        inArray(postChannel.channelId, [...channelIds]),
        inArray(postChannel.status, ["published", "approved"]),
        gt(postChannel.publishedAt, since),
        lte(postChannel.publishedAt, until),
        isNull(post.deletedAt),
      ),
    )
    .orderBy(asc(postChannel.publishedAt))
    .limit(limit * 4);
  const seen = new Map<string, PublishedPost>();
  for (const row of rows)
    if (!seen.has(row.id) && row.publishedAt)
      seen.set(row.id, { id: row.id, title: row.title, body: row.body, publishedAt: row.publishedAt });
  return [...seen.values()].slice(0, limit);
}

export async function findPost(db: Queryable, companyId: string, postId: string) {
  const [row] = await db
    .select({ id: post.id, title: post.title, body: post.body })
    .from(post)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId), isNull(post.deletedAt)));
  return row ?? null;
}
