import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { company, post, postChannel } from "../../db/schema/index.ts";
import {
  type ChannelActor,
  type ChannelIdSet,
  channelIdsQuery,
  managedChannelIdsQuery,
} from "../channel/index.ts";
import type { PostChannelRow, PostRow } from "./post-write.repository.ts";

/** A post with everything loadReadablePost decides on, as one statement read it. */
export interface PostForReader {
  post: PostRow;
  channels: PostChannelRow[];
  /** The channels the actor curates ("all" for managers). */
  curated: ChannelIdSet;
  /** The channels whose published posts the actor reads (readableChannelIds). */
  readable: string[];
  /** The company lets everyone read the archive (Company.IsArchivedReadEnabled). */
  archiveOpen: boolean;
}

/**
 * The post (not deleted, within the company) with its channel rows and the actor's channel sets,
 * in ONE statement instead of four sequential ones (post, its channels, curated and readable
 * channels, and the company's archive setting): every like, share, comment and read of one post
 * starts here (issue 15). The sets are the very statements the channel module runs
 * (channelIdsQuery, managedChannelIdsQuery), evaluated once as uncorrelated sub-plans; the
 * decision itself stays in loadReadablePost. Null when there is no such post.
 */
export async function loadPostForReader(
  db: Queryable,
  companyId: string,
  postId: string,
  actor: ChannelActor,
): Promise<PostForReader | null> {
  const curatedQuery = managedChannelIdsQuery(companyId, actor);
  const curatedSql = Array.isArray(curatedQuery) || curatedQuery === "all" ? null : curatedQuery;
  const rows = await db
    .select({
      post,
      channel: postChannel,
      readable: sql<string[]>`ARRAY(SELECT r.id::text FROM (${channelIdsQuery(companyId, actor, true)}) r)`,
      curated: curatedSql
        ? sql<string[]>`ARRAY(SELECT m.id::text FROM (${curatedSql}) m)`
        : sql<string[] | null>`NULL::text[]`,
      archiveOpen: sql<boolean>`coalesce((SELECT ${company.isArchivedReadEnabled} FROM ${company} WHERE ${company.id} = ${companyId}), false)`,
    })
    .from(post)
    .leftJoin(postChannel, and(eq(postChannel.companyId, post.companyId), eq(postChannel.postId, post.id)))
    .where(and(eq(post.companyId, companyId), eq(post.id, postId), isNull(post.deletedAt)));
  const [first] = rows;
  if (!first) return null;
  return {
    post: first.post,
    channels: rows.flatMap((row) => (row.channel ? [row.channel] : [])),
    curated: curatedSql ? (first.curated ?? []) : (curatedQuery as ChannelIdSet),
    readable: first.readable ?? [],
    archiveOpen: first.archiveOpen === true,
  };
}
