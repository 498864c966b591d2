import { isAdminLevel } from "@chorus/shared/access/roles";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { imageCountLimit, imageCountTitle } from "@chorus/shared/media/image.rules";
import type { PostChannelStatus } from "@chorus/shared/post/post.contract";
import { earliestDatedChannel, postPublishStatus } from "@chorus/shared/post/post.rules";
import {
  type ActionContext,
  type ChannelPlan,
  createdResponseType,
  instantPushAllowed,
  planArchive,
  planCreate,
  planReactivate,
  planSchedule,
  planUpdate,
  type RequestedChannel,
  updatedPublishedAt,
} from "@chorus/shared/post/post-actions.rules";
import { channelPosting } from "@chorus/shared/post/post-channels.rules";
import {
  type PostCreateBody,
  type PostUpdateBody,
  type PostWriteResponse,
  postCreateBodySchema,
} from "@chorus/shared/post/post-write.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { type ChannelIdSet, channelSetHas, managedChannelIds, readableChannelIds } from "../channel/index.ts";
import { announcePostCountsChanged } from "../notification/index.ts";
import { creditPoints } from "../points/index.ts";
import { presentPosts } from "./post.presenter.ts";
import { bodyOf, buildPostContent } from "./post-content.ts";
import { notifyNewProposal } from "./post-proposal.notifications.ts";
import { enqueueAnnouncements } from "./post-schedule.jobs.ts";
import { loadReadablePost, type PostChannelRow } from "./post-visibility.ts";
import { postWritePolicy } from "./post-write.policy.ts";
import {
  insertPost,
  loadActiveChannels,
  loadPostForWrite,
  loadPostingSettings,
  markPostDeleted,
  type PostInsert,
  type PostingSettings,
  type PostRow,
  updatePostRow,
  writeChannelPlans,
} from "./post-write.repository.ts";

export const ADMINS_ONLY_POSTING_MESSAGE = "Only admins may post in this company.";

const dateOf = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const planOf = (row: PostChannelRow): ChannelPlan => ({
  channelId: row.channelId,
  status: row.status as PostChannelStatus,
  publishedAt: row.publishedAt,
  archivedAt: row.archivedAt,
});

/** The post's dates, as the presenter shows them. */
function postDatesOf(plans: readonly ChannelPlan[]) {
  const dated = earliestDatedChannel(plans);
  return { publishedAt: dated?.publishedAt ?? null, archivedAt: dated?.archivedAt ?? null };
}

const statusOf = (plans: readonly ChannelPlan[], now: Date) =>
  postPublishStatus({ ...postDatesOf(plans), channelList: plans }, now);

function checkDates(publishedAt: Date | null | undefined, archivedAt: Date | null | undefined) {
  if (publishedAt && archivedAt && archivedAt.getTime() <= publishedAt.getTime())
    throw badRequest("The archive date must be after the publication date.");
}

/**
 * Channels a writer may put a post in, by the shared rule the editor offers them by
 * (channelPosting): every requested channel must be an active channel of the company; one they do
 * not manage must be one they read, and only when the company lets users publish (core §4: their
 * post is proposed there).
 */
async function checkChannels(
  ctx: RequestContext,
  settings: PostingSettings,
  managed: ChannelIdSet,
  channels: readonly RequestedChannel[],
): Promise<void> {
  const ids = [...new Set(channels.map((c) => c._id))];
  const found = new Map((await loadActiveChannels(ctx.db, ctx.companyId, ids)).map((c) => [c.id, c.name]));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown) throw badRequest(`Unknown channel: ${unknown}`);
  const others = ids.filter((id) => !channelSetHas(managed, id));
  // Which channels the writer reads is only looked up when some are not theirs to manage.
  const readable = new Set(
    others.length > 0 && settings.isUserPublishEnabled
      ? await readableChannelIds(ctx.db, ctx.companyId, ctx.actor)
      : [],
  );
  const writer = { adminLevel: isAdminLevel(ctx.actor.role) };
  const refused = ids.find(
    (id) =>
      channelPosting(
        { managed: channelSetHas(managed, id), readable: readable.has(id), active: true },
        writer,
        settings,
      ) === "none",
  );
  if (refused) throw forbidden(`You may not post in the channel "${found.get(refused)}".`);
}

function actionContext(
  settings: PostingSettings,
  managed: ChannelIdSet,
  type: PostCreateBody["type"],
  now: Date,
): ActionContext {
  return {
    now,
    type,
    isManagerOf: (id) => channelSetHas(managed, id),
    userPublishEnabled: settings.isUserPublishEnabled,
    defaultPostExpiration: settings.defaultPostExpiration,
  };
}

