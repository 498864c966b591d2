import { ADMIT_GROUP_JOB } from "@chorus/shared/invitation/invitation.jobs.contract";
import { z } from "zod";
import type { JobContext } from "../../platform/deps.ts";
import { defineJob, defineSchedule } from "../../platform/jobs/job.ts";
import { scheduledOfBatch } from "./invitation.repository.ts";
import { admitFromQueue } from "./invitation-admission.service.ts";
import { sendNow } from "./invitation-send.service.ts";
import { groupsToAdmit } from "./queue.repository.ts";

const batchPayload = z.object({ companyId: z.string().length(24), batchId: z.string().length(24) });

/**
 * At scheduledAt: sends the batch's invitations still scheduled (one deleted or sent by hand
 * meanwhile is not there any more). Each is claimed before it is mailed, so a retry or a second
 * process sends nothing twice.
 */
export const sendScheduledBatchJob = defineJob({
  name: "invitation.send-scheduled",
  payload: batchPayload,
  async handler(ctx: JobContext, payload) {
    const rows = await scheduledOfBatch(ctx.db, payload.companyId, payload.batchId);
    if (rows.length === 0) return;
    await sendNow({ ...ctx.deps, db: ctx.db }, rows);
  },
});

/** A seat freed in a group (a member left, the limit rose): the next in its queue get in. */
export const admitGroupJob = defineJob({
  ...ADMIT_GROUP_JOB,
  async handler(ctx: JobContext, payload) {
    await admitFromQueue({ ...ctx.deps, db: ctx.db }, payload.companyId, payload.groupId);
  },
});

/** Every minute: every group with a free seat and someone waiting admits them, whatever freed it. */
export const admitQueuesJob = defineJob({
  name: "invitation.admit-queues",
  payload: z.object({}),
  async handler(ctx: JobContext) {
    for (const group of await groupsToAdmit(ctx.db)) {
      await admitFromQueue({ ...ctx.deps, db: ctx.db }, group.companyId, group.groupId);
    }
  },
});

export const admitQueuesSchedule = defineSchedule({ job: admitQueuesJob, cron: "* * * * *", payload: {} });
