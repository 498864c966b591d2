import { type ChannelIdSet, channelSetHas } from "../channel/index.ts";

/** What deciding on a post's edit needs: who the actor is and which channels they manage. */
export interface PostEditor {
  userId: string;
  managed: ChannelIdSet;
}

export interface EditablePost {
  createdBy: string;
  contentWriterId: string | null;
  channelIds: readonly string[];
}

/**
 * Core §6: "A user can manage a post if any of its channels has isManager true … Post owner:
 * createdBy equals user id. Content writer: contentWriterId equals user id." The owner, the content
 * writer and a manager of one of its channels may edit or delete it.
 */
export const postWritePolicy = {
  update: (actor: PostEditor, post: EditablePost): boolean =>
    post.createdBy === actor.userId ||
    post.contentWriterId === actor.userId ||
    post.channelIds.some((id) => channelSetHas(actor.managed, id)),
  delete: (actor: PostEditor, post: EditablePost): boolean => postWritePolicy.update(actor, post),
} as const;
export type PostWriteAction = keyof typeof postWritePolicy;
