import { isApiShareMedia } from "@chorus/shared/share/network.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { canShareOnBehalf } from "../behalf/index.ts";

/** Whose account a share goes to, and who made it when that is someone else. */
export interface ShareAccount {
  /** The share row's user: the connection posted through, the points and clicks earned. */
  userId: string;
  /** The content writer sharing on the owner's behalf; null for a user's own share. */
  sharedByUserId: string | null;
}

/**
 * POST /api/share with contentOwnerId: a content writer shares to the owner's connected account.
 * Allowed only through an approved collaboration with external sharing (behalf module); any other
 * owner is not found (404), like another tenant's object. Only API networks can be shared this way:
 * a self-share dialog would open on the writer's own account.
 *
 * Points: the share is on the owner's account, so the owner earns the network's SharingPoint and
 * the clicks on the link; the writer earns nothing for it.
 */
export async function shareAccountOf(
  ctx: RequestContext,
  input: { media: string; contentOwnerId?: string | null | undefined },
): Promise<ShareAccount> {
  const ownerId = input.contentOwnerId;
  if (!ownerId || ownerId === ctx.actor.userId) return { userId: ctx.actor.userId, sharedByUserId: null };
  if (!(await canShareOnBehalf(ctx, ownerId))) throw notFound("Content owner not found");
  if (!isApiShareMedia(input.media))
    throw badRequest("Sharing on behalf goes to the owner's connected LinkedIn or X account");
  return { userId: ownerId, sharedByUserId: ctx.actor.userId };
}
