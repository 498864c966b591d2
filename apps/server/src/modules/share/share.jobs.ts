import { networkLabel } from "@chorus/shared/share/network.rules";
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { notificationText, notify } from "../notification/index.ts";
import { claimDueReminders } from "./connection.repository.ts";
import { findPostRow, lockShare, type ShareRow, updateShare } from "./share.repository.ts";
import { type DeliveryOutcome, deliverShare } from "./share-delivery.ts";
import { shareFailedText, shareFailedTitle } from "./share-failure-text.ts";
import { sharingRuntimeOf } from "./sharing-runtime.ts";

export const SEND_SHARE_JOB = "share.send";
export const CONNECTION_REMINDERS_JOB = "share.connection-reminders";
export const SHARE_FAILED_NOTIFICATION = "share_failed";
export const RECONNECT_NOTIFICATION = "socnet_reconnect";

const sendPayload = z.object({
  companyId: z.string().length(24),
  shareId: z.string().length(24),
  /** 0 for the share's own time, n for its n-th retry. */
  attempt: z.number().int().min(0),
});
type SendPayload = z.infer<typeof sendPayload>;

/** A job may start a little before the time it was given; later than this it is a stale one. */
const EARLY_TOLERANCE_MS = 5_000;

type Failure = Extract<DeliveryOutcome, { ok: false }>;

/** The account holder is told; so is the content writer who shared on their behalf. */
async function notifyFailure(db: Queryable, row: ShareRow, failure: Failure) {
  const post = await findPostRow(db, row.companyId, row.postId);
  const title = post?.title ?? null;
  const recipients = row.sharedByUserId ? [row.userId, row.sharedByUserId] : [row.userId];
  await notify(
    { db },
    recipients.map((userId) => ({
      companyId: row.companyId,
      userId,
      type: SHARE_FAILED_NOTIFICATION,
      textHtml: shareFailedText(title, row.media, failure),
      webUrl: `/preview/${row.postId}`,
      itemTitle: shareFailedTitle(title),
      itemImageUrl: post?.imageMetadataList?.[0]?.url ?? null,
    })),
  );
}

/**
 * A scheduled or smart share at its time. The row is locked FOR UPDATE for the whole send, so a
 * second worker (another process, a re-run after a crash) waits, then finds it no longer
 * scheduled and does nothing. A 429, 5xx or unreachable network is retried after the configured
 * waits (1, 5, 15 min by default); a refusal, a dead connection or the last failed try mark the
 * share failed and tell the user.
 */
export async function sendScheduledShare(ctx: JobContext, payload: SendPayload): Promise<void> {
  const runtime = await sharingRuntimeOf(ctx.deps);
  const delays = runtime.config.sharing.retryDelaysSeconds;
  const retry = await ctx.db.transaction(async (tx) => {
    const row = await lockShare(tx, payload.companyId, payload.shareId);
    if (row?.status !== "scheduled") return null;
    if (row.scheduledAt && row.scheduledAt.getTime() > Date.now() + EARLY_TOLERANCE_MS) return null;
    const attemptCount = row.attemptCount + 1;
    const claimed = await updateShare(tx, row, { attemptCount });
    const outcome = await deliverShare(tx, runtime, claimed);
    if (outcome.ok) {
      ctx.log.info({ shareId: row.id, media: row.media }, "scheduled share sent");
      return null;
    }
    const retryIndex = attemptCount - 1;
    if (outcome.kind === "retriable" && retryIndex < delays.length) {
      const at = new Date(Date.now() + (delays[retryIndex] as number) * 1000);
      ctx.log.warn({ shareId: row.id, attemptCount, err: outcome.message }, "share failed, retrying later");
      return {
        row: await updateShare(tx, row, { scheduledAt: at, error: outcome.message }),
        attempt: attemptCount,
      };
    }
    await updateShare(tx, row, { status: "failed", error: outcome.message });
    await notifyFailure(tx, row, outcome);
    ctx.log.warn({ shareId: row.id, err: outcome.message }, "share failed for good");
    return null;
  });
  if (retry) {
    await runtime.jobs.send(
      sendShareJob,
      { companyId: retry.row.companyId, shareId: retry.row.id, attempt: retry.attempt },
      {
        startAfter: retry.row.scheduledAt ?? new Date(),
        singletonKey: `${retry.row.id}:retry${retry.attempt}`,
      },
    );
  }
}

export const sendShareJob = defineJob({
  name: SEND_SHARE_JOB,
  payload: sendPayload,
  handler: sendScheduledShare,
});

/** The day a run is for; a run without one (the schedule's) is for today. */
const reminderPayload = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
const WARNING_DAYS = 7;

export const reminderDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Daily (the scheduler runs it at 07:00 UTC): every connection that has lapsed or lapses within
 * 7 days gets one reminder per lapse date (reminded_for remembers it, so a second run is a no-op).
 */
export async function remindConnections(
  ctx: JobContext,
  payload: z.infer<typeof reminderPayload>,
): Promise<void> {
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await claimDueReminders(tx, WARNING_DAYS);
    for (const row of rows) {
      const label = networkLabel(row.network);
      // Drivers answer a timestamptz as a Date (pg, PGlite) or a string: normalise.
      const lapse = new Date(row.lapse);
      const lapsed = lapse.getTime() <= Date.now();
      await notify(
        { db: tx },
        {
          companyId: row.companyId,
          userId: row.userId,
          type: RECONNECT_NOTIFICATION,
          textHtml: lapsed
            ? notificationText("connectionExpired", { network: label })
            : notificationText("connectionExpires", {
                network: label,
                date: lapse.toISOString().slice(0, 10),
              }),
          webUrl: `/oauth/${row.network}/connect?redirect=post`,
          itemTitle: label,
        },
      );
    }
    return rows.length;
  });
  ctx.log.info(
    { day: payload.day ?? reminderDay(ctx.deps.clock.now()), reminded: due },
    "connection reminders sent",
  );
}

export const connectionRemindersJob = defineJob({
  name: CONNECTION_REMINDERS_JOB,
  payload: reminderPayload,
  handler: remindConnections,
});

export const connectionRemindersSchedule = defineSchedule({
  job: connectionRemindersJob,
  cron: "0 7 * * *",
  payload: {},
});
