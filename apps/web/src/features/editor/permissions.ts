import { isAdminLevel, isChannelManager, isManager } from "@chorus/shared/access/roles";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { type ChannelPosting, channelPosting } from "@chorus/shared/post/post-channels.rules";
import type { Session2 } from "@chorus/shared/session/session.contract";

/**
 * Who may write posts (issue 4, core §5 'Posting'). With adminsOnlyPosting only managers post.
 * Otherwise managers and channel managers publish to the channels they manage, and anyone may
 * propose to the other channels they read when the company allows user publishing.
 */
export function mayPublish(session: Session2): boolean {
  if (isManager(session.role)) return true;
  if (session.company.postCreation.adminsOnlyPosting) return false;
  return isChannelManager(session.user);
}

export function mayPropose(session: Session2): boolean {
  return !session.company.postCreation.adminsOnlyPosting && session.company.isUserPublishEnabled;
}

export const mayWritePosts = (session: Session2) => mayPublish(session) || mayPropose(session);

/**
 * Where the writer may post in a channel of their list (GET /api/channel?list=true lists the
 * channels they read), by the shared rule the server enforces on save.
 */
export const postingIn =
  (session: Session2) =>
  (channel: Pick<Channel, "isManager" | "status">): ChannelPosting =>
    channelPosting(
      { managed: channel.isManager, readable: true, active: channel.status === "active" },
      { adminLevel: isAdminLevel(session.role) },
      {
        adminsOnlyPosting: session.company.postCreation.adminsOnlyPosting,
        isUserPublishEnabled: session.company.isUserPublishEnabled,
      },
    );
