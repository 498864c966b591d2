import { randomBytes } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { isApiShareMedia, isConfirmShareMedia } from "@chorus/shared/share/network.rules";
import type { ShareCreateBody } from "@chorus/shared/share/share.contract";
import { selfShareDialogUrl } from "@chorus/shared/share/share-message.rules";
import { nextSmartSlot, SMART_SLOT_GAP_MS } from "@chorus/shared/share/smart-queue.rules";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { assertShareable } from "./connection.service.ts";
import { sendShareJob } from "./share.jobs.ts";
import { presentCreated } from "./share.presenter.ts";
import {
  findOwnShare,
  findPendingShare,
  insertShare,
  listOwnShares,
  type ShareRow,
  smartQueueOf,
  updateShare,
} from "./share.repository.ts";
import { insertSharedShare } from "./share-award.repository.ts";
import { sharingPointOf, trackedLink } from "./share-content.ts";
import { completeShare, deliverShare } from "./share-delivery.ts";
import { networkRefused, networkUnavailable, reconnectNeeded } from "./share-errors.ts";
import { shareAccountOf } from "./share-on-behalf.ts";
import { validateShare } from "./share-validation.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

/** A short code for the tracked link: 9 random bytes, 12 URL-safe characters. */
const newShortCode = () => randomBytes(9).toString("base64url");

/** Queues the job that sends a scheduled or smart share at its time (once: keyed by the share). */
export async function queueShareJob(runtime: SharingRuntime, row: ShareRow, attempt = 0) {
  const at = row.scheduledAt ?? new Date();
  await runtime.jobs.send(
    sendShareJob,
    { companyId: row.companyId, shareId: row.id, attempt },
    { startAfter: at, singletonKey: attempt === 0 ? row.id : `${row.id}:retry${attempt}` },
  );
}

/**
 * POST /api/share. Now, to LinkedIn or X: posted through the API in this request. Now, to
 * Facebook or Xing: a pending share and the dialog URL; the client confirms after the popup.
 * Generic: the tracked link, shared at once. Scheduled: a share row and a job at its time.
 * With contentOwnerId, a content writer shares to the owner's account (share-on-behalf.ts).
 */
export async function createShare(ctx: RequestContext, runtime: SharingRuntime, body: ShareCreateBody) {
  const readable = await loadReadablePost(ctx, body.postId);
  const account = await shareAccountOf(ctx, body);
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
  const valid = await validateShare(ctx, readable, { media: body.media, comment: body.comment, scheduledAt });
  if (isApiShareMedia(body.media)) await assertShareable(ctx.db, ctx.companyId, account.userId, body.media);
  const base = {
    id: newObjectId(),
    companyId: ctx.companyId,
    postId: body.postId,
    userId: account.userId,
    sharedByUserId: account.sharedByUserId,
    media: body.media,
    comment: valid.comment,
    shortCode: newShortCode(),
    postVersion: readable.post.updatedAt,
  };

  if (scheduledAt) {
    const row = await insertShare(ctx.db, { ...base, status: "scheduled", scheduledAt });
    await queueShareJob(runtime, row);
    return presentCreated(runtime, row, { point: 0, rewardPoint: 0 });
  }

  if (!isApiShareMedia(body.media)) {
    const dialogUrl = selfShareDialogUrl(body.media, trackedLink(runtime, base.shortCode));
    if (isConfirmShareMedia(body.media)) {
      const row = await insertShare(ctx.db, { ...base, status: "pending" });
      return presentCreated(runtime, row, { point: 0, rewardPoint: 0 }, dialogUrl);
    }
    // Generic: nothing to wait for, so the row is written as shared at once (no pending step),
    // with the post version and company this request already read; the row, the post's count,
    // the award and the points are one statement (no BEGIN/COMMIT round trips, issue 15).
    const done = await insertSharedShare(
      ctx.db,
      { ...base, status: "shared", sharedAt: new Date() },
      sharingPointOf(valid.company, body.media),
    );
    return presentCreated(runtime, done.share, done, dialogUrl);
  }

  // Share now through the API: one transaction holds the row; a failure is recorded, then answered.
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await insertShare(tx, {
      ...base,
      status: "scheduled",
      scheduledAt: new Date(),
      attemptCount: 1,
    });
    const result = await deliverShare(tx, runtime, row);
    if (!result.ok) await updateShare(tx, row, { status: "failed", error: result.message });
    return result;
  });
  if (outcome.ok) return presentCreated(runtime, outcome.share, outcome);
  if (outcome.kind === "reconnect") throw reconnectNeeded(body.media);
  if (outcome.kind === "retriable") throw networkUnavailable(body.media);
  throw networkRefused(body.media, outcome.message.replace(/^[^:]*answered \d+: /, ""));
}

