import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { postsWentLiveBetween } from "../../db/channel-posts.ts";
import type { Queryable } from "../../db/client.ts";
import { msteamsSetting, post } from "../../db/schema/index.ts";

export type MsteamsSettingRow = typeof msteamsSetting.$inferSelect;

export async function findMsteamsSetting(
  db: Queryable,
  companyId: string,
): Promise<MsteamsSettingRow | null> {
  const [row] = await db.select().from(msteamsSetting).where(eq(msteamsSetting.companyId, companyId));
  return row ?? null;
}

export async function saveMsteamsSetting(
  db: Queryable,
  companyId: string,
  values: Pick<MsteamsSettingRow, "isEnabled" | "webhookUrlSealed" | "channelIdList" | "updatedBy"> & {
    deliveredUntil?: Date;
  },
): Promise<MsteamsSettingRow> {
  const now = new Date();
  const [row] = await db
    .insert(msteamsSetting)
    .values({ companyId, ...values, deliveredUntil: values.deliveredUntil ?? now, updatedAt: now })
    .onConflictDoUpdate({
      target: msteamsSetting.companyId,
      set: {
        ...values,
        lastError: null,
        updatedAt: now,
        ...(values.deliveredUntil ? { deliveredUntil: values.deliveredUntil } : {}),
      },
    })
    .returning();
  if (!row) throw new Error("msteams setting not saved");
  return row;
}

export async function recordMsteamsResult(
  db: Queryable,
  companyId: string,
  result: { error: string | null },
): Promise<void> {
  await db
    .update(msteamsSetting)
    .set(result.error === null ? { lastError: null, lastSentAt: new Date() } : { lastError: result.error })
    .where(eq(msteamsSetting.companyId, companyId));
}

/** Companies whose Teams delivery is on, every tenant (the dispatcher's sweep). */
export async function listEnabledMsteams(db: Queryable): Promise<MsteamsSettingRow[]> {
  return db
    .select()
    .from(msteamsSetting)
    .where(and(eq(msteamsSetting.isEnabled, true), sql`${msteamsSetting.webhookUrlSealed} IS NOT NULL`));
}

export async function advanceMsteamsWatermark(db: Queryable, companyId: string, until: Date): Promise<void> {
  await db
    .update(msteamsSetting)
    .set({ deliveredUntil: until })
    .where(and(eq(msteamsSetting.companyId, companyId), lte(msteamsSetting.deliveredUntil, until)));
}

/** What a card shows of a post (its company's, not deleted). */
export async function findPostForCard(db: Queryable, companyId: string, postId: string) {
  const [row] = await db
    .select({
      id: post.id,
      title: post.title,
      body: post.body,
      url: post.url,
      imageMetadataList: post.imageMetadataList,
    })
    .from(post)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId), isNull(post.deletedAt)));
  return row ?? null;
}

/** Posts that went live in one of the channels in (since, until], oldest first, at most 200. */
export async function postsPublishedBetween(
  db: Queryable,
  companyId: string,
  channelIds: readonly string[],
  since: Date,
  until: Date,
): Promise<string[]> {
  return (await postsWentLiveBetween(db, companyId, channelIds, since, until, 200)).map((p) => p.id);
}

export { activeChannelIds as existingChannelIds } from "../../db/channel-posts.ts";
