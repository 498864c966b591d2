import { isAdminLevel, type Role } from "@chorus/shared/access/roles";
import type { FeedType } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { type ChannelIdSet, curatorChannelIds, readableChannelIds } from "../channel/channel-access.ts";
import { narrowChannels, rowsOf } from "./feed.repository.ts";

/** What the feed and the presenter need to know about who is reading, loaded once per request. */
export interface Viewer {
  userId: string;
  role: Role;
  readLanguages: string[];
  commentEnabled: boolean;
  isArchivedReadEnabled: boolean;
  /** Channels whose published posts the viewer reads. */
  readable: string[];
  /** Channels the viewer curates and manages (core §6). */
  curated: ChannelIdSet;
}

/** Three statements whatever the data: the user and company settings, readable and curated channels. */
export async function loadViewer(ctx: RequestContext): Promise<Viewer> {
  const [settings] = await rowsOf<{
    readLanguages: string[];
    commentEnabled: boolean;
    isArchivedReadEnabled: boolean;
  }>(
    ctx.db,
    sql`SELECT u.read_language_list AS "readLanguages", c.comment_enabled AS "commentEnabled",
               c.is_archived_read_enabled AS "isArchivedReadEnabled"
          FROM app_user u JOIN company c ON c.id = u.company_id
         WHERE u.company_id = ${ctx.companyId} AND u.id = ${ctx.actor.userId}`,
  );
  const [readable, curated] = await Promise.all([
    readableChannelIds(ctx.db, ctx.companyId, ctx.actor),
    curatorChannelIds(ctx.db, ctx.companyId, ctx.actor),
  ]);
  return {
    userId: ctx.actor.userId,
    role: ctx.actor.role,
    readLanguages: settings?.readLanguages ?? [],
    commentEnabled: settings?.commentEnabled ?? true,
    isArchivedReadEnabled: settings?.isArchivedReadEnabled ?? false,
    readable,
    curated,
  };
}

/** Proposed and Scheduled tabs (core §6): admin-level, group admin, channel manager. */
export const curatesFeeds = (role: Role): boolean =>
  isAdminLevel(role) || role === "group_admin" || role === "channel_manager";
/** Rejected: admin-level or channel manager. */
export const seesRejected = (role: Role): boolean => isAdminLevel(role) || role === "channel_manager";

/** Whether the viewer may open a feed type (core §6 tabs); otherwise 403. */
export function mayReadFeed(type: FeedType, viewer: Viewer): boolean {
  switch (type) {
    case "incoming":
    case "scheduled":
    case "all":
      return curatesFeeds(viewer.role);
    case "archived":
      return curatesFeeds(viewer.role) || viewer.isArchivedReadEnabled;
    case "rejected":
      return seesRejected(viewer.role);
    default:
      return true;
  }
}

/** Archived posts: curated channels, plus the readable ones when the company opens the archive. */
export function archiveChannels(viewer: Viewer, channelId: string | undefined) {
  const curated = viewer.curated;
  if (!viewer.isArchivedReadEnabled || curated === "all") return narrowChannels(curated, channelId);
  return narrowChannels([...new Set([...curated, ...viewer.readable])], channelId);
}
