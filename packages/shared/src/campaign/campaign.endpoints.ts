import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  campaignIdParamsSchema,
  campaignListSchema,
  campaignSchema,
  campaignUpsertBodySchema,
} from "./campaign.contract.ts";

export const campaignEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/campaign",
    summary: "The company's campaigns, by name (the editor's picker and the feed's campaign filter)",
    response: campaignListSchema,
  }),
  upsert: defineEndpoint({
    method: "POST",
    path: "/api/campaign",
    summary: "Create a campaign, or update the one _id names: name 1 to 60 characters, color #RRGGBB",
    body: campaignUpsertBodySchema,
    response: campaignSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/campaign/{id}",
    summary: "Delete a campaign; its posts keep no campaign",
    params: campaignIdParamsSchema,
    response: z.object({ _id: z.string() }),
  }),
};
