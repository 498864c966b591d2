import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { deliverStale } from "./notification.delivery.ts";
import { digestMail } from "./notification.mails.ts";
import { claimDigest, usersWithDigest } from "./notification.repository.ts";
import { findMailRecipient } from "./recipient.repository.ts";

export const DIGEST_JOB = "notification.daily-digest";
export const DELIVERY_SWEEP_JOB = "notification.delivery-sweep";

/**
 * The daily digest: each user with notifications held back by the daily limit gets one e-mail
 * listing them. A user's rows are claimed (digest_sent_at) before the mail is written, so two
 * processes running the job at once send each user one digest.
 */
export async function sendDailyDigests(ctx: JobContext): Promise<{ mailed: number }> {
  const now = ctx.deps.clock.now();
  let mailed = 0;
  for (const { companyId, userId } of await usersWithDigest(ctx.db)) {
    const rows = await claimDigest(ctx.db, companyId, userId, now);
    if (rows.length === 0) continue;
    const recipient = await findMailRecipient(ctx.db, companyId, userId);
    if (!recipient?.email) continue;
    const brand = mailBrandOf({
      name: recipient.companyName,
      highlightColor: recipient.highlightColor,
      imageUrlLogin: recipient.imageUrlLogin,
      language: recipient.language,
    });
    const mail = digestMail(
      brand,
      rows.sort((a, b) => a.seq - b.seq),
      companyLink(ctx.deps.config, recipient, "/notifications"),
    );
    await ctx.deps.mailer.send({ companyId, to: recipient.email, kind: "notification_digest", ...mail });
    mailed++;
  }
  ctx.log.info({ mailed }, "notification digests sent");
  return { mailed };
}

export const dailyDigestJob = defineJob({
  name: DIGEST_JOB,
  payload: z.object({}),
  handler: async (ctx: JobContext) => {
    await sendDailyDigests(ctx);
  },
});

/** Every day at 17:00 UTC, the end of a working day in Europe. */
export const dailyDigestSchedule = defineSchedule({ job: dailyDigestJob, cron: "0 17 * * *", payload: {} });

export const deliverySweepJob = defineJob({
  name: DELIVERY_SWEEP_JOB,
  payload: z.object({}),
  handler: async (ctx: JobContext) => {
    const swept = await deliverStale(ctx.deps);
    if (swept > 0) ctx.log.info({ swept }, "late notification deliveries sent");
  },
});

/** Deliveries whose process stopped before sending them are picked up within minutes. */
export const deliverySweepSchedule = defineSchedule({
  job: deliverySweepJob,
  cron: "* * * * *",
  payload: {},
});
