import { COMMENTS } from "./content.ts";
import { MINUTE_MS } from "./random.ts";
import type {
  BookmarkRow,
  CommentRow,
  LikeRow,
  PostChannelRow,
  PostRow,
  SeedContext,
  SubscriptionRow,
  UserRow,
} from "./rows.ts";

export interface DemoEngagement {
  likes: LikeRow[];
  comments: CommentRow[];
  bookmarks: BookmarkRow[];
}

/** A moment between the publication and now, skewed towards the first days. */
function after(ctx: SeedContext, from: Date): Date {
  const span = Math.max(MINUTE_MS, ctx.now.getTime() - from.getTime() - MINUTE_MS);
  const skew = ctx.random.next() ** 2;
  return new Date(from.getTime() + MINUTE_MS + Math.floor(skew * span));
}

/**
 * Likes and comments from people who can see the post (subscribers of one of its channels),
 * on posts that were published; the post's counters are set to the real row counts.
 */
export function buildEngagement(
  ctx: SeedContext,
  posts: readonly PostRow[],
  postChannels: readonly PostChannelRow[],
  subscriptions: readonly SubscriptionRow[],
  users: readonly UserRow[],
  bookmarker: UserRow | undefined,
): DemoEngagement {
  const { random } = ctx;
  const out: DemoEngagement = { likes: [], comments: [], bookmarks: [] };
  const audience = new Map<string, Set<string>>();
  for (const s of subscriptions) {
    const set = audience.get(s.channelId) ?? new Set<string>();
    set.add(s.userId);
    audience.set(s.channelId, set);
  }
  const userIds = new Set(users.map((u) => u.id));
  const channelsOf = new Map<string, PostChannelRow[]>();
  for (const pc of postChannels) channelsOf.set(pc.postId, [...(channelsOf.get(pc.postId) ?? []), pc]);

  const bookmarkable: { post: PostRow; publishedAt: Date }[] = [];
  for (const post of posts) {
    const seen = (channelsOf.get(post.id) ?? []).filter(
      (pc) =>
        (pc.status === "published" || pc.status === "archived") && pc.publishedAt && pc.publishedAt < ctx.now,
    );
    const first = seen[0]?.publishedAt;
    if (!first) {
      post.likeCount = 0;
      post.commentCount = 0;
      continue;
    }
    const viewers = [...new Set(seen.flatMap((pc) => [...(audience.get(pc.channelId) ?? [])]))].filter((id) =>
      userIds.has(id),
    );
    const likers = random.sample(viewers, random.int(0, Math.min(14, viewers.length)));
    for (const userId of likers) {
      out.likes.push({ companyId: post.companyId, postId: post.id, userId, likedAt: after(ctx, first) });
    }
    post.likeCount = likers.length;
    let comments = 0;
    if (post.commentEnabled !== false && viewers.length > 0) {
      const roll = random.next();
      const count = roll < 0.35 ? 0 : roll < 0.75 ? random.int(1, 2) : random.int(3, 6);
      for (let i = 0; i < count; i++) {
        const addedAt = after(ctx, first);
        out.comments.push({
          id: ctx.newId(addedAt),
          companyId: post.companyId,
          objectId: post.id,
          objectType: "post",
          addedBy: random.pick(viewers),
          text: random.pick(COMMENTS),
          addedAt,
          updatedAt: random.chance(0.05) ? after(ctx, addedAt) : null,
        });
        comments++;
      }
    }
    post.commentCount = comments;
    if (
      bookmarker &&
      seen.some((pc) => pc.status === "published" && audience.get(pc.channelId)?.has(bookmarker.id))
    ) {
      bookmarkable.push({ post, publishedAt: first });
    }
  }
  if (bookmarker) {
    for (const { post, publishedAt } of random.sample(bookmarkable, 6)) {
      const createdAt = after(ctx, publishedAt);
      out.bookmarks.push({
        id: ctx.newId(createdAt),
        companyId: post.companyId,
        postId: post.id,
        userId: bookmarker.id,
        createdAt,
      });
    }
  }
  return out;
}
