import { isAdminLevel, isCurator, isManager, MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import type { FeedType } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { preparedRows } from "../../db/prepared.ts";
import type { Actor, RequestContext } from "../../platform/context.ts";
import type { SessionJoin } from "../../platform/session.ts";
import {
  type ChannelIdSet,
  channelIdsOf,
  channelIdsQuery,
  groupAdminChannelIdsOf,
  managedChannelIdsQuery,
  staffManagerChannelIdsOf,
} from "../channel/index.ts";
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

/** Viewers read in the session lookup, by the request's actor (one object per request). */
const loadedWithSession = new WeakMap<Actor, Viewer>();

/**
 * ONE statement whatever the data: the user's and company's settings with the readable and curated
 * channel sets as arrays (each a round trip of its own before; the feed waits on all three).
 */
export async function loadViewer(ctx: RequestContext): Promise<Viewer> {
  const { companyId, actor } = ctx;
  // Loaded with the session on the routes that join it (viewerSessionJoin), for this request only.
  const preloaded = loadedWithSession.get(actor);
  if (preloaded && companyId === actor.companyId) return preloaded;
  const managed = managedChannelIdsQuery(companyId, actor);
  const curatedColumn =
    typeof managed === "string" || Array.isArray(managed) ? sql`NULL::text[]` : sql`ARRAY(${managed})`;
  const [row] = await preparedRows<ViewerColumns>(
    ctx.db,
    sql`SELECT u.read_language_list AS "readLanguages", c.comment_enabled AS "commentEnabled",
               c.is_archived_read_enabled AS "isArchivedReadEnabled",
               ARRAY(${channelIdsQuery(companyId, actor, true)}) AS readable,
               ${curatedColumn} AS curated
          FROM (SELECT 1) one
          LEFT JOIN app_user u ON u.company_id = ${companyId} AND u.id = ${actor.userId}
          LEFT JOIN company c ON c.id = u.company_id`,
  );
  return viewerOf(actor, row);
}

/** The manager roles as an SQL list of literals (constants of the code, not values of a request). */
const MANAGER_ROLE_LIST = sql.raw(`(${MANAGER_ROLES.map((role) => `'${role}'`).join(", ")})`);

interface ViewerColumns {
  readLanguages: string[] | null;
  commentEnabled: boolean | null;
  isArchivedReadEnabled: boolean | null;
  readable: string[] | null;
  curated: string[] | null;
}

/**
 * The viewer in the session lookup itself (the feed route): the same columns as loadViewer's
 * statement, computed from the session row, where the active role is a column, so the role's
 * branches are SQL (only the taken CASE branch runs). One round trip less on every feed request,
 * and nothing cached that could go stale: channels, groups, languages and role are read each time.
 */
export const viewerSessionJoin: SessionJoin = {
  columns: ({ companyId, userId, role, user }) => {
    const who = {
      companyId,
      userId,
      seesAllGroups: sql`(${role} IN ${MANAGER_ROLE_LIST})`,
      isGroupAdmin: sql`(${role} = 'group_admin')`,
    };
    return sql`${user}.read_language_list AS "readLanguages",
               (SELECT c.comment_enabled FROM company c WHERE c.id = ${companyId}) AS "commentEnabled",
               (SELECT c.is_archived_read_enabled FROM company c WHERE c.id = ${companyId}) AS "isArchivedReadEnabled",
               ARRAY(${channelIdsOf(who, true)}) AS readable,
               CASE ${role}
                 WHEN 'group_admin' THEN ARRAY(${groupAdminChannelIdsOf(who)})
                 WHEN 'channel_manager' THEN ARRAY(${staffManagerChannelIdsOf(who)})
               END AS curated`;
  },
  attach: (actor, row) => {
    loadedWithSession.set(actor, viewerOf(actor, row as unknown as ViewerColumns));
  },
};

/** The Viewer of a statement's columns; the curated set follows the ACTIVE role (as managedChannelIdsQuery). */
function viewerOf(actor: Actor, row: ViewerColumns | undefined): Viewer {
  const role = actor.role;
  const curated: ChannelIdSet = isManager(role)
    ? "all"
    : role === "group_admin" || role === "channel_manager"
      ? (row?.curated ?? [])
      : [];
  return {
    userId: actor.userId,
    role,
    readLanguages: row?.readLanguages ?? [],
    commentEnabled: row?.commentEnabled ?? true,
    isArchivedReadEnabled: row?.isArchivedReadEnabled ?? false,
    readable: row?.readable ?? [],
    curated,
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
