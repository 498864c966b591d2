import {
  type Channel,
  ESSENTIAL_CHANNEL_MESSAGE,
  type SUBSCRIPTION_SKIP_REASONS,
  type SubscriberPage,
} from "@chorus/shared/channel/channel.contract";
import {
  isEssentialChannel,
  selfSubscribeVerdict,
  selfUnsubscribeVerdict,
} from "@chorus/shared/channel/channel.rules";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import {
  authorize,
  type ChannelViewer,
  channelFacts,
  channelPolicy,
  factsOf,
  loadChannelViewer,
} from "./channel.policy.ts";
import { presentChannel } from "./channel.presenter.ts";
import {
  deleteSubscriptions,
  findChannelsWithStats,
  findCompanyUsers,
  findStaff,
  findSubscriberPage,
  insertSubscriptions,
} from "./channel.repository.ts";
import { loadStaffLists, loadVisibleChannel, readChannel } from "./channel.service.ts";

type SkipReason = (typeof SUBSCRIPTION_SKIP_REASONS)[number];
interface Skipped {
  _id: string;
  reason: SkipReason;
}

/** The channel for a self-service call: another tenant's or an unknown id is 404. */
async function loadOwnView(ctx: RequestContext, viewer: ChannelViewer, channelId: string) {
  const [row] = await findChannelsWithStats(ctx.db, ctx.companyId, viewer.userId, channelId);
  if (!row) throw notFound("Channel not found");
  return row;
}

/**
 * PUT /api/user/channel/me/subscribe. Idempotent: subscribing twice (double click, retry) answers the
 * same channel. A private channel needs an invitation: 403 for a non-member who does not curate it.
 */
export async function subscribeMe(ctx: RequestContext, channelId: string): Promise<Channel> {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadOwnView(ctx, viewer, channelId);
  const verdict = selfSubscribeVerdict(viewer, factsOf(row));
  if (verdict === "hidden") throw notFound("Channel not found");
  if (verdict === "needs_invitation") {
    throw new AppError(403, "403.0", "This channel is private: you need an invitation to join it.");
  }
  await insertSubscriptions(ctx.db, ctx.companyId, row.id, [viewer.userId]);
  return readChannel(ctx, viewer, row.id);
}

/**
 * PUT /api/user/channel/me/unsubscribe. Essential channels (mandatory or managed) cannot be left;
 * leaving a private channel ends the membership, so it disappears for the user (core §4). The
 * answer is then the channel as it was left, since it can no longer be read.
 */
export async function unsubscribeMe(ctx: RequestContext, channelId: string): Promise<Channel> {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadOwnView(ctx, viewer, channelId);
  const verdict = selfUnsubscribeVerdict(viewer, factsOf(row));
  if (verdict === "hidden") throw notFound("Channel not found");
  if (verdict === "essential") throw badRequest(ESSENTIAL_CHANNEL_MESSAGE);
  const removed = await deleteSubscriptions(ctx.db, ctx.companyId, row.id, [viewer.userId]);
  const after = removed.length > 0 ? await loadOwnView(ctx, viewer, row.id) : row;
  return presentChannel(after, viewer, await loadStaffLists(ctx, [row.id]));
}

/** A channel whose subscribers the viewer may read: 404 if invisible, 403 if not theirs to read. */
async function loadForSubscriberReading(ctx: RequestContext, channelId: string) {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadVisibleChannelOrAnalysed(ctx, viewer, channelId);
  authorize(
    channelPolicy.readSubscribers(viewer, row),
    "Only the channel's managers and analysts see its subscribers.",
  );
  return row;
}

/** Analysts may not otherwise see a channel they analyse (private, other group): their duty makes it visible here. */
async function loadVisibleChannelOrAnalysed(ctx: RequestContext, viewer: ChannelViewer, channelId: string) {
  if (viewer.analystChannelIds.includes(channelId)) return loadOwnView(ctx, viewer, channelId);
  return loadVisibleChannel(ctx, viewer, channelId);
}

