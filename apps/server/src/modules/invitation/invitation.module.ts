import { defineModule } from "../../platform/module.ts";
import { acceptRoutes } from "./accept.routes.ts";
import {
  admitGroupJob,
  admitQueuesJob,
  admitQueuesSchedule,
  sendScheduledBatchJob,
} from "./invitation.jobs.ts";
import { invitationMailTemplate, seatFreeMailTemplate } from "./invitation.mail.ts";
import { invitationRoutes } from "./invitation.routes.ts";

/** Invitations (advanced and referral), their acceptance, and the queue for full groups. */
export const invitationModule = defineModule({
  name: "invitation",
  routes: [invitationRoutes, acceptRoutes],
  jobs: [sendScheduledBatchJob, admitGroupJob, admitQueuesJob],
  schedules: [admitQueuesSchedule],
  mailTemplates: [invitationMailTemplate, seatFreeMailTemplate],
});
