import { isAdminLevel, isCurator, type Role } from "@chorus/shared/access/roles";
import type { FeedType } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { preparedRows } from "../../db/prepared.ts";
import type { RequestContext } from "../../platform/context.ts";
import { type ChannelIdSet, channelIdsQuery, managedChannelIdsQuery } from "../channel/index.ts";
import { narrowChannels } from "./feed.repository.ts";

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

/**
 * ONE statement whatever the data: the user's and company's settings with the readable and curated
 * channel sets as arrays (each a round trip of its own before; the feed waits on all three).
 */
export async function loadViewer(ctx: RequestContext): Promise<Viewer> {
  const { companyId, actor } = ctx;
  const managed = managedChannelIdsQuery(companyId, actor);
  const curatedColumn =
    typeof managed === "string" || Array.isArray(managed) ? sql`NULL::text[]` : sql`ARRAY(${managed})`;
  const [row] = await preparedRows<{
    readLanguages: string[] | null;
    commentEnabled: boolean | null;
    isArchivedReadEnabled: boolean | null;
    readable: string[];
    curated: string[] | null;
  }>(
    ctx.db,
    sql`SELECT u.read_language_list AS "readLanguages", c.comment_enabled AS "commentEnabled",
               c.is_archived_read_enabled AS "isArchivedReadEnabled",
               ARRAY(${channelIdsQuery(companyId, actor, true)}) AS readable,
               ${curatedColumn} AS curated
          FROM (SELECT 1) one
          LEFT JOIN app_user u ON u.company_id = ${companyId} AND u.id = ${actor.userId}
          LEFT JOIN company c ON c.id = u.company_id`,
  );
  return {
    userId: actor.userId,
    role: actor.role,
    readLanguages: row?.readLanguages ?? [],
    commentEnabled: row?.commentEnabled ?? true,
    isArchivedReadEnabled: row?.isArchivedReadEnabled ?? false,
    readable: row?.readable ?? [],
    curated: managed === "all" || Array.isArray(managed) ? managed : (row?.curated ?? []),
  };
}

/** Proposed and Scheduled tabs (core §6): admin-level, group admin, channel manager. */
export const curatesFeeds = isCurator;
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
