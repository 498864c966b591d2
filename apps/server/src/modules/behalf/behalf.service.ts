import { isManager } from "@chorus/shared/access/roles";
import type { Collaboration, CollaborationBody } from "@chorus/shared/behalf/behalf.contract";
import { type CollaborationStatus, type DecidedStatus, mayMoveTo } from "@chorus/shared/behalf/behalf.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { notificationText } from "../notification/index.ts";
import { collaborationPolicy } from "./behalf.policy.ts";
import { presentCollaboration } from "./behalf.presenter.ts";
import {
  type CollaborationRow,
  deleteCollaboration,
  findCollaboration,
  findPeople,
  insertCollaboration,
  listCollaborations,
  type Page,
  updateCollaboration,
} from "./behalf.repository.ts";
import {
  COLLABORATION_APPROVED_NOTIFICATION,
  COLLABORATION_REJECTED_NOTIFICATION,
  COLLABORATION_REQUEST_NOTIFICATION,
  notifyUser,
} from "./behalf-notification.ts";

/** notify_owner at most this often per collaboration, so a writer cannot flood an owner. */
export const NOTIFY_OWNER_INTERVAL_MS = 10 * 60_000;
export const NOT_PENDING_MESSAGE = "Only a pending collaboration can be approved or rejected.";
export const NOTIFY_NOT_PENDING_MESSAGE = "Only a pending request can be sent to the content owner.";
export const NOTIFY_TOO_SOON_MESSAGE = "The content owner was notified less than 10 minutes ago.";
export const DECIDE_FORBIDDEN_MESSAGE = "Only the content owner can approve or reject this collaboration.";

const fullName = (p: { firstName: string; lastName: string } | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : "";

async function present(ctx: RequestContext, rows: readonly CollaborationRow[]): Promise<Collaboration[]> {
  const people = await findPeople(
    ctx.db,
    ctx.companyId,
    rows.flatMap((r) => [r.contentOwnerId, r.contentWriterId]),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => presentCollaboration(row, byId, ctx.actor));
}

/** The collaboration of the writer (default: the caller) with the owner, if the caller may see it; else 404. */
async function loadVisible(ctx: RequestContext, contentOwnerId: string, contentWriterId?: string) {
  const row = await findCollaboration(
    ctx.db,
    ctx.companyId,
    contentOwnerId,
    contentWriterId ?? ctx.actor.userId,
  );
  if (!row || !collaborationPolicy.view(ctx.actor, row)) throw notFound("Collaboration not found");
  return row;
}

/** GET /behalf_post/collaborations: those the caller writes or owns; managers see all of the company. */
export async function listMyCollaborations(ctx: RequestContext, page: Page) {
  const rows = await listCollaborations(
    ctx.db,
    ctx.companyId,
    isManager(ctx.actor.role) ? null : ctx.actor.userId,
    page,
  );
  return {
    collaborationList: await present(ctx, rows.slice(0, page.pageSize)),
    page: page.page,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
  };
}

export async function getCollaboration(
  ctx: RequestContext,
  contentOwnerId: string,
  contentWriterId?: string,
) {
  const [presented] = await present(ctx, [await loadVisible(ctx, contentOwnerId, contentWriterId)]);
  return presented as Collaboration;
}

/**
 * PUT /behalf_post/collaborations: the caller asks to write for a content owner. The request is
 * always pending until the owner approves it (issue 9: with the request approved at once, anyone
 * could make themselves a writer for anyone). The spec names the lab
 * post_on_behalf_content_owner_approval_lab but gives it no rule, and the only way it gives a
 * collaboration to become approved is "pending moves to approved or rejected through the status
 * call" (catalogue §4), so the lab changes nothing here: consent is never implied.
 * Changing the permissions of an approved collaboration asks again (the owner approved the old
 * ones); asking again for what is already pending or approved changes nothing and does not notify
 * the owner again (notify_owner is the throttled way to remind them).
 */
export async function requestCollaboration(
  ctx: RequestContext,
  body: CollaborationBody,
): Promise<Collaboration> {
  if (body.contentOwnerId === ctx.actor.userId)
    throw badRequest("contentOwnerId: you cannot write on your own behalf");
  if (!body.isPostCreationEnabled && !body.isExternalShareEnabled)
    throw badRequest("Choose post creation, external sharing or both");
  const [owner] = await findPeople(ctx.db, ctx.companyId, [body.contentOwnerId]);
  if (!owner?.isActive) throw new AppError(404, "404.2");
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const current = await findCollaboration(tx, ctx.companyId, body.contentOwnerId, ctx.actor.userId);
    const unchanged =
      current !== null &&
      current.status !== "rejected" &&
      current.isPostCreationEnabled === body.isPostCreationEnabled &&
      current.isExternalShareEnabled === body.isExternalShareEnabled;
    if (unchanged) return current;
    // Switching the rights of a pending request back and forth must not flood the owner either.
    const notifiedRecently =
      current?.status === "pending" &&
      current.notifiedAt !== null &&
      now.getTime() - current.notifiedAt.getTime() < NOTIFY_OWNER_INTERVAL_MS;
    const saved = await insertCollaboration(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      contentOwnerId: body.contentOwnerId,
      contentWriterId: ctx.actor.userId,
      status: "pending",
      isPostCreationEnabled: body.isPostCreationEnabled,
      isExternalShareEnabled: body.isExternalShareEnabled,
      createdAt: now,
      updatedAt: now,
      notifiedAt: notifiedRecently ? current.notifiedAt : now,
    });
    if (notifiedRecently) return saved;
    const [writer] = await findPeople(tx, ctx.companyId, [ctx.actor.userId]);
    await notifyUser(tx, ctx.companyId, body.contentOwnerId, {
      type: COLLABORATION_REQUEST_NOTIFICATION,
      text: notificationText("collaborationRequest", { name: fullName(writer) }),
      referencer: writer ? { name: fullName(writer), avatarUrl: writer.avatarUrl } : undefined,
    });
    return saved;
  });
  const [presented] = await present(ctx, [row]);
  return presented as Collaboration;
}

