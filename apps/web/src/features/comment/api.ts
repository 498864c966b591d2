import type { Comment } from "@chorus/shared/post/post.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { patchPost } from "../../api/post-cache.ts";
import { queryKeys } from "../../api/query-keys.ts";

export interface CommentThread {
  commentEnabled: boolean;
  commentCount: number;
  commentList: Comment[];
}

/** Oldest first, so the latest comment is the last one. */
export const byAddedAt = (a: Comment, b: Comment) => a.comment.addedAt.localeCompare(b.comment.addedAt);

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.comments(postId),
    queryFn: ({ signal }) =>
      api.get<CommentThread>(`/api/comment?objectId=${postId}&objectType=post`, signal),
    enabled,
  });
}

/** Keeps the thread and the post (its count and latest comment) in step after a change. */
function useSyncThread(postId: string) {
  const queryClient = useQueryClient();
  return (change: (list: Comment[]) => Comment[]) => {
    const thread = queryClient.getQueryData<CommentThread>(queryKeys.comments(postId));
    let latest: Comment[] = [];
    let count = 0;
    if (thread) {
      const commentList = change(thread.commentList).sort(byAddedAt);
      queryClient.setQueryData<CommentThread>(queryKeys.comments(postId), {
        ...thread,
        commentList,
        commentCount: commentList.length,
      });
    }
    patchPost(queryClient, postId, (post) => {
      const list = change(thread ? thread.commentList : post.commentList).sort(byAddedAt);
      latest = list.slice(-1);
      count = thread ? list.length : Math.max(0, post.commentCount + (list.length - post.commentList.length));
      return { ...post, commentList: latest, commentCount: count };
    });
  };
}

export function useAddComment(postId: string) {
  const sync = useSyncThread(postId);
  return useMutation({
    mutationFn: (text: string) =>
      api.send<Comment>("POST", "/api/comment", { objectId: postId, objectType: "post", text }),
    onSuccess: (created) =>
      sync((list) => [...list.filter((c) => c.comment.id !== created.comment.id), created]),
  });
}

export function useEditComment(postId: string) {
  const sync = useSyncThread(postId);
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      api.send<Comment | undefined>("PUT", `/api/comment/${commentId}`, { text }),
    onSuccess: (updated, { commentId, text }) =>
      sync((list) =>
        list.map((c) =>
          c.comment.id === commentId
            ? updated?.comment
              ? updated
              : { ...c, comment: { ...c.comment, text } }
            : c,
        ),
      ),
  });
}

export function useDeleteComment(postId: string) {
  const sync = useSyncThread(postId);
  return useMutation({
    mutationFn: (commentId: string) => api.send("DELETE", `/api/comment/${commentId}`),
    onSuccess: (_result, commentId) => sync((list) => list.filter((c) => c.comment.id !== commentId)),
  });
}
