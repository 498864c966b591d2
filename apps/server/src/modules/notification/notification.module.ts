import { defineModule } from "../../platform/module.ts";
import { eventRoutes } from "./events/events.routes.ts";
import {
  dailyDigestJob,
  dailyDigestSchedule,
  deliverySweepJob,
  deliverySweepSchedule,
} from "./notification.jobs.ts";
import { notificationDigestMailTemplate, notificationMailTemplate } from "./notification.mails.ts";
import { notificationRoutes } from "./notification.routes.ts";
import { shareStatJob, shareStatSchedule } from "./share-stat.jobs.ts";

/** Notifications: the bell's list, the event stream, Web Push, e-mail delivery and the daily digest. */
export const notificationModule = defineModule({
  name: "notification",
  routes: [notificationRoutes, eventRoutes],
  jobs: [dailyDigestJob, deliverySweepJob, shareStatJob],
  schedules: [dailyDigestSchedule, deliverySweepSchedule, shareStatSchedule],
  mailTemplates: [notificationMailTemplate, notificationDigestMailTemplate],
});
