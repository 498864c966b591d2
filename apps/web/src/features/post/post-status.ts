import type { Post } from "@chorus/shared/post/post.contract";

type StatusPost = Pick<Post, "status" | "scheduledAt" | "publishedAt">;

/** Core §4: a post whose publication date lies ahead is scheduled; nobody reacts to it yet. */
export const isScheduled = (post: StatusPost): boolean => post.status === "scheduled";

/** When a scheduled post goes live: its scheduledAt, else its future publishedAt. */
export function scheduledTime(post: StatusPost): Date | null {
  const at = post.scheduledAt ?? post.publishedAt;
  if (!at) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}
