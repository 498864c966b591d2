import type { PostType } from "@chorus/shared/post/post.contract";
import type { PostPublishStatus } from "@chorus/shared/post/post.rules";
import { planCreate } from "@chorus/shared/post/post-actions.rules";

/** What the editor's save button says it will do. */
export type SaveKind = "publish" | "schedule" | "propose" | "save";

interface SaveInput {
  channelIds: readonly string[];
  type: PostType;
  publishedAt: Date | null;
  isManagerOf(channelId: string): boolean;
  userPublishEnabled: boolean;
  now: Date;
  /** Whether the writer may publish in any channel at all; without, every post is a proposal. */
  publishesAnywhere?: boolean;
}

const isFuture = (date: Date | null, now: Date) => date !== null && date.getTime() > now.getTime();

/** A new post, by the shared create rule: published where the writer manages the channel, else proposed. */
export function createSaveKind(input: SaveInput): SaveKind {
  // Before a channel is picked the button already says what this writer can do: a sharer proposes.
  if (input.channelIds.length === 0 && input.publishesAnywhere === false) return "propose";
  const plan = planCreate(
    input.channelIds.map((_id) => ({ _id })),
    {},
    {
      now: input.now,
      isManagerOf: input.isManagerOf,
      type: input.type,
      userPublishEnabled: input.userPublishEnabled,
    },
  );
  if (plan.length > 0 && plan.every((channel) => channel.status === "proposed")) return "propose";
  return isFuture(input.publishedAt, input.now) ? "schedule" : "publish";
}

/**
 * An edit keeps each channel's status (core §4 update rule), so it is a plain "Save" unless the
 * writer, managing a channel of the post, moves its publication: a new future date schedules it,
 * clearing the date of a scheduled post publishes it now.
 */
export function editSaveKind(input: SaveInput & { status: PostPublishStatus }): SaveKind {
  const manages = input.channelIds.some((id) => input.isManagerOf(id));
  if (!manages || input.status === "proposed") return "save";
  const future = isFuture(input.publishedAt, input.now);
  if (future && input.status !== "scheduled") return "schedule";
  if (!future && input.status === "scheduled") return "publish";
  return "save";
}