/** PUT /api/share: the self-share popup was used (facebook and xing only). */
export async function confirmShare(
  ctx: RequestContext,
  runtime: SharingRuntime,
  body: { _id: string } | { postId: string; media: string },
) {
  const done = await ctx.db.transaction(async (tx) => {
    const row =
      "_id" in body
        ? await findOwnShare(tx, ctx.companyId, ctx.actor.userId, body._id, true)
        : await findPendingShare(tx, ctx.companyId, ctx.actor.userId, body.postId, body.media);
    if (!row) throw notFound("Share not found");
    if (!isConfirmShareMedia(row.media)) throw badRequest("Only Facebook and Xing shares are confirmed");
    if (row.status !== "pending")
      throw new AppError(409, "409.0", "This share is not waiting for a confirmation");
    return completeShare(tx, row, null);
  });
  return presentCreated(runtime, done.share, done);
}

/**
 * DELETE /api/share/{shareId}: a scheduled (or unconfirmed) share is marked removed; the post's
 * shared flag then follows the remaining shares (the presenter reads the rows).
 */
export async function removeShare(ctx: RequestContext, shareId: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findOwnShare(tx, ctx.companyId, ctx.actor.userId, shareId, true);
    if (!row) throw notFound("Share not found");
    if (row.status === "removed") return row;
    if (row.status !== "scheduled" && row.status !== "pending")
      throw new AppError(409, "409.0", "Only a scheduled share can be removed");
    return updateShare(tx, row, { status: "removed" });
  });
}

export const listShares = (ctx: RequestContext, postId?: string) =>
  listOwnShares(ctx.db, ctx.companyId, ctx.actor.userId, postId);

/** Shares whose slot is within the last gap still hold the next one back. */
const queueStart = (now: Date) => new Date(now.getTime() - SMART_SLOT_GAP_MS);

/** POST /api/share/smart: into the user's queue for the network, sent at its slot (see smart-queue.rules). */
export async function createSmartShare(
  ctx: RequestContext,
  runtime: SharingRuntime,
  body: { postId: string; media: "linkedin" | "twitter"; comment: string },
) {
  const readable = await loadReadablePost(ctx, body.postId);
  const now = new Date();
  const queued = await smartQueueOf(ctx.db, ctx.companyId, ctx.actor.userId, body.media, queueStart(now));
  const slot = nextSmartSlot(
    queued.map((q) => q.scheduledAt as Date),
    now,
    runtime.config.sharing.smartTimeZone,
  );
  const valid = await validateShare(
    ctx,
    readable,
    { media: body.media, comment: body.comment, scheduledAt: slot },
    now,
  );
  await assertShareable(ctx.db, ctx.companyId, ctx.actor.userId, body.media);
  const row = await insertShare(ctx.db, {
    id: newObjectId(),
    companyId: ctx.companyId,
    postId: body.postId,
    userId: ctx.actor.userId,
    media: body.media,
    comment: valid.comment,
    shortCode: newShortCode(),
    postVersion: readable.post.updatedAt,
    status: "scheduled",
    scheduledAt: slot,
    smart: true,
  });
  await queueShareJob(runtime, row);
  return presentCreated(runtime, row, { point: 0, rewardPoint: 0 });
}

/** GET /api/share/smart/queue/state. */
export async function smartQueueState(
  ctx: RequestContext,
  runtime: SharingRuntime,
  media: "linkedin" | "twitter",
) {
  const now = new Date();
  const queued = await smartQueueOf(ctx.db, ctx.companyId, ctx.actor.userId, media, queueStart(now));
  const next = nextSmartSlot(
    queued.map((q) => q.scheduledAt as Date),
    now,
    runtime.config.sharing.smartTimeZone,
  );
  const waiting = queued.filter((q) => q.status === "scheduled").length;
  return { media, queueLength: waiting, nextSlotAt: next.toISOString() };
}
