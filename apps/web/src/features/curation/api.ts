import type { Post } from "@chorus/shared/post/post.contract";
import type { PostWriteResponse } from "@chorus/shared/post/post-write.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

export type CurationAction =
  | { kind: "archive" }
  | { kind: "reactivate" }
  | { kind: "delete" }
  | { kind: "decide"; channelId: string; status: "approved" | "rejected" };

/** The call each curator action makes. */
export function curationRequest(postId: string, action: CurationAction): Promise<unknown> {
  switch (action.kind) {
    case "archive":
    case "reactivate":
      return api.send<PostWriteResponse>("PUT", `/api/post3/${postId}`, { action: action.kind });
    case "delete":
      return api.send("DELETE", `/api/post3/${postId}`);
    case "decide":
      return api.send("PUT", `/api/post3/${postId}/channel/${action.channelId}/status`, {
        status: action.status,
      });
  }
}

/**
 * Archive, reactivate, delete, approve or reject a post: afterwards every feed and the counters refetch
 * (the post moves between the Published, Proposed, Scheduled, Archived and Rejected feeds).
 */
export function useCuratePost(post: Pick<Post, "_id">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CurationAction) => curationRequest(post._id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.postCounters });
    },
  });
}