/** POST …/{contentOwnerId}/status: pending → approved | rejected, by the owner alone; the writer is told. */
export async function decideCollaboration(
  ctx: RequestContext,
  contentOwnerId: string,
  body: { status: DecidedStatus; contentWriterId: string },
): Promise<Collaboration> {
  const row = await loadVisible(ctx, contentOwnerId, body.contentWriterId);
  if (!collaborationPolicy.decide(ctx.actor, row)) throw forbidden(DECIDE_FORBIDDEN_MESSAGE);
  if (!mayMoveTo(row.status as CollaborationStatus, body.status))
    throw new AppError(409, "409.0", NOT_PENDING_MESSAGE);
  const updated = await ctx.db.transaction(async (tx) => {
    const saved = await updateCollaboration(tx, row, { status: body.status, updatedAt: new Date() });
    await notifyUser(tx, ctx.companyId, row.contentWriterId, {
      type:
        body.status === "approved"
          ? COLLABORATION_APPROVED_NOTIFICATION
          : COLLABORATION_REJECTED_NOTIFICATION,
      // The spec's texts in English (the toast of the answer), the recipient's language otherwise.
      text: notificationText(body.status === "approved" ? "collaborationApproved" : "collaborationDenied"),
    });
    return saved;
  });
  const [presented] = await present(ctx, [updated]);
  return presented as Collaboration;
}

/** POST …/{contentOwnerId}/notify_owner: remind the owner of a pending request (at most every 10 minutes). */
export async function notifyOwner(ctx: RequestContext, contentOwnerId: string, contentWriterId?: string) {
  const row = await loadVisible(ctx, contentOwnerId, contentWriterId);
  if (!collaborationPolicy.notifyOwner(ctx.actor, row)) throw forbidden();
  if (row.status !== "pending") throw new AppError(409, "409.0", NOTIFY_NOT_PENDING_MESSAGE);
  const now = new Date();
  if (row.notifiedAt && now.getTime() - row.notifiedAt.getTime() < NOTIFY_OWNER_INTERVAL_MS)
    throw new AppError(429, "429.0", NOTIFY_TOO_SOON_MESSAGE);
  const updated = await ctx.db.transaction(async (tx) => {
    const [writer] = await findPeople(tx, ctx.companyId, [row.contentWriterId]);
    await notifyUser(tx, ctx.companyId, row.contentOwnerId, {
      type: COLLABORATION_REQUEST_NOTIFICATION,
      text: notificationText("collaborationRequest", { name: fullName(writer) }),
      referencer: writer ? { name: fullName(writer), avatarUrl: writer.avatarUrl } : undefined,
    });
    return updateCollaboration(tx, row, { notifiedAt: now });
  });
  const [presented] = await present(ctx, [updated]);
  return presented as Collaboration;
}

/** DELETE …/{contentOwnerId}: the writer, the owner or a manager ends it. */
export async function removeCollaboration(
  ctx: RequestContext,
  contentOwnerId: string,
  contentWriterId?: string,
) {
  const row = await loadVisible(ctx, contentOwnerId, contentWriterId);
  if (!collaborationPolicy.delete(ctx.actor, row)) throw forbidden();
  await deleteCollaboration(ctx.db, row);
  return { deleted: true as const };
}
