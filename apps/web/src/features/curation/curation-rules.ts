import type { Post, PostChannel } from "@chorus/shared/post/post.contract";

/** The channels of a post whose proposal the viewer may decide: managed, and proposed (or rejected, to approve later). */
export const decidableChannels = (post: Pick<Post, "fullChannelList">): PostChannel[] =>
  post.fullChannelList.filter((c) => c.isManager && (c.status === "proposed" || c.status === "rejected"));

export interface CardMenuItems {
  edit: boolean;
  archive: boolean;
  reactivate: boolean;
  delete: boolean;
  decide: PostChannel[];
}

/** What the card menu offers, from the abilities the server sends (the UI never re-derives roles). */
export function cardMenuItems(post: Pick<Post, "abilities" | "status" | "fullChannelList">): CardMenuItems {
  const { canEdit, canManage, canDelete } = post.abilities;
  return {
    edit: canEdit,
    archive: canManage && (post.status === "published" || post.status === "scheduled"),
    reactivate: canManage && post.status === "archived",
    delete: canDelete,
    decide: canManage ? decidableChannels(post) : [],
  };
}

export const hasMenuItems = (items: CardMenuItems) =>
  items.edit || items.archive || items.reactivate || items.delete || items.decide.length > 0;
