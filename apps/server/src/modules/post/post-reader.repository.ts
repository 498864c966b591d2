import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { perDatabase } from "../../db/prepared.ts";
import { company, post, postChannel } from "../../db/schema/index.ts";
import type { ChannelActor, ChannelIdSet } from "../channel/index.ts";
import {
  type CuratedShape,
  curatedChannelsSql,
  curatedShapeOf,
  readableChannelsSql,
  readerRefs,
  readerValues,
} from "./post-readable.repository.ts";
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

/** The statement of one curated shape, every value a placeholder: its text is built once. */
function readerQuery(db: Queryable, shape: CuratedShape) {
  const curatedSql = curatedChannelsSql(shape);
  return db
    .select({
      post,
      channel: postChannel,
      readable: sql<string[]>`ARRAY(SELECT r.id::text FROM (${readableChannelsSql()}) r)`,
      curated: curatedSql
        ? sql<string[]>`ARRAY(SELECT m.id::text FROM (${curatedSql}) m)`
        : sql<string[] | null>`NULL::text[]`,
      archiveOpen: sql<boolean>`coalesce((SELECT ${company.isArchivedReadEnabled} FROM ${company} WHERE ${company.id} = ${readerRefs.companyId}), false)`,
    })
    .from(post)
    .leftJoin(postChannel, and(eq(postChannel.companyId, post.companyId), eq(postChannel.postId, post.id)))
    .where(
      and(
        eq(post.companyId, sql.placeholder("companyId")),
        eq(post.id, sql.placeholder("postId")),
        isNull(post.deletedAt),
      ),
    )
    .prepare(`post_reader_${shape}`);
}

/** The statement of each shape, built once per database handle. */
const readerQueries = {
  all: perDatabase((db) => readerQuery(db, "all")),
  none: perDatabase((db) => readerQuery(db, "none")),
  groupAdmin: perDatabase((db) => readerQuery(db, "groupAdmin")),
  staffManager: perDatabase((db) => readerQuery(db, "staffManager")),
} satisfies Record<CuratedShape, unknown>;

/**
 * The post (not deleted, within the company) with its channel rows and the actor's channel sets,
 * in ONE statement instead of four sequential ones (post, its channels, curated and readable
 * channels, and the company's archive setting): every like, share, comment and read of one post
 * starts here (issue 15). The sets are the channel module's own SQL (channelIdsOf and the
 * managers' statements), evaluated once as uncorrelated sub-plans; the decision itself stays in
 * loadReadablePost. The statement is a NAMED prepared one per curated shape, its text built once:
 * rebuilding it through drizzle cost more app CPU than the rest of a like, and PostgreSQL plans it
 * once per connection instead of on every request. Null when there is no such post.
 */
export async function loadPostForReader(
  db: Queryable,
  companyId: string,
  postId: string,
  actor: ChannelActor,
): Promise<PostForReader | null> {
  const shape = curatedShapeOf(actor.role);
  const rows = await readerQueries[shape](db).execute({ ...readerValues(companyId, actor), postId });
  const [first] = rows;
  if (!first) return null;
  return {
    post: first.post,
    channels: rows.flatMap((row) => (row.channel ? [row.channel] : [])),
    curated: shape === "all" ? "all" : shape === "none" ? [] : (first.curated ?? []),
    readable: first.readable ?? [],
    archiveOpen: first.archiveOpen === true,
  };
}
