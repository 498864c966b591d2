import { areCommentsEnabled, commentAbilities } from "@chorus/shared/comment/comment.rules";
import type { Comment, Post, PostChannelStatus, PostType } from "@chorus/shared/post/post.contract";
import {
  earliestDatedChannel,
  isShareablePost,
  postChannelStatusOf,
  postPublishStatus,
} from "@chorus/shared/post/post.rules";
import type { RequestContext } from "../../platform/context.ts";
import { channelSetHas } from "../channel/index.ts";
import {
  loadPostRecords,
  type PostChannelRecord,
  type PostRecord,
  type ViewerFlags,
} from "./post.repository.ts";
import { embedToServe } from "./post-embed.ts";
import { postWritePolicy } from "./post-write.policy.ts";
import { loadViewer, type Viewer } from "./viewer.repository.ts";

const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

/**
 * Post DTOs for the given posts, in the given order (ids the viewer may not load are skipped):
 * one statement (posts with authors, campaigns, latest comment, channels and the viewer's flags)
 * whatever the number of posts. Pass the viewer when the caller already has it.
 */
export async function presentPosts(
  ctx: RequestContext,
  rows: readonly (string | { id: string })[],
  viewer?: Viewer,
): Promise<Post[]> {
  const ids = rows.map((row) => (typeof row === "string" ? row : row.id));
  if (ids.length === 0) return [];
  const [who, records] = await Promise.all([
    viewer ?? loadViewer(ctx),
    loadPostRecords(ctx.db, ctx.companyId, ctx.actor.userId, ids),
  ]);
  const byId = new Map(records.map((record) => [record.id, record]));
  return presentRecords(
    ids.flatMap((id) => byId.get(id) ?? []),
    who,
  );
}

/** The viewer's readable channels as a set, built once per viewer (a page presents ~20 posts). */
const readableSets = new WeakMap<Viewer, ReadonlySet<string>>();
function readableSetOf(viewer: Viewer): ReadonlySet<string> {
  let set = readableSets.get(viewer);
  if (!set) {
    set = new Set(viewer.readable);
    readableSets.set(viewer, set);
  }
  return set;
}

/** Post DTOs of records already loaded in order (a feed page loads them with its page). */
export function presentRecords(records: readonly PostRecord[], viewer: Viewer): Post[] {
  const now = new Date();
  return records.map((record) => presentPost(record, record.channels, record.flags, viewer, now));
}

/** The Post DTO of the shared contract (core §3) with the viewer's state and abilities. */
export function presentPost(
  record: PostRecord,
  channels: readonly PostChannelRecord[],
  flags: ViewerFlags | undefined,
  viewer: Viewer,
  now: Date = new Date(),
): Post {
  const readable = readableSetOf(viewer);
  // A private channel's name is shown only to its readers and managers.
  const shown = channels.filter(
    (c) => !c.isPrivate || readable.has(c.channelId) || channelSetHas(viewer.curated, c.channelId),
  );
  const fullChannelList = shown.map((c) => ({
    _id: c.channelId,
    name: c.name,
    isManager: channelSetHas(viewer.curated, c.channelId),
    isPrivate: c.isPrivate,
    status: postChannelStatusOf(
      { status: c.status as PostChannelStatus, publishedAt: c.publishedAt, archivedAt: c.archivedAt },
      now,
    ),
    publishedAt: iso(c.publishedAt),
    archivedAt: iso(c.archivedAt),
  }));
  const dated = earliestDatedChannel(channels);
  const status = postPublishStatus(
    {
      publishedAt: dated?.publishedAt ?? null,
      archivedAt: dated?.archivedAt ?? null,
      channelList: channels.map((c) => ({ status: c.status as PostChannelStatus })),
    },
    now,
  );
  const editor = { userId: viewer.userId, managed: viewer.curated };
  const target = {
    createdBy: record.createdBy,
    contentWriterId: record.contentWriterId,
    channelIds: channels.map((c) => c.channelId),
  };
  const canManage = postWritePolicy.manage(editor, target);
  const shares = flags?.shares ?? [];
  return {
    _id: record.id,
    type: record.type as PostType,
    title: record.title,
    body: record.body,
    htmlBody: record.htmlBody,
    url: record.url,
    embed: embedToServe(record.embed),
    status,
    publishedAt: iso(dated?.publishedAt),
    archivedAt: iso(dated?.archivedAt),
    scheduledAt: iso(channels.find((c) => c.scheduledAt !== null)?.scheduledAt),
    createdAt: iso(record.createdAt) as string,
    createdBy: record.createdBy,
    createdByDisplay: `${record.authorFirstName ?? ""} ${record.authorLastName ?? ""}`.trim(),
    createdByAvatar: record.authorAvatarUrl,
    createdByType: record.createdByType,
    contentWriterId: record.contentWriterId,
    fullChannelList,
    featuredAt: iso(record.featuredAt),
    featuredForEmailAt: iso(record.featuredForEmailAt),
    campaignId: record.campaignId,
    campaignName: record.campaignName,
    campaignColor: record.campaignColor,
    commentEnabled: record.commentEnabled,
    commentCount: record.commentCount,
    commentList: record.latestComment ? [presentComment(record.latestComment, viewer.userId, canManage)] : [],
    likeCount: record.likeCount,
    isPostInstantPushEnabled: record.isPostInstantPushEnabled,
    lang: record.lang,
    videoUrl: record.videoUrl,
    videoMetadata: (record.videoMetadata as Post["videoMetadata"]) ?? null,
    linkedinVideoUrn: record.linkedinVideoUrn,
    hasAnimatedImage: record.hasAnimatedImage,
    imageMetadataList: record.imageMetadataList ?? [],
    document: presentDocument(record.document),
    survey: (record.survey as Post["survey"]) ?? null,
    isReadConfirmationRequired: record.isReadConfirmationRequired,
    socnetSet: presentSocnetSet(record.socnetSet, shares),
    utmTags: record.utmTags,
    ViewCount: record.viewCount,
    isLiked: flags?.isLiked ?? false,
    bookmarkId: flags?.bookmarkId ?? null,
    isReadConfirmed: flags?.isReadConfirmed ?? false,
    hasAnsweredSurvey: flags?.hasAnsweredSurvey ?? false,
    shared: shares.some((s) => s.status === "shared")
      ? true
      : shares.some((s) => s.status === "scheduled")
        ? "scheduled"
        : false,
    abilities: {
      canEdit: postWritePolicy.update(editor, target),
      canDelete: postWritePolicy.delete(editor, target),
      canManage,
      canShare: isShareablePost(record.type, channels, now),
      canComment: areCommentsEnabled({ commentEnabled: viewer.commentEnabled }, record),
      canSeeConfirmations: canManage,
    },
  };
}

