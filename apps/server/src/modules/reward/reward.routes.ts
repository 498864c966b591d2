import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { rewardEndpoints as endpoints } from "@chorus/shared/reward/reward.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  createReward,
  decideRedemption,
  editReward,
  getMyRedemptions,
  getRedemptions,
  getRewards,
  redeemReward,
  removeReward,
} from "./reward.service.ts";

/** Perks: everyone signed in browses and redeems; managers keep the catalogue and decide requests. */
export function rewardRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const managers = { access: { roles: MANAGER_ROLES } };

    serve(endpoints.list, { access: "signedIn" }, (ctx) => getRewards(ctx));
    serve(endpoints.create, managers, (ctx, request) => createReward(ctx, request.body));
    serve(endpoints.update, managers, (ctx, request) =>
      editReward(ctx, request.params.rewardId, request.body),
    );
    serve(endpoints.remove, managers, (ctx, request) => removeReward(ctx, request.params.rewardId));
    serve(endpoints.redeem, { access: "signedIn" }, (ctx, request) =>
      redeemReward(ctx, request.params.rewardId),
    );
    serve(endpoints.myRedemptions, { access: "signedIn" }, (ctx, request) =>
      getMyRedemptions(ctx, request.query),
    );
    serve(endpoints.redemptions, managers, (ctx, request) => getRedemptions(ctx, request.query));
    serve(endpoints.decide, managers, (ctx, request) =>
      decideRedemption(ctx, request.params.redemptionId, request.body),
    );
  };
}
