import type { CollaborationBody } from "@chorus/shared/behalf/behalf.contract";
import { behalfEndpoints } from "@chorus/shared/behalf/behalf.endpoints";
import type { DecidedStatus } from "@chorus/shared/behalf/behalf.rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { sessionKeys } from "../session/index.ts";

export const behalfKeys = {
  collaborations: ["behalf", "collaborations"] as const,
  ownerCandidates: (q: string) => ["behalf", "ownerCandidates", q] as const,
  // Starts with "post" so likes and bookmarks patch it like every other post list.
  feed: ["post", "behalf"] as const,
};

/** GET /api/behalf_post/collaborations: the ones I write for or own (managers: the company's). */
export function useCollaborations() {
  return useQuery({
    queryKey: behalfKeys.collaborations,
    queryFn: ({ signal }) =>
      call(behalfEndpoints.listCollaborations, { query: { page: 1, pageSize: 100 }, signal }),
    select: (data) => data.collaborationList,
  });
}

/** GET /api/behalf_post/owner-candidates?q=: colleagues (not me) whose name or e-mail holds q, at most 20. */
export function useOwnerCandidates(q: string) {
  return useQuery({
    queryKey: behalfKeys.ownerCandidates(q),
    queryFn: ({ signal }) => call(behalfEndpoints.listOwnerCandidates, { query: { q }, signal }),
    select: (data) => data.candidateList,
    // Keep the last answer on screen while the next search runs.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/behalf_post/feed: posts written on behalf, by me as writer or as owner. */
export function useBehalfFeed() {
  return useQuery({
    queryKey: behalfKeys.feed,
    queryFn: ({ signal }) => call(behalfEndpoints.feed, { query: { page: 1, pageSize: 20 }, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: behalfKeys.collaborations });
    // canShare/canPost follow the approved collaborations.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.enhancement });
  };
}

/** PUT /api/behalf_post/collaborations: ask to write for a content owner. */
export function useRequestCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CollaborationBody) => call(behalfEndpoints.requestCollaboration, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/behalf_post/collaborations/{ownerId}/status: the owner approves or rejects (nobody else may). */
export function useDecideCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string; contentWriterId: string; status: DecidedStatus }) =>
      call(behalfEndpoints.decideCollaboration, {
        params: { contentOwnerId: input.contentOwnerId },
        body: { status: input.status, contentWriterId: input.contentWriterId },
      }),
    onSuccess: refresh,
  });
}

/** POST …/{ownerId}/notify_owner: remind the owner of a pending request. */
export function useNotifyOwner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string }) =>
      call(behalfEndpoints.notifyOwner, { params: { contentOwnerId: input.contentOwnerId } }),
    onSuccess: refresh,
  });
}

/** DELETE …/{ownerId}: end a collaboration (writer, owner or manager). */
export function useEndCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string; contentWriterId?: string }) =>
      call(behalfEndpoints.endCollaboration, {
        params: { contentOwnerId: input.contentOwnerId },
        query: { contentWriterId: input.contentWriterId },
      }),
    onSuccess: refresh,
  });
}
