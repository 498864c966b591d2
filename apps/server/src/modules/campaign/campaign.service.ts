import type { Campaign } from "@chorus/shared/campaign/campaign.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, asc, eq } from "drizzle-orm";
import { campaign, post } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";

const present = (row: { id: string; name: string; color: string }): Campaign => ({
  _id: row.id,
  name: row.name,
  color: row.color.toUpperCase(),
});

export async function listCampaigns(ctx: RequestContext): Promise<Campaign[]> {
  const rows = await ctx.db
    .select({ id: campaign.id, name: campaign.name, color: campaign.color })
    .from(campaign)
    .where(eq(campaign.companyId, ctx.companyId))
    .orderBy(asc(campaign.name), asc(campaign.id));
  return rows.map(present);
}

/** Create, or rename/recolour the campaign _id names (another company's id: 404). */
export async function upsertCampaign(
  ctx: RequestContext,
  input: { _id?: string | undefined; name: string; color: string },
): Promise<Campaign> {
  const values = { name: input.name.trim(), color: input.color.toUpperCase() };
  if (input._id) {
    const [row] = await ctx.db
      .update(campaign)
      .set(values)
      .where(and(eq(campaign.companyId, ctx.companyId), eq(campaign.id, input._id)))
      .returning();
    if (!row) throw notFound("Campaign not found");
    return present(row);
  }
  const [row] = await ctx.db
    .insert(campaign)
    .values({ id: newObjectId(), companyId: ctx.companyId, ...values })
    .returning();
  return present(row as typeof campaign.$inferSelect);
}

/** Posts of a deleted campaign keep no dangling reference. */
export async function deleteCampaign(ctx: RequestContext, id: string): Promise<{ _id: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(campaign)
      .where(and(eq(campaign.companyId, ctx.companyId), eq(campaign.id, id)))
      .returning({ id: campaign.id });
    if (!row) throw notFound("Campaign not found");
    await tx
      .update(post)
      .set({ campaignId: null })
      .where(and(eq(post.companyId, ctx.companyId), eq(post.campaignId, id)));
    return { _id: row.id };
  });
}

/** Whether the campaign exists in the actor's company (a post may only name one of its own). */
export async function campaignExists(ctx: RequestContext, id: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: campaign.id })
    .from(campaign)
    .where(and(eq(campaign.companyId, ctx.companyId), eq(campaign.id, id)));
  return row !== undefined;
}