/** GET /api/channel/{id}/subscriber/count. */
export async function countSubscribers(ctx: RequestContext, channelId: string): Promise<{ count: number }> {
  const row = await loadForSubscriberReading(ctx, channelId);
  return { count: row.subscriberCount };
}

/** GET /api/channel/{id}/subscriber/list: one page, ordered by last name. */
export async function listSubscribers(
  ctx: RequestContext,
  channelId: string,
  page: number,
  pageSize: number,
): Promise<SubscriberPage> {
  const row = await loadForSubscriberReading(ctx, channelId);
  const offset = (page - 1) * pageSize;
  const subscriberList = await findSubscriberPage(ctx.db, row, offset, pageSize);
  return {
    subscriberList,
    count: row.subscriberCount,
    page,
    pageSize,
    hasMore: offset + subscriberList.length < row.subscriberCount,
  };
}

/** Bulk calls: the channel must be visible (404) and the viewer one of its curators (403). */
async function loadForSubscriberManagement(ctx: RequestContext, channelId: string) {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadVisibleChannel(ctx, viewer, channelId);
  authorize(channelPolicy.manageSubscribers(viewer, row), "You cannot manage this channel's subscribers.");
  return row;
}

/** Splits ids into users of the company who may read the channel, and the skipped ones. */
async function sortUsers(ctx: RequestContext, groupId: string | null, userIds: string[]) {
  const users = await findCompanyUsers(ctx.db, ctx.companyId, userIds);
  const byId = new Map(users.map((user) => [user.id, user]));
  const skippedList: Skipped[] = [];
  const eligible: string[] = [];
  for (const id of userIds) {
    const user = byId.get(id);
    if (!user) skippedList.push({ _id: id, reason: "unknown_user" });
    else if (groupId !== null && user.groupId !== groupId)
      skippedList.push({ _id: id, reason: "outside_group" });
    else eligible.push(id);
  }
  return { eligible, skippedList };
}

/**
 * POST /api/channel/{channelId}/subscriber/subscribe. Idempotent: users already subscribed are
 * neither counted nor skipped. Unknown users and users outside the channel's group are skipped.
 * For a private channel this is the invitation: it makes them members.
 */
export async function subscribeUsers(ctx: RequestContext, channelId: string, userIds: string[]) {
  const row = await loadForSubscriberManagement(ctx, channelId);
  const { eligible, skippedList } = await sortUsers(ctx, row.groupId, userIds);
  const added = await insertSubscriptions(ctx.db, ctx.companyId, row.id, eligible);
  return { subscribedCount: added.length, skippedList };
}

/**
 * POST /api/channel/{channelId}/subscriber/unsubscribe. Nobody is taken out of a mandatory channel
 * or a channel they manage: those users are skipped as essential.
 */
export async function unsubscribeUsers(ctx: RequestContext, channelId: string, userIds: string[]) {
  const row = await loadForSubscriberManagement(ctx, channelId);
  const users = await findCompanyUsers(ctx.db, ctx.companyId, userIds);
  const known = new Set(users.map((user) => user.id));
  const staff = await findStaff(ctx.db, ctx.companyId, [row.id]);
  const managers = new Set(staff.filter((s) => s.duty === "manager").map((s) => s._id));
  const skippedList: Skipped[] = [];
  const removable: string[] = [];
  for (const id of userIds) {
    const essential = isEssentialChannel(
      {
        isCompanyManager: false,
        groupId: null,
        administeredGroupIds: [],
        staffManagerChannelIds: managers.has(id) ? [row.id] : [],
        curatedChannels: [],
        viewsAnotherCompany: false,
      },
      channelFacts(row, true),
    );
    if (!known.has(id)) skippedList.push({ _id: id, reason: "unknown_user" });
    else if (essential) skippedList.push({ _id: id, reason: "essential" });
    else removable.push(id);
  }
  const removed = await deleteSubscriptions(ctx.db, ctx.companyId, row.id, removable);
  return { unsubscribedCount: removed.length, skippedList };
}
