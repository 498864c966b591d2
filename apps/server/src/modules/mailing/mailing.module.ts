import { defineModule } from "../../platform/module.ts";
import {
  sendBatchJob,
  startCampaignJob,
  sweepCampaignsJob,
  sweepCampaignsSchedule,
} from "./delivery.jobs.ts";
import { dueDigestsJob, dueDigestsSchedule, sendGroupDigestJob } from "./digest.jobs.ts";
import { mailingRoutes } from "./mailing.routes.ts";
import { mailingTrackingRoutes } from "./tracking.routes.ts";

/** E-mail newsletters and group digests (issue 14). */
export const mailingModule = defineModule({
  name: "mailing",
  routes: [mailingRoutes, mailingTrackingRoutes],
  jobs: [startCampaignJob, sendBatchJob, sweepCampaignsJob, sendGroupDigestJob, dueDigestsJob],
  schedules: [sweepCampaignsSchedule, dueDigestsSchedule],
});