/** The stored document; its page images may be stored as image metadata, the DTO lists their URLs. */
function presentDocument(stored: Record<string, unknown> | null): Post["document"] {
  if (!stored) return null;
  const pages = Array.isArray(stored.imageList) ? stored.imageList : [];
  return {
    title: String(stored.title ?? ""),
    url: String(stored.url ?? ""),
    pageCount: Math.trunc(Number(stored.pageCount ?? pages.length)),
    imageList: pages.map((page) =>
      typeof page === "string" ? page : String((page as { url?: unknown } | null)?.url ?? ""),
    ),
  };
}

type SocnetSet = Post["socnetSet"];
interface StoredSocnetEntry {
  sharePoint?: number;
  commentSet?: string[];
  shareCount?: number;
}

/** The stored per-network settings with the viewer's share status on each network. */
function presentSocnetSet(stored: Record<string, unknown>, shares: ViewerFlags["shares"]): SocnetSet {
  const out: SocnetSet = {};
  for (const [network, value] of Object.entries(stored ?? {})) {
    const entry = (value ?? {}) as StoredSocnetEntry;
    const mine = shares.filter((s) => s.media === network);
    out[network] = {
      sharePoint: Math.trunc(entry.sharePoint ?? 0),
      commentSet: Array.isArray(entry.commentSet) ? entry.commentSet.map(String) : [],
      shareCount: Math.max(0, Math.trunc(entry.shareCount ?? 0)),
      shareStatus: mine.some((s) => s.status === "shared")
        ? "shared"
        : mine.some((s) => s.status === "scheduled")
          ? "scheduled"
          : "not shared",
    };
  }
  return out;
}

function presentComment(
  c: NonNullable<PostRecord["latestComment"]>,
  viewerId: string,
  managesPost: boolean,
): Comment {
  return {
    author: {
      _id: c.addedBy,
      avatarUrl: c.avatarUrl,
      firstName: c.firstName ?? "",
      lastName: c.lastName ?? "",
    },
    comment: {
      id: c.id,
      text: c.text,
      objectId: c.objectId,
      objectType: c.objectType === "resource" ? "resource" : "post",
      addedBy: c.addedBy,
      addedAt: iso(c.addedAt) as string,
      updatedAt: iso(c.updatedAt),
    },
    // Delete needs PostsPublishAll for others' comments (core §5): the post's managers.
    abilities: commentAbilities({
      actorUserId: viewerId,
      addedBy: c.addedBy,
      hasDeletePermission: managesPost,
    }),
  };
}
