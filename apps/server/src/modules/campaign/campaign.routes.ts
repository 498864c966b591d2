import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import {
  campaignIdParamsSchema,
  campaignListSchema,
  campaignSchema,
  campaignUpsertBodySchema,
} from "@chorus/shared/campaign/campaign.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { deleteCampaign, listCampaigns, upsertCampaign } from "./campaign.service.ts";

/** Managers and channel managers run campaigns; everyone sees them (cards, feed filter). */
export const CAMPAIGN_EDITORS = [...MANAGER_ROLES, "channel_manager"] as const;

export function campaignRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const editors = { access: { roles: CAMPAIGN_EDITORS } };

    app.get(
      "/api/campaign",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["campaign"],
          summary: "The company's campaigns, by name (the editor's picker and the feed's campaign filter)",
          response: { 200: campaignListSchema },
        },
      },
      async (request) => listCampaigns(contextOf(request, deps.db)),
    );

    app.post(
      "/api/campaign",
      {
        config: editors,
        schema: {
          tags: ["campaign"],
          summary: "Create a campaign, or update the one _id names: name 1 to 60 characters, color #RRGGBB",
          body: campaignUpsertBodySchema,
          response: { 200: campaignSchema },
        },
      },
      async (request) => upsertCampaign(contextOf(request, deps.db), request.body),
    );

    app.delete(
      "/api/campaign/:id",
      {
        config: editors,
        schema: {
          tags: ["campaign"],
          summary: "Delete a campaign; its posts keep no campaign",
          params: campaignIdParamsSchema,
          response: { 200: z.object({ _id: z.string() }) },
        },
      },
      async (request) => deleteCampaign(contextOf(request, deps.db), request.params.id),
    );
  };
}
