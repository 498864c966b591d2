import {
  type Channel,
  type ChannelCreateBody,
  type ChannelListQuery,
  type ChannelSummary,
  type ChannelUpdateBody,
  COMPANY_WIDE_GROUP_NAME,
} from "@chorus/shared/channel/channel.contract";
import {
  canSeeChannel,
  conflictingPrivacy,
  subscriptionStatusOf,
} from "@chorus/shared/channel/channel.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { notifyNewChannel } from "../notification/index.ts";
import {
  authorize,
  type ChannelViewer,
  channelPolicy,
  factsOf,
  loadChannelViewer,
} from "./channel.policy.ts";
import { presentChannel, presentChannelSummary, staffListsByChannel } from "./channel.presenter.ts";
import {
  type ChannelWithStats,
  findChannelsWithStats,
  findCompanyUsers,
  findGroupNames,
  findStaff,
  groupExists,
  insertChannel,
  insertSubscriptions,
  replaceStaff,
  updateChannelRow,
} from "./channel.repository.ts";

type ListEntry = Channel | ChannelSummary;
export type ChannelListResult =
  | ListEntry[]
  | { groupId: string | null; groupName: string; channelList: ListEntry[] }[];

/** GET /api/channel: the channels the viewer sees, flat or by group. */
export async function listChannels(ctx: RequestContext, query: ChannelListQuery): Promise<ChannelListResult> {
  const viewer = await loadChannelViewer(ctx);
  if (query.ignoreAccessibilityFilter && !viewer.isCompanyManager) {
    throw forbidden("Only managers can list channels regardless of their visibility.");
  }
  const rows = (await findChannelsWithStats(ctx.db, ctx.companyId, viewer.userId)).filter(
    (row) =>
      (query.ignoreAccessibilityFilter || canSeeChannel(viewer, factsOf(row))) &&
      (query.groupId === undefined || row.groupId === query.groupId) &&
      (query.isSubscribed === undefined || subscriptionStatusOf(viewer, factsOf(row)) === query.isSubscribed),
  );
  const present = await presenterFor(ctx, viewer, rows, query.excludeManagersInfo);
  const channels = rows.map(present);
  if (query.groupedBy !== "group") return channels;
  return groupChannels(ctx, rows, channels);
}

async function presenterFor(
  ctx: RequestContext,
  viewer: ChannelViewer,
  rows: ChannelWithStats[],
  withoutStaff: boolean,
): Promise<(row: ChannelWithStats) => ListEntry> {
  if (withoutStaff) return (row) => presentChannelSummary(row, viewer);
  const lists = await loadStaffLists(
    ctx,
    rows.map((row) => row.id),
  );
  return (row) => presentChannel(row, viewer, lists);
}

/** The managerList and analystList of each of the channels, in one statement. */
export async function loadStaffLists(ctx: RequestContext, channelIds: string[]) {
  return staffListsByChannel(await findStaff(ctx.db, ctx.companyId, channelIds));
}

/**
 * Entries {groupId, groupName, channelList}. Channels without a group come first, under the
 * company's name with groupId null (the product speaks of the company's channels); groups follow
 * by name. Groups without a visible channel are left out.
 */
async function groupChannels(ctx: RequestContext, rows: ChannelWithStats[], channels: ListEntry[]) {
  const [groupNames, company] = await Promise.all([
    findGroupNames(ctx.db, ctx.companyId),
    findCompany(ctx.db, ctx.companyId),
  ]);
  const byGroup = new Map<string | null, ListEntry[]>();
  rows.forEach((row, i) => {
    const list = byGroup.get(row.groupId) ?? [];
    list.push(channels[i] as ListEntry);
    byGroup.set(row.groupId, list);
  });
  const nameOf = (groupId: string | null) =>
    groupId === null ? (company?.name ?? COMPANY_WIDE_GROUP_NAME) : (groupNames.get(groupId) ?? "");
  return [...byGroup.entries()]
    .map(([groupId, channelList]) => ({ groupId, groupName: nameOf(groupId), channelList }))
    .sort((a, b) =>
      a.groupId === null ? -1 : b.groupId === null ? 1 : a.groupName.localeCompare(b.groupName),
    );
}

/** A channel the viewer may see, or 404 (also for another tenant's channel). */
export async function loadVisibleChannel(
  ctx: RequestContext,
  viewer: ChannelViewer,
  channelId: string,
): Promise<ChannelWithStats> {
  const [row] = await findChannelsWithStats(ctx.db, ctx.companyId, viewer.userId, channelId);
  if (!row || !canSeeChannel(viewer, factsOf(row))) throw notFound("Channel not found");
  return row;
}

/** The Channel entity of one channel, read again (after a change) through the viewer's eyes. */
export async function readChannel(
  ctx: RequestContext,
  viewer: ChannelViewer,
  channelId: string,
): Promise<Channel> {
  const row = await loadVisibleChannel(ctx, viewer, channelId);
  return presentChannel(row, viewer, await loadStaffLists(ctx, [row.id]));
}

/** GET /api/channel/{id}. */
export async function getChannel(ctx: RequestContext, channelId: string): Promise<Channel> {
  return readChannel(ctx, await loadChannelViewer(ctx), channelId);
}

/** 400 unless every id is an active user of the company (never says whether it exists elsewhere). */
async function requireCompanyUsers(db: Queryable, companyId: string, field: string, userIds: string[]) {
  const found = new Set((await findCompanyUsers(db, companyId, userIds)).map((user) => user.id));
  const unknown = userIds.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`${field}: unknown user ${unknown.join(", ")}`);
}

async function requireGroup(ctx: RequestContext, groupId: string | null) {
  if (groupId !== null && !(await groupExists(ctx.db, ctx.companyId, groupId))) {
    throw badRequest("groupId: unknown group");
  }
}

