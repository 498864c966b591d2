import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { campaign, post } from "../../db/schema/index.ts";

export type CampaignRow = { id: string; name: string; color: string };
type CampaignValues = { name: string; color: string };

export function findCampaigns(db: Queryable, companyId: string): Promise<CampaignRow[]> {
  return db
    .select({ id: campaign.id, name: campaign.name, color: campaign.color })
    .from(campaign)
    .where(eq(campaign.companyId, companyId))
    .orderBy(asc(campaign.name), asc(campaign.id));
}

export async function updateCampaign(
  db: Queryable,
  companyId: string,
  id: string,
  values: CampaignValues,
): Promise<CampaignRow | null> {
  const [row] = await db
    .update(campaign)
    .set(values)
    .where(and(eq(campaign.companyId, companyId), eq(campaign.id, id)))
    .returning();
  return row ?? null;
}

export async function insertCampaign(
  db: Queryable,
  companyId: string,
  values: CampaignValues,
): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaign)
    .values({ id: newObjectId(), companyId, ...values })
    .returning();
  return row as CampaignRow;
}

/** Deletes the campaign and clears it from the company's posts; false when there was none. */
export async function deleteCampaignRow(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(campaign)
    .where(and(eq(campaign.companyId, companyId), eq(campaign.id, id)))
    .returning({ id: campaign.id });
  if (!row) return false;
  await db
    .update(post)
    .set({ campaignId: null })
    .where(and(eq(post.companyId, companyId), eq(post.campaignId, id)));
  return true;
}

export async function hasCampaign(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaign.id })
    .from(campaign)
    .where(and(eq(campaign.companyId, companyId), eq(campaign.id, id)));
  return row !== undefined;
}
