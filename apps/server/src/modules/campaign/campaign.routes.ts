import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { campaignEndpoints as endpoints } from "@chorus/shared/campaign/campaign.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { deleteCampaign, listCampaigns, upsertCampaign } from "./campaign.service.ts";

/** Managers and channel managers run campaigns; everyone sees them (cards, feed filter). */
export const CAMPAIGN_EDITORS = [...MANAGER_ROLES, "channel_manager"] as const;

export function campaignRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const editors = { access: { roles: CAMPAIGN_EDITORS } };

    serve(endpoints.list, { access: "signedIn" }, (ctx) => listCampaigns(ctx));

    serve(endpoints.upsert, editors, (ctx, request) => upsertCampaign(ctx, request.body));

    serve(endpoints.remove, editors, (ctx, request) => deleteCampaign(ctx, request.params.id));
  };
}
