import type { Campaign } from "@chorus/shared/campaign/campaign.contract";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import {
  type CampaignRow,
  deleteCampaignRow,
  findCampaigns,
  hasCampaign,
  insertCampaign,
  updateCampaign,
} from "./campaign.repository.ts";

const present = (row: CampaignRow): Campaign => ({
  _id: row.id,
  name: row.name,
  color: row.color.toUpperCase(),
});

export async function listCampaigns(ctx: RequestContext): Promise<Campaign[]> {
  return (await findCampaigns(ctx.db, ctx.companyId)).map(present);
}

/** Create, or rename/recolour the campaign _id names (another company's id: 404). */
export async function upsertCampaign(
  ctx: RequestContext,
  input: { _id?: string | undefined; name: string; color: string },
): Promise<Campaign> {
  const values = { name: input.name.trim(), color: input.color.toUpperCase() };
  if (input._id) {
    const row = await updateCampaign(ctx.db, ctx.companyId, input._id, values);
    if (!row) throw notFound("Campaign not found");
    return present(row);
  }
  return present(await insertCampaign(ctx.db, ctx.companyId, values));
}

/** Posts of a deleted campaign keep no dangling reference. */
export async function deleteCampaign(ctx: RequestContext, id: string): Promise<{ _id: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await deleteCampaignRow(tx, ctx.companyId, id))) throw notFound("Campaign not found");
    return { _id: id };
  });
}

/** Whether the campaign exists in the actor's company (a post may only name one of its own). */
export const campaignExists = (ctx: RequestContext, id: string): Promise<boolean> =>
  hasCampaign(ctx.db, ctx.companyId, id);
