import { newObjectId, objectIdSchema } from "@chorus/shared/ids/object-id";
import type { MailingBlock } from "@chorus/shared/mailing/mailing.contract";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { describeMailError } from "../../platform/mail/mailer.ts";
import { dailyMailLimitOf, mayMailToday } from "../notification/index.ts";
import { findTopPostsOfGroup } from "./content.repository.ts";
import {
  claimDigestDelivery,
  findDigest,
  findDigestReaders,
  findDueDigests,
  groupName,
  markDigestSent,
  releaseDigestDelivery,
} from "./digest.repository.ts";
import { companyLook, presentPost } from "./newsletter-content.ts";
import { recipientCopy } from "./newsletter-links.ts";
import { renderNewsletter } from "./newsletter-render.ts";
import { transportOf } from "./newsletter-transport.ts";

const WEEK_MS = 7 * 86_400_000;

/** The ISO week of a date, e.g. 2026-W48: one digest per group, reader and week. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** One group's digest for this week: its top posts of the last seven days, to each reader once. */
export const sendGroupDigestJob = defineJob({
  name: "mailing.group-digest",
  payload: z.object({ companyId: objectIdSchema, groupId: objectIdSchema }),
  async handler(ctx: JobContext, { companyId, groupId }) {
    const now = ctx.deps.clock.now();
    const digest = await findDigest(ctx.db, companyId, groupId);
    if (!digest?.enabled) return;
    const posts = await findTopPostsOfGroup(
      ctx.db,
      companyId,
      groupId,
      new Date(now.getTime() - WEEK_MS),
      digest.postCount,
    );
    if (posts.length === 0) return;
    const week = isoWeek(now);
    const [look, name] = await Promise.all([
      companyLook(ctx.deps, ctx.db, companyId),
      groupName(ctx.db, companyId, groupId),
    ]);
    const subject = `This week in ${name || look.companyName}`;
    const blocks: MailingBlock[] = [
      { type: "heading", id: "h", text: subject },
      { type: "text", id: "t", text: "The most liked and read posts of the week." },
      ...posts.map((p, i): MailingBlock => ({ type: "post", id: `p${i}`, postId: p.id })),
    ];
    const rendered = await renderNewsletter({
      subject,
      preheader: posts
        .map((p) => p.title)
        .join(" · ")
        .slice(0, 150),
      brand: { companyName: look.companyName, highlightColor: look.highlightColor, logoUrl: look.logoUrl },
      appUrl: look.appUrl,
      blocks,
      posts: new Map(posts.map((p) => [p.id, presentPost(ctx.deps, p)])),
      featured: [],
      shareNetworks: look.shareNetworks,
    });
    const transport = transportOf(ctx.deps);
    let failure: unknown = null;
    const limit = await dailyMailLimitOf(ctx.db, companyId);
    let overLimit = 0;
    for (const reader of await findDigestReaders(ctx.db, companyId, groupId, week)) {
      // The notification module's fatigue limit: a reader who had their e-mails for today gets
      // no digest on top (this week's digest is not claimed for them).
      if (!(await mayMailToday(ctx.db, companyId, reader.id, now, limit))) {
        overLimit++;
        continue;
      }
      const key = { companyId, groupId, userId: reader.id, week };
      if (!(await claimDigestDelivery(ctx.db, key))) continue;
      const copy = await recipientCopy(ctx.deps, rendered, {
        appUrl: look.appUrl,
        companyId,
        email: reader.email,
        campaignId: null,
        deliveryId: null,
        trackOpens: false,
      });
      try {
        await transport.send(ctx.db, {
          companyId,
          to: reader.email,
          senderName: look.companyName,
          subject,
          html: copy.html,
          text: copy.text,
          kind: "group_digest",
          messageId: `<digest.${newObjectId()}@chorus.mailing>`,
          unsubscribeUrl: copy.unsubscribeUrl,
          returnPath: null,
        });
      } catch (error) {
        await releaseDigestDelivery(ctx.db, key);
        failure = error;
      }
    }
    if (overLimit > 0)
      ctx.log.info({ companyId, groupId, overLimit }, "digest skipped for readers at the daily limit");
    await markDigestSent(ctx.db, companyId, groupId, now);
    if (failure) throw new Error(`digest of group ${groupId}: ${describeMailError(failure)}`);
  },
});

/** Every hour: the digests due at this weekday and hour get their job (once per group and week). */
export const dueDigestsJob = defineJob({
  name: "mailing.due-digests",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    const now = ctx.deps.clock.now();
    const week = isoWeek(now);
    for (const d of await findDueDigests(ctx.db, now.getUTCDay(), now.getUTCHours())) {
      await ctx.deps.jobs.send(
        sendGroupDigestJob,
        { companyId: d.companyId, groupId: d.groupId },
        { singletonKey: `${d.groupId}:${week}` },
      );
    }
  },
});

export const dueDigestsSchedule = defineSchedule({ job: dueDigestsJob, cron: "5 * * * *", payload: {} });
