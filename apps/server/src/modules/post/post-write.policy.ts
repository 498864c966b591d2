import { type ChannelIdSet, channelSetHas } from "../channel/channel-access.ts";

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
 * createdBy equals user id. Content writer: contentWriterId equals user id." A manager of one of
 * its channels manages it (archive, decide, see read confirmations, delete others' comments); the
 * owner, the content writer and its managers may edit or delete it. The routes enforce these and
 * the presenter sends them as the post's abilities, so the two cannot drift apart.
 */
export const postWritePolicy = {
  manage: (actor: PostEditor, post: Pick<EditablePost, "channelIds">): boolean =>
    post.channelIds.some((id) => channelSetHas(actor.managed, id)),
  update: (actor: PostEditor, post: EditablePost): boolean =>
    post.createdBy === actor.userId ||
    post.contentWriterId === actor.userId ||
    postWritePolicy.manage(actor, post),
  delete: (actor: PostEditor, post: EditablePost): boolean => postWritePolicy.update(actor, post),
} as const;
export type PostWriteAction = keyof typeof postWritePolicy;
