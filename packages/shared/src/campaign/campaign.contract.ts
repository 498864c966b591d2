import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const campaignSchema = z.object({ _id: objectIdSchema, name: z.string(), color: z.string() });
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.array(campaignSchema);
/** POST /api/campaign: create, or update when _id names an existing campaign. */
export const campaignUpsertBodySchema = z.object({
  _id: objectIdSchema.optional(),
  name: z.string().trim().min(1).max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1A2B3C"),
});
export const campaignIdParamsSchema = z.object({ id: objectIdSchema });
