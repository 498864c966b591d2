import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { post, slackInstallation } from "../../db/schema/index.ts";

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

export async function findPost(db: Queryable, companyId: string, postId: string) {
  const [row] = await db
    .select({ id: post.id, title: post.title, body: post.body })
    .from(post)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId), isNull(post.deletedAt)));
  return row ?? null;
}

export {
  activeChannelIds as existingChannelIds,
  type PublishedPost,
  postsWentLiveBetween as postsPublishedBetween,
} from "../../db/channel-posts.ts";
