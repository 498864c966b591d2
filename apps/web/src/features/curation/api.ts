import type { Post } from "@chorus/shared/post/post.contract";
import { postEndpoints } from "@chorus/shared/post/post.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { postKeys } from "../../api/post-keys.ts";

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
      return call(postEndpoints.update, { params: { postId }, body: { action: action.kind } });
    case "delete":
      return call(postEndpoints.remove, { params: { postId } });
    case "decide":
      return call(postEndpoints.setChannelStatus, {
        params: { postId, channelId: action.channelId },
        body: { status: action.status },
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
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: postKeys.counters });
    },
  });
}
