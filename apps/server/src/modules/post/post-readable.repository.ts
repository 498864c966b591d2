import { isManager } from "@chorus/shared/access/roles";
import { type SQL, sql } from "drizzle-orm";
import { channelRowIs } from "../../db/post-channel-sql.ts";
import {
  type ChannelActor,
  channelIdsOf,
  groupAdminChannelIdsOf,
  staffManagerChannelIdsOf,
} from "../channel/index.ts";

/** How the curated set is read: every channel (managers), none, or by a statement of the role's. */
export type CuratedShape = "all" | "none" | "groupAdmin" | "staffManager";

/** Mirrors managedChannelIdsQuery (the equivalence tests compare them for every role). */
export function curatedShapeOf(role: ChannelActor["role"]): CuratedShape {
  if (isManager(role)) return "all";
  if (role === "group_admin") return "groupAdmin";
  if (role === "channel_manager") return "staffManager";
  return "none";
}

/**
 * Who reads, as placeholders filled per run (`readerValues`): a statement built on these refs has
 * one text per curated shape, so it can be prepared once.
 */
export const readerRefs = {
  companyId: sql`${sql.placeholder("companyId")}`,
  userId: sql`${sql.placeholder("userId")}`,
  seesAllGroups: sql`${sql.placeholder("seesAllGroups")}`,
  isGroupAdmin: sql`${sql.placeholder("isGroupAdmin")}`,
};

/** The placeholders' values of `readerRefs` for one reader. */
export const readerValues = (companyId: string, actor: ChannelActor) => ({
  companyId,
  userId: actor.userId,
  seesAllGroups: isManager(actor.role),
  isGroupAdmin: actor.role === "group_admin",
});

/** The channels the reader reads (readableChannelIds' statement), one `id` column. */
export const readableChannelsSql = (): SQL => channelIdsOf(readerRefs, true);

/** The channels the reader curates, for the shapes that need a statement. */
export function curatedChannelsSql(shape: CuratedShape): SQL | null {
  if (shape === "groupAdmin") return groupAdminChannelIdsOf(readerRefs);
  if (shape === "staffManager") return staffManagerChannelIdsOf(readerRefs);
  return null;
}

/**
 * loadReadablePost's decision (post-visibility.ts) as a condition on the post row aliased `p`, for
 * a statement that checks and writes in one round trip (a like, an unlike): the reader's own post,
 * a post in a channel they curate, live in a channel they read, or archived there when the company
 * lets everyone read the archive. The channel sets are the channel module's statements and the
 * live/archived tests the SQL twins of the shared rules; post-readable.repository.test.ts compares the
 * outcome with loadReadablePost for every demo person, role and post, so the two cannot drift.
 * The caller still checks the company, the id and that the post is not deleted.
 */
export function readablePostCondition(shape: CuratedShape): SQL {
  const curatedSql = curatedChannelsSql(shape);
  const curated =
    shape === "all"
      ? sql`true`
      : curatedSql
        ? sql`pc.channel_id IN (SELECT m.id FROM (${curatedSql}) m)`
        : sql`false`;
  const archiveOpen = sql`coalesce((SELECT c.is_archived_read_enabled FROM company c WHERE c.id = ${readerRefs.companyId}), false)`;
  return sql`(
    p.created_by = ${readerRefs.userId}
    OR EXISTS (
      SELECT 1 FROM post_channel pc
       WHERE pc.company_id = p.company_id AND pc.post_id = p.id
         AND (
           ${curated}
           OR (
             pc.channel_id IN (SELECT r.id FROM (${readableChannelsSql()}) r)
             AND (${channelRowIs("pc", "live")} OR (${archiveOpen} AND ${channelRowIs("pc", "archived")}))
           )
         )
    )
  )`;
}
