import { aiEndpoints } from "@chorus/shared/ai/ai.endpoints";
import type { EndpointInput } from "@chorus/shared/http/endpoint";
import type { Post } from "@chorus/shared/post/post.contract";
import type { ShareMedia, SmartShareMedia } from "@chorus/shared/share/network.rules";
import type {
  connectionSchema,
  myPointsSchema,
  smartQueueStateSchema,
} from "@chorus/shared/share/share.contract";
import { shareEndpoints } from "@chorus/shared/share/share.endpoints";
import { socnetEndpoints } from "@chorus/shared/share/socnet.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../api/call.ts";
import { patchPost } from "../../api/post-cache.ts";
import { postKeys } from "../../api/post-keys.ts";
import { achievementKeys } from "../achievement/index.ts";
import { leaderboardKeys } from "../leaderboard/index.ts";
import { sessionKeys } from "../session/index.ts";

export type Connection = z.infer<typeof connectionSchema>;
export type MyPoints = z.infer<typeof myPointsSchema>;
export type SmartQueueState = z.infer<typeof smartQueueStateSchema>;

/** Query keys of sharing (kept here: this feature owns them). */
export const shareKeys = {
  connections: ["socnet", "connections"] as const,
  myShares: (postId: string) => ["share", "mine", postId] as const,
  points: ["user", "points"] as const,
  smartQueues: ["share", "smartQueue"] as const,
  smartQueue: (media: SmartShareMedia) => ["share", "smartQueue", media] as const,
};

/** GET /api/socnet/connections: connected, expiry and "reconnect" per API network. */
export function useConnections(enabled = true) {
  return useQuery({
    queryKey: shareKeys.connections,
    queryFn: ({ signal }) => call(socnetEndpoints.getSocnetConnections, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /api/share?postId=: my shares of a post (shared, scheduled, failed; removed ones are left out). */
export function useMyShares(postId: string, enabled = true) {
  return useQuery({
    queryKey: shareKeys.myShares(postId),
    queryFn: ({ signal }) => call(shareEndpoints.getShare, { query: { postId }, signal }),
    select: (data) => data.shareList,
    enabled,
  });
}

/** GET /api/user/me/points. */
export function useMyPoints(enabled = true) {
  return useQuery({
    queryKey: shareKeys.points,
    queryFn: ({ signal }) => call(shareEndpoints.getUserMePoints, { signal }),
    enabled,
  });
}

export type ShareInput = EndpointInput<typeof shareEndpoints.postShare>["body"];

/** The post's network entry after a share: shared beats scheduled; the count follows shared shares. */
function markShared(post: Post, media: string, status: "shared" | "scheduled"): Post {
  const entry = post.socnetSet[media] ?? {
    sharePoint: 0,
    commentSet: [],
    shareCount: 0,
    shareStatus: "not shared",
  };
  const shareStatus = entry.shareStatus === "shared" ? "shared" : status;
  return {
    ...post,
    shared: status === "shared" ? true : post.shared === true ? true : "scheduled",
    socnetSet: {
      ...post.socnetSet,
      [media]: { ...entry, shareStatus, shareCount: entry.shareCount + (status === "shared" ? 1 : 0) },
    },
  };
}

/** After any share change: my shares, my points and the session's Star/Coin totals. */
function useRefreshAfterShare() {
  const queryClient = useQueryClient();
  return (postId: string, result?: { status: string; media?: string }, media?: string) => {
    const network = media ?? result?.media;
    if (network && (result?.status === "shared" || result?.status === "scheduled"))
      patchPost(queryClient, postId, (post) =>
        markShared(post, network, result.status as "shared" | "scheduled"),
      );
    void queryClient.invalidateQueries({ queryKey: shareKeys.myShares(postId) });
    void queryClient.invalidateQueries({ queryKey: shareKeys.points });
    if (result?.status === "shared") {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
      // Trophies and ranks move with a share.
      void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.rankings });
    }
  };
}

/** POST /api/share: now or at scheduledAt. Self-share networks answer a pending share and the dialog URL. */
export function useCreateShare() {
  const refresh = useRefreshAfterShare();
  return useMutation({
    mutationFn: (input: ShareInput) => call(shareEndpoints.postShare, { body: input }),
    onSuccess: (result, input) => refresh(input.postId, result, input.media),
  });
}

/** GET /api/share/smart/queue/state?media=: how many smart shares wait on the network and when the next would go. */
export function useSmartQueueState(media: SmartShareMedia, enabled = true) {
  return useQuery({
    queryKey: shareKeys.smartQueue(media),
    queryFn: ({ signal }) => call(shareEndpoints.getShareSmartQueueState, { query: { media }, signal }),
    enabled,
  });
}

/** POST /api/share/smart (linkedin and twitter): queued for the network's next good time slot. */
export function useCreateSmartShare() {
  const refresh = useRefreshAfterShare();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; media: SmartShareMedia; comment: string }) =>
      call(shareEndpoints.postShareSmart, { body: input }),
    onSuccess: (result, input) => {
      refresh(input.postId, result, input.media);
      void queryClient.invalidateQueries({ queryKey: shareKeys.smartQueue(input.media) });
    },
  });
}

/** PUT /api/share: the self-share popup was used (facebook and xing only). */
export function useConfirmShare() {
  const refresh = useRefreshAfterShare();
  return useMutation({
    mutationFn: (input: { shareId: string; postId: string; media: ShareMedia }) =>
      call(shareEndpoints.putShare, { body: { _id: input.shareId } }),
    onSuccess: (result, input) => refresh(input.postId, result, input.media),
  });
}

/** DELETE /api/share/{shareId}: a scheduled (or unconfirmed) share is marked removed. */
export function useRemoveShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shareId: string; postId: string }) =>
      call(shareEndpoints.deleteShareByShareId, { params: { shareId: input.shareId } }),
    onSuccess: (_removed, input) => {
      void queryClient.invalidateQueries({ queryKey: shareKeys.myShares(input.postId) });
      // A removed smart share frees its slot.
      void queryClient.invalidateQueries({ queryKey: shareKeys.smartQueues });
      // The post's shared flag follows the remaining shares: the server knows them.
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(input.postId) });
    },
  });
}

export type AiMessageInput = EndpointInput<typeof aiEndpoints.shareMessages>["body"];

/** POST /api/share/ai_message: several distinct suggestions (409 while AI is off for the company). */
export function useAiMessages() {
  return useMutation({
    mutationFn: (input: AiMessageInput) => call(aiEndpoints.shareMessages, { body: input }),
  });
}

/** POST /api/share/ai_message/similarity: is this text word for word what colleagues already shared? */
export function useSimilarity() {
  return useMutation({
    mutationFn: (input: { postId: string; media: ShareMedia; text: string }) =>
      call(aiEndpoints.similarity, { body: input }),
  });
}

/** DELETE /api/socnet/{network}/connection. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: string) =>
      call(socnetEndpoints.deleteSocnetByNetworkConnection, { params: { network } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shareKeys.connections });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    },
  });
}
