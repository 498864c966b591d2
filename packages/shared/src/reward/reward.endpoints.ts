import { defineEndpoint } from "../http/endpoint.ts";
import {
  redeemResultSchema,
  redemptionDecisionBodySchema,
  redemptionIdParamsSchema,
  redemptionListQuerySchema,
  redemptionListSchema,
  redemptionSchema,
  rewardCreateBodySchema,
  rewardDeletedSchema,
  rewardIdParamsSchema,
  rewardListSchema,
  rewardSchema,
  rewardUpdateBodySchema,
} from "./reward.contract.ts";

/** Perks: the reward catalogue, redemption requests and their decisions (only while RewardEnabled). */
export const rewardEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/reward",
    summary:
      "The rewards Coins buy (active ones; managers also see inactive ones) and the caller's Coins; 404 when the company runs no rewards",
    response: rewardListSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/reward",
    summary: "Add a reward (managers): title, price in Coins, optional stock, description and image",
    body: rewardCreateBodySchema,
    response: rewardSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/reward/{rewardId}",
    summary: "Edit a reward (managers)",
    params: rewardIdParamsSchema,
    body: rewardUpdateBodySchema,
    response: rewardSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/reward/{rewardId}",
    summary: "Remove a reward from the catalogue (managers); its requests are kept",
    params: rewardIdParamsSchema,
    response: rewardDeletedSchema,
  }),
  redeem: defineEndpoint({
    method: "POST",
    path: "/api/reward/{rewardId}/redeem",
    summary:
      "Request a reward: its price is debited from the caller's Coins and a unit of stock reserved, pending an admin's decision (400 when Coins or stock fall short)",
    params: rewardIdParamsSchema,
    response: redeemResultSchema,
  }),
  myRedemptions: defineEndpoint({
    method: "GET",
    path: "/api/reward/redemption/me",
    summary: "The caller's reward requests, newest first",
    query: redemptionListQuerySchema,
    response: redemptionListSchema,
  }),
  redemptions: defineEndpoint({
    method: "GET",
    path: "/api/reward/redemption",
    summary: "Every reward request of the company (managers), newest first, optionally by status",
    query: redemptionListQuerySchema,
    response: redemptionListSchema,
  }),
  decide: defineEndpoint({
    method: "PUT",
    path: "/api/reward/redemption/{redemptionId}",
    summary:
      "Approve or reject a pending request (managers); a rejection gives the Coins and the unit of stock back",
    params: redemptionIdParamsSchema,
    body: redemptionDecisionBodySchema,
    response: redemptionSchema,
  }),
};