async function respond(ctx: RequestContext, postId: string): Promise<PostWriteResponse> {
  const [presented] = await presentPosts(ctx, [postId]);
  if (!presented) throw notFound("Post not found");
  const type = createdResponseType(presented.status);
  return { type, post: presented };
}

/** POST /api/post3 (core §4 create). */
export async function createPost(
  ctx: RequestContext,
  jobs: Jobs,
  body: PostCreateBody,
): Promise<PostWriteResponse> {
  const settings = await loadPostingSettings(ctx.db, ctx.companyId);
  if (settings.adminsOnlyPosting && !isAdminLevel(ctx.actor.role))
    throw forbidden(ADMINS_ONLY_POSTING_MESSAGE);
  const managed = await managedChannelIds(ctx.db, ctx.companyId, ctx.actor);
  await checkChannels(ctx, settings, managed, body.channelList);
  const publishedAt = dateOf(body.publishedAt) ?? undefined;
  const archivedAt = dateOf(body.archivedAt);
  checkDates(publishedAt, archivedAt);

  const content = await buildPostContent(ctx, body);
  const now = new Date();
  const plans = planCreate(
    body.channelList,
    { publishedAt, archivedAt: archivedAt ?? null },
    actionContext(settings, managed, body.type, now),
  );
  const managesPostChannel = plans.some((plan) => channelSetHas(managed, plan.channelId));
  const postId = newObjectId(now);
  const proposed = statusOf(plans, now) === "proposed";
  const instantPush = instantPushAllowed(body.isPostInstantPushEnabled ?? false, managesPostChannel);

  await ctx.db.transaction(async (tx) => {
    // The Posts menu counts of the company change with it (open event streams refresh them).
    await announcePostCountsChanged(tx, ctx.companyId);
    await insertPost(tx, {
      id: postId,
      companyId: ctx.companyId,
      createdBy: ctx.actor.userId,
      ...content,
      isPostInstantPushEnabled: instantPush,
      featuredAt: body.featured && managesPostChannel ? now : null,
      featuredForEmailAt: body.featuredForEmail && managesPostChannel ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await writeChannelPlans(tx, ctx.companyId, postId, plans, content.lang, now);
    await notifyNewProposal(
      tx,
      {
        companyId: ctx.companyId,
        postId,
        title: content.title,
        imageUrl: content.imageMetadataList[0]?.url ?? null,
        proposerId: ctx.actor.userId,
      },
      plans.filter((plan) => plan.status === "proposed").map((plan) => plan.channelId),
    );
    // The proposer earns the company's proposePostPoint.
    if (proposed) {
      await creditPoints(
        { db: tx },
        {
          companyId: ctx.companyId,
          userId: ctx.actor.userId,
          stars: settings.proposePostPoint,
          reason: "propose_post",
          postId,
        },
      );
    }
  });
  await enqueueAnnouncements(ctx, jobs, postId, plans, now, instantPush);
  return respond(ctx, postId);
}

/** The post and its channels if the actor may change it: 404 when they cannot even read it, else 403. */
async function loadEditable(ctx: RequestContext, postId: string) {
  const found = await loadPostForWrite(ctx.db, ctx.companyId, postId);
  if (!found) throw notFound("Post not found");
  const managed = await managedChannelIds(ctx.db, ctx.companyId, ctx.actor);
  const allowed = postWritePolicy.update(
    { userId: ctx.actor.userId, managed },
    {
      createdBy: found.post.createdBy,
      contentWriterId: found.post.contentWriterId,
      channelIds: found.channels.map((c) => c.channelId),
    },
  );
  if (!allowed) {
    await loadReadablePost(ctx, postId);
    throw new AppError(403, "403.0", "You may not change this post.");
  }
  return { ...found, managed };
}

/** PUT /api/post3/{postId}: update (default), schedule, archive, reactivate or addImage. */
export async function updatePost(
  ctx: RequestContext,
  jobs: Jobs,
  postId: string,
  patch: PostUpdateBody,
): Promise<PostWriteResponse> {
  const { post: row, channels, managed } = await loadEditable(ctx, postId);
  const settings = await loadPostingSettings(ctx.db, ctx.companyId);
  const now = new Date();
  const type = row.type as PostCreateBody["type"];
  const action = actionContext(settings, managed, type, now);
  const current = channels.map(planOf);
  const currentDates = postDatesOf(current);
  const set: Partial<PostInsert> = { updatedAt: now };
  let plans: ChannelPlan[] = current;
  let lang = row.lang;

  if (patch.action === "archive") plans = planArchive(current, action);
  else if (patch.action === "reactivate") plans = planReactivate(current, action);
  else if (patch.action === "schedule") {
    const publishedAt = dateOf(patch.publishedAt) ?? currentDates.publishedAt;
    const archivedAt =
      patch.archivedAt !== undefined ? (dateOf(patch.archivedAt) ?? null) : currentDates.archivedAt;
    checkDates(publishedAt, archivedAt);
    plans = planSchedule(current, { publishedAt, archivedAt }, action);
  } else if (patch.action === "addImage") {
    const added = patch.imageMetadataList ?? [];
    if (added.length === 0) throw badRequest("imageMetadataList: add at least one image");
    const images = [...row.imageMetadataList, ...added];
    const limit = imageCountLimit(Object.keys(row.socnetSet ?? {}));
    if (images.length > limit) throw badRequest(imageCountTitle(limit));
    set.imageMetadataList = images;
    set.hasAnimatedImage = images.some((image) => /\.gif(\?|$)/i.test(image.url));
  } else {
    const requestedChannels =
      patch.channelList ?? current.map((c) => ({ _id: c.channelId, status: c.status }));
    if (requestedChannels.length === 0) throw badRequest("channelList: Choose at least one channel");
    const added = requestedChannels.filter((c) => !current.some((p) => p.channelId === c._id));
    if (added.length > 0) await checkChannels(ctx, settings, managed, added);
    // null is "no schedule": a post still waiting for its date goes out now (core §4 update rule).
    const publishedAt = dateOf(patch.publishedAt);
    const archivedAt = dateOf(patch.archivedAt);
    checkDates(
      updatedPublishedAt(publishedAt, currentDates.publishedAt, now),
      archivedAt === undefined ? currentDates.archivedAt : archivedAt,
    );

    const parsed = parseMerged(mergeEdit(row, requestedChannels, patch));
    const content = await buildPostContent(ctx, parsed, row);
    lang = content.lang;
    plans = planUpdate(
      current,
      requestedChannels,
      { publishedAt, archivedAt },
      statusOf(current, now),
      action,
    );
    if (plans.length === 0) throw badRequest("channelList: Choose at least one channel");
    const manages = plans.some((plan) => channelSetHas(managed, plan.channelId));
    Object.assign(set, content, {
      isPostInstantPushEnabled: instantPushAllowed(parsed.isPostInstantPushEnabled ?? false, manages),
    });
    // Featuring is a curator's decision: ignored from someone who manages none of the channels.
    if (manages && patch.featured !== undefined)
      set.featuredAt = patch.featured ? (row.featuredAt ?? now) : null;
    if (manages && patch.featuredForEmail !== undefined)
      set.featuredForEmailAt = patch.featuredForEmail ? (row.featuredForEmailAt ?? now) : null;
  }

  await ctx.db.transaction(async (tx) => {
    // The Posts menu counts of the company change with it (open event streams refresh them).
    await announcePostCountsChanged(tx, ctx.companyId);
    await updatePostRow(tx, ctx.companyId, postId, set);
    await writeChannelPlans(tx, ctx.companyId, postId, plans, lang, now);
  });
  await enqueueAnnouncements(
    ctx,
    jobs,
    postId,
    plans,
    now,
    set.isPostInstantPushEnabled ?? row.isPostInstantPushEnabled,
  );
  return respond(ctx, postId);
}

/** The stored post with the edit's fields over it; text edits drop the derived body and language. */
function mergeEdit(row: PostRow, channelList: RequestedChannel[], patch: PostUpdateBody) {
  const { action: _action, featured: _f, featuredForEmail: _fe, channelList: _c, ...fields } = patch;
  const base = bodyOf(row, channelList);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const merged: Record<string, unknown> = { ...base, ...defined, channelList };
  if (fields.htmlBody !== undefined && fields.body === undefined) merged.body = undefined;
  const textChanged = ["title", "body", "htmlBody"].some((key) => key in defined);
  if (textChanged && fields.lang === undefined) merged.lang = undefined;
  return merged;
}

/** The merged post must still be a valid post of its type (e.g. a link keeps a URL). */
function parseMerged(merged: Record<string, unknown>): PostCreateBody {
  const parsed = postCreateBodySchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid post");
  }
  return parsed.data;
}

/** DELETE /api/post3/{postId}: the post is marked deleted and leaves every channel (feeds and counters drop it). */
export async function deletePost(ctx: RequestContext, postId: string): Promise<{ _id: string }> {
  await loadEditable(ctx, postId);
  await ctx.db.transaction(async (tx) => {
    // The Posts menu counts of the company change with it (open event streams refresh them).
    await announcePostCountsChanged(tx, ctx.companyId);
    await markPostDeleted(tx, ctx.companyId, postId);
  });
  return { _id: postId };
}
