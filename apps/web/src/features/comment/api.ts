import type { CommentList as CommentThread } from "@chorus/shared/comment/comment.contract";
import { commentEndpoints } from "@chorus/shared/comment/comment.endpoints";
import type { Comment } from "@chorus/shared/post/post.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { patchPost } from "../../api/post-cache.ts";

/** Query keys of comments. */
export const commentKeys = {
  thread: (postId: string) => ["comments", postId] as const,
};

/** Oldest first, so the latest comment is the last one. */
export const byAddedAt = (a: Comment, b: Comment) => a.comment.addedAt.localeCompare(b.comment.addedAt);

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.thread(postId),
    queryFn: ({ signal }) =>
      call(commentEndpoints.list, { query: { objectId: postId, objectType: "post" }, signal }),
    enabled,
  });
}

/** Keeps the thread and the post (its count and latest comment) in step after a change. */
function useSyncThread(postId: string) {
  const queryClient = useQueryClient();
  return (change: (list: Comment[]) => Comment[]) => {
    const thread = queryClient.getQueryData<CommentThread>(commentKeys.thread(postId));
    let latest: Comment[] = [];
    let count = 0;
    if (thread) {
      const commentList = change(thread.commentList).sort(byAddedAt);
      queryClient.setQueryData<CommentThread>(commentKeys.thread(postId), {
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
      call(commentEndpoints.create, { body: { objectId: postId, objectType: "post", text } }),
    onSuccess: (created) =>
      sync((list) => [...list.filter((c) => c.comment.id !== created.comment.id), created]),
  });
}

export function useEditComment(postId: string) {
  const sync = useSyncThread(postId);
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      call(commentEndpoints.updateById, { params: { commentId }, body: { text } }),
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
    mutationFn: (commentId: string) => call(commentEndpoints.remove, { params: { commentId } }),
    onSuccess: (_result, commentId) => sync((list) => list.filter((c) => c.comment.id !== commentId)),
  });
}
