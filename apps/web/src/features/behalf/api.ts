import type { Collaboration, CollaborationBody, OwnerCandidate } from "@chorus/shared/behalf/behalf.contract";
import type { DecidedStatus } from "@chorus/shared/behalf/behalf.rules";
import type { Post } from "@chorus/shared/post/post.contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { sessionKeys } from "../session/index.ts";

interface Page {
  page: number;
  pageSize: number;
  hasMore: boolean;
}

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
      api.get<Page & { collaborationList: Collaboration[] }>(
        "/api/behalf_post/collaborations?page=1&pageSize=100",
        signal,
      ),
    select: (data) => data.collaborationList,
  });
}

/** GET /api/behalf_post/owner-candidates?q=: colleagues (not me) whose name or e-mail holds q, at most 20. */
export function useOwnerCandidates(q: string) {
  return useQuery({
    queryKey: behalfKeys.ownerCandidates(q),
    queryFn: ({ signal }) =>
      api.get<{ candidateList: OwnerCandidate[] }>(
        `/api/behalf_post/owner-candidates?${new URLSearchParams({ q })}`,
        signal,
      ),
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
    queryFn: ({ signal }) =>
      api.get<Page & { postList: Post[] }>("/api/behalf_post/feed?page=1&pageSize=20", signal),
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
    mutationFn: (body: CollaborationBody) =>
      api.send<Collaboration>("PUT", "/api/behalf_post/collaborations", body),
    onSuccess: refresh,
  });
}

/** POST /api/behalf_post/collaborations/{ownerId}/status: the owner approves or rejects (nobody else may). */
export function useDecideCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string; contentWriterId: string; status: DecidedStatus }) =>
      api.send<Collaboration>("POST", `/api/behalf_post/collaborations/${input.contentOwnerId}/status`, {
        status: input.status,
        contentWriterId: input.contentWriterId,
      }),
    onSuccess: refresh,
  });
}

const writerQuery = (contentWriterId: string | undefined) =>
  contentWriterId ? `?${new URLSearchParams({ contentWriterId })}` : "";

/** POST …/{ownerId}/notify_owner: remind the owner of a pending request. */
export function useNotifyOwner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string }) =>
      api.send<Collaboration>("POST", `/api/behalf_post/collaborations/${input.contentOwnerId}/notify_owner`),
    onSuccess: refresh,
  });
}

/** DELETE …/{ownerId}: end a collaboration (writer, owner or manager). */
export function useEndCollaboration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { contentOwnerId: string; contentWriterId?: string }) =>
      api.send(
        "DELETE",
        `/api/behalf_post/collaborations/${input.contentOwnerId}${writerQuery(input.contentWriterId)}`,
      ),
    onSuccess: refresh,
  });
}
