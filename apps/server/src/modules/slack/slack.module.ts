import { defineModule } from "../../platform/module.ts";
import {
  slackDailySummaryJob,
  slackDailySummarySchedule,
  slackDeliverJob,
  slackDispatchJob,
  slackDispatchSchedule,
} from "./slack.jobs.ts";
import { slackRoutes } from "./slack.routes.ts";

/** Slack: Add to Slack per company (OAuth v2), new posts and a daily summary to a chosen channel. */
export const slackModule = defineModule({
  name: "slack",
  routes: [slackRoutes],
  jobs: [slackDispatchJob, slackDeliverJob, slackDailySummaryJob],
  schedules: [slackDispatchSchedule, slackDailySummarySchedule],
});
