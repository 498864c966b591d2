import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { z } from "zod";
import type { AppDeps, JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { describeMailError } from "../../platform/mail/mailer.ts";
import { type CampaignRow, findCampaign, statusIn, updateCampaignRow } from "./campaign.repository.ts";
import { campaignShortLinks } from "./campaign-links.ts";
import {
  claimDelivery,
  countUnfinished,
  fanOutDeliveries,
  findBatchToSend,
  markDelivery,
  releaseDelivery,
} from "./delivery.repository.ts";
import { blocksOf, renderCampaignContent } from "./newsletter-content.ts";
import { recipientCopy } from "./newsletter-links.ts";
import { transportOf } from "./newsletter-transport.ts";
import { findCampaignsToSweep, findDueScheduled } from "./sweep.repository.ts";
import { createThrottle, type Throttle } from "./throttle.ts";

/** A claimed address whose process died is sent again after this long (its mail server never said yes). */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** How often a batch looks whether its campaign was cancelled. */
const CANCEL_CHECK_EVERY = 10;
/** SMTP conversations a batch holds at once (one per pooled connection). */
export const SEND_CONCURRENCY = 8;

const throttles = new WeakMap<object, Throttle>();
function throttleOf(deps: AppDeps): Throttle {
  let found = throttles.get(deps.config);
  if (!found) {
    found = createThrottle(deps.config.mailing.ratePerSecond);
    throttles.set(deps.config, found);
  }
  return found;
}

/** The start job of one scheduling of a campaign: re-timing it queues another, the old one finds it early. */
export const startKey = (campaignId: string, scheduledAt: Date | null): string =>
  `${campaignId}:${scheduledAt ? scheduledAt.toISOString() : "now"}`;

/**
 * One rendering per campaign (and edit) per process: every batch of a campaign sends the same
 * content, and MJML is the costly step. A few campaigns are kept; the oldest goes first.
 */
const renderings = new Map<string, ReturnType<typeof renderCampaignContent>>();
const RENDERINGS_KEPT = 16;
function renderedOnce(ctx: JobContext, campaign: CampaignRow) {
  const key = `${campaign.id}:${campaign.updatedAt.getTime()}`;
  let found = renderings.get(key);
  if (!found) {
    found = renderCampaignContent(ctx.deps, ctx.db, campaign.companyId, {
      subject: campaign.subject,
      preheader: campaign.preheader,
      blocks: blocksOf(campaign.blocks),
    });
    found.catch(() => renderings.delete(key));
    renderings.set(key, found);
    for (const old of renderings.keys()) {
      if (renderings.size <= RENDERINGS_KEPT) break;
      renderings.delete(old);
    }
  }
  return found;
}

const campaignPayload = z.object({ companyId: objectIdSchema, campaignId: objectIdSchema });

/**
 * A campaign's start (at its scheduled time, or now): it becomes sending, every address gets
 * its delivery row, and one batch job per ~100 addresses is queued (each keyed, so a re-run
 * queues nothing twice). A cancelled, re-timed or already started campaign is left alone.
 */
export const startCampaignJob = defineJob({
  name: "mailing.start",
  payload: campaignPayload,
  async handler(ctx: JobContext, { companyId, campaignId }) {
    const now = ctx.deps.clock.now();
    let campaign = await findCampaign(ctx.db, companyId, campaignId);
    if (!campaign) return;
    if (campaign.status === "scheduled") {
      if (campaign.scheduledAt && campaign.scheduledAt.getTime() > now.getTime() + 1000) return;
      campaign = await updateCampaignRow(
        ctx.db,
        companyId,
        campaignId,
        { status: "sending", sendStartedAt: now },
        statusIn("scheduled"),
      );
    }
    if (campaign?.status !== "sending") return;
    const batches = await fanOutDeliveries(
      ctx.db,
      companyId,
      campaignId,
      campaign.mailingListIdList,
      ctx.deps.config.mailing.batchSize,
    );
    for (let batchNo = 0; batchNo < batches; batchNo++) {
      await ctx.deps.jobs.send(
        sendBatchJob,
        { companyId, campaignId, batchNo },
        { singletonKey: `${campaignId}:${batchNo}` },
      );
    }
    await finishIfDone(ctx, companyId, campaignId);
  },
});

/** A sending campaign with nothing left to send is sent. */
async function finishIfDone(ctx: JobContext, companyId: string, campaignId: string) {
  if ((await countUnfinished(ctx.db, companyId, campaignId)) > 0) return;
  await updateCampaignRow(
    ctx.db,
    companyId,
    campaignId,
    { status: "sent", sentAt: ctx.deps.clock.now() },
    statusIn("sending"),
  );
}

/**
 * One batch: each address is claimed (one process wins it), sent at the configured pace, and
 * recorded as sent once the mail server accepted it. A retry or another process finds only
 * what is still pending; an address a dead process had claimed waits out its lease.
 */
export const sendBatchJob = defineJob({
  name: "mailing.batch",
  payload: campaignPayload.extend({ batchNo: z.number().int().min(0) }),
  async handler(ctx: JobContext, { companyId, campaignId, batchNo }) {
    const campaign = await findCampaign(ctx.db, companyId, campaignId);
    if (campaign?.status !== "sending") return;
    const leaseOver = () => new Date(ctx.deps.clock.now().getTime() - DELIVERY_LEASE_MS);
    const rows = await findBatchToSend(ctx.db, companyId, campaignId, batchNo, leaseOver());
    if (rows.length === 0) return finishIfDone(ctx, companyId, campaignId);
    const { rendered, appUrl } = await renderedOnce(ctx, campaign);
    const shortLinks = await campaignShortLinks(ctx.db, campaign, rendered, appUrl, ctx.deps.clock.now());
    const transport = transportOf(ctx.deps);
    const throttle = throttleOf(ctx.deps);
    let failure: unknown = null;
    let cancelled = false;
    let next = 0;

    async function deliver(row: (typeof rows)[number]) {
      await throttle();
      const claim = await claimDelivery(ctx.db, companyId, row.id, ctx.deps.clock.now(), leaseOver());
      if (claim !== "claimed" || !campaign) return;
      const copy = await recipientCopy(ctx.deps, rendered, {
        appUrl,
        companyId,
        email: row.email,
        campaignId,
        deliveryId: row.id,
        trackOpens: campaign.trackOpens,
        shortLinks,
      });
      try {
        await transport.send(ctx.db, {
          companyId,
          to: row.email,
          senderName: campaign.senderName || campaign.name,
          subject: campaign.subject || campaign.name,
          html: copy.html,
          text: copy.text,
          kind: "newsletter",
          messageId: `<${row.id}.${campaignId}@chorus.mailing>`,
          unsubscribeUrl: copy.unsubscribeUrl,
          returnPath: copy.returnPath,
        });
        await markDelivery(ctx.db, companyId, row.id, { status: "sent", sentAt: ctx.deps.clock.now() });
      } catch (error) {
        const reason = describeMailError(error);
        const permanent = /^5\d\d$/.test(String((error as { responseCode?: unknown }).responseCode ?? ""));
        ctx.log.warn({ campaignId, deliveryId: row.id, reason }, "newsletter delivery failed");
        if (permanent) {
          await markDelivery(ctx.db, companyId, row.id, { status: "failed", error: reason });
        } else {
          // The server was unreachable or said "try later": this address waits for the job's retry.
          await releaseDelivery(ctx.db, companyId, row.id);
          failure = error;
        }
      }
    }

    // A few SMTP conversations at once (the transport's pooled connections), at the configured pace.
    async function worker() {
      while (!cancelled && next < rows.length) {
        const index = next++;
        const row = rows[index];
        if (!row) return;
        if (index > 0 && index % CANCEL_CHECK_EVERY === 0) {
          const current = await findCampaign(ctx.db, companyId, campaignId);
          if (current?.status !== "sending") cancelled = true;
          if (cancelled) return;
        }
        await deliver(row);
      }
    }
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
    if (cancelled) return;
    if (failure) throw new Error(`batch ${batchNo} of campaign ${campaignId}: ${describeMailError(failure)}`);
    await finishIfDone(ctx, companyId, campaignId);
  },
});

/**
 * Every five minutes: batches of sending campaigns whose addresses were left pending or whose
 * claiming process died are queued again (keyed by the sweep's minute, so once per sweep).
 */
export const sweepCampaignsJob = defineJob({
  name: "mailing.sweep",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const now = ctx.deps.clock.now();
    const stale = await findCampaignsToSweep(ctx.db, new Date(now.getTime() - DELIVERY_LEASE_MS));
    const minute = Math.floor(now.getTime() / 60_000);
    for (const s of stale) {
      await ctx.deps.jobs.send(
        sendBatchJob,
        { companyId: s.companyId, campaignId: s.campaignId, batchNo: s.batchNo },
        { singletonKey: `${s.campaignId}:${s.batchNo}:sweep:${minute}` },
      );
    }
    // A scheduled campaign whose start job is missing starts now (its key makes this a no-op otherwise).
    for (const due of await findDueScheduled(ctx.db, now)) {
      await ctx.deps.jobs.send(
        startCampaignJob,
        { companyId: due.companyId, campaignId: due.campaignId },
        { singletonKey: startKey(due.campaignId, new Date(due.scheduledAt)) },
      );
    }
  },
});

export const sweepCampaignsSchedule = defineSchedule({
  job: sweepCampaignsJob,
  cron: "*/5 * * * *",
  payload: {},
});
