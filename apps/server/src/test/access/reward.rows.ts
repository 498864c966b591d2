import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/**
 * Perks (Acme runs rewards): everyone signed in browses the catalogue, redeems and lists their own
 * requests; managers keep the catalogue and decide requests. Each changing case builds its own
 * reward (and request), so no case depends on another.
 */
const aReward = async (make: Factories, f: Fixtures) => ({
  reward: (await make.reward(f.companyId, { createdBy: f.users.admin, price: 1 })).id,
});

export const rewardRows: AccessRow[] = [
  { method: "GET", route: "/api/reward", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/reward",
    body: (f) => ({ title: `Matrix reward of ${f.principal}`, price: 5, stock: 3 }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/reward/:rewardId",
    arrange: aReward,
    url: (f) => `/api/reward/${own(f, "reward")}`,
    body: () => ({ price: 7 }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/reward/:rewardId",
    arrange: aReward,
    url: (f) => `/api/reward/${own(f, "reward")}`,
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/reward/:rewardId/redeem",
    arrange: async (make, f) => {
      if (f.me) await make.coins(f.companyId, f.me, 1);
      return aReward(make, f);
    },
    url: (f) => `/api/reward/${own(f, "reward")}/redeem`,
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/reward/redemption/me", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/reward/redemption",
    url: () => "/api/reward/redemption?status=pending",
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/reward/redemption/:redemptionId",
    arrange: async (make, f) => {
      const { reward } = await aReward(make, f);
      const requester = await make.user(f.companyId, { firstName: "Rita", lastName: "Requester" });
      const request = await make.redemption(f.companyId, {
        rewardId: reward,
        userId: requester.id,
        price: 1,
      });
      return { reward, request: request.id };
    },
    url: (f) => `/api/reward/redemption/${own(f, "request")}`,
    body: () => ({ status: "rejected", note: "Matrix" }),
    allowed: MANAGERS,
  },
];
