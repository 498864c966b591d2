import type {
  RedemptionDecisionBody,
  RedemptionStatus,
  RewardCreateBody,
  RewardUpdateBody,
} from "@chorus/shared/reward/reward.contract";
import { rewardEndpoints } from "@chorus/shared/reward/reward.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { sessionKeys } from "../session/index.ts";
import { rewardKeys } from "./query-keys.ts";

/** GET /api/reward: the catalogue and the caller's Coins. */
export function useRewards() {
  return useQuery({
    queryKey: rewardKeys.list,
    queryFn: ({ signal }) => call(rewardEndpoints.list, { signal }),
  });
}

/** GET /api/reward/redemption/me. */
export function useMyRedemptions() {
  return useQuery({
    queryKey: rewardKeys.mine,
    queryFn: ({ signal }) => call(rewardEndpoints.myRedemptions, { query: { limit: 100 }, signal }),
  });
}

/** GET /api/reward/redemption (managers), by status ("all" for every one). */
export function useRedemptions(status: RedemptionStatus | "all", enabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.requests(status),
    queryFn: ({ signal }) =>
      call(rewardEndpoints.redemptions, {
        query: status === "all" ? { limit: 200 } : { status, limit: 200 },
        signal,
      }),
    enabled,
  });
}

/** Rewards, requests and the Coin count in the profile button change together. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.session2 }),
    ]);
}

/** POST /api/reward or PUT /api/reward/{rewardId}. */
export function useSaveReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      rewardId,
      body,
    }: {
      rewardId: string | null;
      body: RewardCreateBody & RewardUpdateBody;
    }) =>
      rewardId === null
        ? call(rewardEndpoints.create, { body })
        : call(rewardEndpoints.update, { params: { rewardId }, body }),
    onSettled: refresh,
  });
}

/** DELETE /api/reward/{rewardId}. */
export function useDeleteReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rewardId: string) => call(rewardEndpoints.remove, { params: { rewardId } }),
    onSettled: refresh,
  });
}

/** POST /api/reward/{rewardId}/redeem. */
export function useRedeem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rewardId: string) => call(rewardEndpoints.redeem, { params: { rewardId } }),
    onSettled: refresh,
  });
}

/** PUT /api/reward/redemption/{redemptionId}. */
export function useDecide() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ redemptionId, body }: { redemptionId: string; body: RedemptionDecisionBody }) =>
      call(rewardEndpoints.decide, { params: { redemptionId }, body }),
    onSettled: refresh,
  });
}
