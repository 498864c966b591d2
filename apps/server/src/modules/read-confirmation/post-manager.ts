import { CURATOR_ROLES } from "@chorus/shared/access/roles";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { managedChannelIds, postWritePolicy, type ReadablePost } from "../post/index.ts";

/**
 * Core §6: "A user can manage a post if any of its channels has isManager true": managers
 * (admin, partner, smarper) manage every post; group admins and channel managers the posts in
 * a channel they manage. Decided on the active role, like every channel right.
 */
export async function canManagePost(ctx: RequestContext, readable: ReadablePost): Promise<boolean> {
  const managed = await managedChannelIds(ctx.db, ctx.companyId, ctx.actor);
  return postWritePolicy.manage(
    { userId: ctx.actor.userId, managed },
    { channelIds: readable.channels.map((channel) => channel.channelId) },
  );
}

export async function assertCanManagePost(ctx: RequestContext, readable: ReadablePost): Promise<void> {
  if (!(await canManagePost(ctx, readable))) throw forbidden("Only the managers of this post may do this.");
}

/** Roles that can manage at least some posts (the curators); a route-level first filter before the per-post check. */
export const POST_MANAGER_ROLES = CURATOR_ROLES;
