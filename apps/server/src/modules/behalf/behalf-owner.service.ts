import { type Role, roleSchema } from "@chorus/shared/access/roles";
import { OWNER_CANDIDATE_LIMIT } from "@chorus/shared/behalf/behalf.contract";
import { postOnBehalfOf } from "@chorus/shared/behalf/behalf.rules";
import type { Db } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { managedChannelIds, visibleChannelIds } from "../channel/index.ts";
import { presentPosts } from "../post/index.ts";
import {
  findActiveChannels,
  findCollaboration,
  findPeople,
  listApprovedOwners,
  listBehalfPostIds,
  listWriterCollaborations,
  type Page,
  searchPeople,
} from "./behalf.repository.ts";

/**
 * GET /behalf_post/owner-candidates?q=: the people a writer may ask for a collaboration (any
 * signed-in user may ask anyone active in their company): name and avatar only, at most 20.
 */
export async function listOwnerCandidates(ctx: RequestContext, q: string) {
  const rows = await searchPeople(ctx.db, ctx.companyId, ctx.actor.userId, q, OWNER_CANDIDATE_LIMIT);
  return {
    candidateList: rows.map((row) => ({
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: row.avatarUrl,
    })),
  };
}

/** GET /behalf_post/owners: the owners who approved the caller, with what they approved. */
export async function listOwners(
  ctx: RequestContext,
  query: Page & { isPostCreationEnabled?: boolean; isExternalShareEnabled?: boolean },
) {
  const rows = await listApprovedOwners(ctx.db, ctx.companyId, ctx.actor.userId, query, query);
  return {
    ownerList: rows.slice(0, query.pageSize).map((row) => ({
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: row.avatarUrl,
      isPostCreationEnabled: row.isPostCreationEnabled,
      isExternalShareEnabled: row.isExternalShareEnabled,
    })),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * GET /behalf_post/owners/{contentOwnerId}/channels: the channels the writer may post to on the
 * owner's behalf: those the owner manages AND the writer can see. Writing for someone lends their
 * right to post, never their sight: a private channel the writer is not a member of, or another
 * group's channel, is not offered (issue 9). Needs an approved collaboration with post creation (404 else).
 */
export async function listOwnerChannels(ctx: RequestContext, contentOwnerId: string) {
  const collaboration = await findCollaboration(ctx.db, ctx.companyId, contentOwnerId, ctx.actor.userId);
  if (collaboration?.status !== "approved" || !collaboration.isPostCreationEnabled)
    throw notFound("Content owner not found");
  const [owner] = await findPeople(ctx.db, ctx.companyId, [contentOwnerId]);
  if (!owner?.isActive) throw notFound("Content owner not found");
  const role: Role = roleSchema.catch("sharer").parse(owner.role);
  const managed = await managedChannelIds(ctx.db, ctx.companyId, { userId: owner.id, role });
  const visible = await visibleChannelIds(ctx.db, ctx.companyId, ctx.actor);
  const both = managed === "all" ? visible : visible.filter((id) => managed.includes(id));
  const channels = await findActiveChannels(ctx.db, ctx.companyId, both);
  return {
    channelList: channels.map((c) => ({
      _id: c.id,
      name: c.name,
      isPrivate: c.isPrivate,
      groupId: c.groupId,
    })),
  };
}

/** GET /behalf_post/feed: posts created on behalf, written by the caller or owned by them. */
export async function readBehalfFeed(ctx: RequestContext, page: Page) {
  const ids = await listBehalfPostIds(ctx.db, ctx.companyId, ctx.actor.userId, page);
  return {
    postList: await presentPosts(ctx, ids.slice(0, page.pageSize)),
    page: page.page,
    pageSize: page.pageSize,
    hasMore: ids.length > page.pageSize,
  };
}

/** Session enhancement userSettings.postOnBehalf from the user's approved collaborations as writer. */
export async function postOnBehalfSettings(db: Db, companyId: string, userId: string) {
  const rows = await listWriterCollaborations(db, companyId, userId);
  return postOnBehalfOf(
    rows.map((row) => ({ ...row, status: row.status as "pending" | "approved" | "rejected" })),
  );
}

/**
 * Whether the caller may share to the owner's connected accounts: an approved collaboration with
 * external sharing. For the sharing module (a share made by the content writer on the owner's behalf).
 */
export async function canShareOnBehalf(ctx: RequestContext, contentOwnerId: string): Promise<boolean> {
  if (contentOwnerId === ctx.actor.userId) return false;
  const row = await findCollaboration(ctx.db, ctx.companyId, contentOwnerId, ctx.actor.userId);
  if (row?.status !== "approved" || !row.isExternalShareEnabled) return false;
  const [owner] = await findPeople(ctx.db, ctx.companyId, [contentOwnerId]);
  return owner?.isActive === true;
}
