import { userEndpoints as endpoints } from "@chorus/shared/people/user.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { managersOnly, peopleAdmins } from "./people.scope.ts";
import {
  changeRole,
  countUsers,
  editUser,
  getUser,
  listUsers,
  resetUserPoints,
} from "./user-admin.service.ts";
import { countProfiles, listProfiles, previewUser } from "./user-directory.service.ts";
import { listEngagers } from "./user-engager.service.ts";
import { sendMassMail } from "./user-mass-mail.service.ts";
import { moveUsersToGroup, removeUsers } from "./user-membership.service.ts";
import { saveNotificationSettings } from "./user-notification.service.ts";

/** Users administration (managers everywhere, group admins in their group) and the employee directory. */
export function userAdminRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    /** Mass mail: a few sends an hour per client address, each one possibly thousands of mails. */
    const massMailLimit = { max: deps.config.massMailRateLimitPerHour, timeWindow: "1 hour" };

    serve(endpoints.list, peopleAdmins, (ctx, { query }) => listUsers(ctx, query));
    serve(endpoints.count, peopleAdmins, (ctx, { query }) => countUsers(ctx, query));

    serve(endpoints.profiles, { access: "signedIn" }, (ctx, { query }) =>
      listProfiles(ctx, query.searchTerm, query.page),
    );
    serve(endpoints.profileCount, { access: "signedIn" }, (ctx, { query }) =>
      countProfiles(ctx, query.searchTerm),
    );
    serve(endpoints.preview, { access: "signedIn" }, (ctx, { params }) => previewUser(ctx, params.userid));

    serve(endpoints.engagers, peopleAdmins, (ctx, { query }) => listEngagers(ctx, query));
    serve(endpoints.sendEmail, { ...peopleAdmins, rateLimit: massMailLimit }, (ctx, { body }) =>
      sendMassMail(ctx, deps.mailer, body),
    );

    serve(endpoints.moveToGroup, managersOnly, (ctx, { body }) => moveUsersToGroup(ctx, body, deps));
    serve(endpoints.remove, peopleAdmins, (ctx, { body }) => removeUsers(ctx, deps, body));

    serve(endpoints.detail, peopleAdmins, (ctx, { params }) => getUser(ctx, params.userId));
    serve(endpoints.update, peopleAdmins, (ctx, { params, body }) => editUser(ctx, params.userId, body));
    serve(endpoints.setRole, peopleAdmins, (ctx, { params, body }) =>
      changeRole(ctx, params.userId, body.role),
    );
    serve(endpoints.resetPoints, peopleAdmins, (ctx, { params }) => resetUserPoints(ctx, params.userId));
    serve(endpoints.notification, { access: "signedIn" }, (ctx, { params, body }) =>
      saveNotificationSettings(ctx, params.userId, body),
    );
  };
}