/**
 * POST /api/channel. Managers create anywhere; a group admin creates in a group they administer
 * (their group when groupId is left out). Listed managers are subscribed to it.
 */
export async function createChannel(ctx: RequestContext, body: ChannelCreateBody): Promise<Channel> {
  const viewer = await loadChannelViewer(ctx);
  const onlyGroup = viewer.administeredGroupIds.length === 1 ? viewer.administeredGroupIds[0] : undefined;
  // Left out: a group admin's own group. An explicit null asks for a company-wide channel.
  const groupId =
    body.groupId !== undefined ? body.groupId : viewer.isCompanyManager ? null : (onlyGroup ?? null);
  authorize(
    channelPolicy.createIn(viewer, groupId),
    "Group admins can create channels only in their own group.",
  );
  await requireGroup(ctx, groupId);
  if (conflictingPrivacy(body)) throw badRequest("A channel cannot be both private and mandatory.");
  await requireCompanyUsers(ctx.db, ctx.companyId, "managerList", body.managerList);
  await requireCompanyUsers(ctx.db, ctx.companyId, "analystList", body.analystList);

  const id = newObjectId();
  await ctx.db.transaction(async (tx) => {
    await insertChannel(tx, {
      id,
      companyId: ctx.companyId,
      groupId,
      name: body.name,
      description: body.description,
      isPrivate: body.isPrivate,
      isMandatory: body.isMandatory,
      createdBy: ctx.actor.userId,
    });
    await replaceStaff(tx, ctx.companyId, id, "manager", body.managerList);
    await replaceStaff(tx, ctx.companyId, id, "analyst", body.analystList);
    await insertSubscriptions(tx, ctx.companyId, id, body.managerList);
    await notifyNewChannel(tx, {
      companyId: ctx.companyId,
      channelId: id,
      name: body.name,
      groupId,
      isPrivate: body.isPrivate,
      createdBy: ctx.actor.userId,
    });
  });
  ctx.log.info({ channelId: id }, "channel created");
  // The creator may have become its staff: read the viewer again.
  return readChannel(ctx, await loadChannelViewer(ctx), id);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * PUT /api/channel/{channelId}. Its curators (managers, its group's admins, its channel managers)
 * change name and description; staff, group, privacy and mandatory only managers and its group's
 * admins (a channel manager sending those unchanged is fine, changing them is 403).
 */
export async function updateChannel(
  ctx: RequestContext,
  channelId: string,
  body: ChannelUpdateBody,
): Promise<Channel> {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadVisibleChannel(ctx, viewer, channelId);
  authorize(channelPolicy.edit(viewer, row), "You cannot edit this channel.");

  const staff = await findStaff(ctx.db, ctx.companyId, [row.id]);
  const currentManagers = staff.filter((s) => s.duty === "manager").map((s) => s._id);
  const currentAnalysts = staff.filter((s) => s.duty === "analyst").map((s) => s._id);
  const groupChanges = body.groupId !== undefined && body.groupId !== row.groupId;
  const setupChanges =
    groupChanges ||
    (body.isPrivate !== undefined && body.isPrivate !== row.isPrivate) ||
    (body.isMandatory !== undefined && body.isMandatory !== row.isMandatory) ||
    (body.managerList !== undefined && !sameSet(body.managerList, currentManagers)) ||
    (body.analystList !== undefined && !sameSet(body.analystList, currentAnalysts));
  if (setupChanges) {
    authorize(
      channelPolicy.editSetup(viewer, row),
      "Only managers and group admins can change a channel's staff, group or privacy.",
    );
  }
  const groupId = body.groupId === undefined ? row.groupId : body.groupId;
  if (groupChanges) {
    authorize(
      channelPolicy.createIn(viewer, groupId),
      "Group admins can move channels only between their groups.",
    );
    await requireGroup(ctx, groupId);
  }
  const isPrivate = body.isPrivate ?? row.isPrivate;
  const isMandatory = body.isMandatory ?? row.isMandatory;
  if (conflictingPrivacy({ isPrivate, isMandatory }))
    throw badRequest("A channel cannot be both private and mandatory.");
  if (body.managerList) await requireCompanyUsers(ctx.db, ctx.companyId, "managerList", body.managerList);
  if (body.analystList) await requireCompanyUsers(ctx.db, ctx.companyId, "analystList", body.analystList);

  await ctx.db.transaction(async (tx) => {
    await updateChannelRow(tx, ctx.companyId, row.id, {
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      groupId,
      isPrivate,
      isMandatory,
    });
    if (body.managerList && !sameSet(body.managerList, currentManagers)) {
      await replaceStaff(tx, ctx.companyId, row.id, "manager", body.managerList);
      await insertSubscriptions(tx, ctx.companyId, row.id, body.managerList);
    }
    if (body.analystList && !sameSet(body.analystList, currentAnalysts)) {
      await replaceStaff(tx, ctx.companyId, row.id, "analyst", body.analystList);
    }
  });
  return readChannel(ctx, await loadChannelViewer(ctx), row.id);
}

/** PUT /api/channel/{channelId}/status: its curators switch it on or off. */
export async function setChannelStatus(
  ctx: RequestContext,
  channelId: string,
  isActive: boolean,
): Promise<Channel> {
  const viewer = await loadChannelViewer(ctx);
  const row = await loadVisibleChannel(ctx, viewer, channelId);
  authorize(channelPolicy.edit(viewer, row), "You cannot change this channel's status.");
  await updateChannelRow(ctx.db, ctx.companyId, row.id, { isActive });
  return readChannel(ctx, viewer, row.id);
}
