import {
  adminUserSchema,
  countSchema,
  notificationFlagsSchema,
  notificationSettingsBodySchema,
  notificationUserParamsSchema,
  pointsResetSchema,
  userEditBodySchema,
  userFilterQuerySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userMovedSchema,
  userMoveGroupBodySchema,
  userRemoveBodySchema,
  userRemovedSchema,
  userRoleBodySchema,
} from "@chorus/shared/people/user-admin.contract";
import {
  previewParamsSchema,
  profileCountQuerySchema,
  profileListSchema,
  profileQuerySchema,
  userProfileSchema,
} from "@chorus/shared/people/user-directory.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
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
import { moveUsersToGroup, removeUsers } from "./user-membership.service.ts";
import { saveNotificationSettings } from "./user-notification.service.ts";

/** Users administration (managers everywhere, group admins in their group) and the employee directory. */
export function userAdminRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["user"];

    app.get(
      "/api/user",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary:
            "Users: search, group, team, role, status and last-active filters; sort by name, date or points; keyset pages",
          querystring: userListQuerySchema,
          response: { 200: userListSchema },
        },
      },
      async (request) => listUsers(contextOf(request, deps.db), request.query),
    );

    app.get(
      "/api/user/count",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "How many users the filters find",
          querystring: userFilterQuerySchema,
          response: { 200: countSchema },
        },
      },
      async (request) => countUsers(contextOf(request, deps.db), request.query),
    );

    app.get(
      "/api/user/profile",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "The employee directory: a page of active colleagues by name",
          querystring: profileQuerySchema,
          response: { 200: profileListSchema },
        },
      },
      async (request) =>
        listProfiles(contextOf(request, deps.db), request.query.searchTerm, request.query.page),
    );

    app.get(
      "/api/user/profile/count",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "How many colleagues the directory search finds",
          querystring: profileCountQuerySchema,
          response: { 200: countSchema },
        },
      },
      async (request) => countProfiles(contextOf(request, deps.db), request.query.searchTerm),
    );

    app.get(
      "/api/user/preview/:userid",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "A colleague's card",
          params: previewParamsSchema,
          response: { 200: userProfileSchema },
        },
      },
      async (request) => previewUser(contextOf(request, deps.db), request.params.userid),
    );

    app.put(
      "/api/user/group",
      {
        config: managersOnly,
        schema: {
          tags,
          summary:
            "Move users to a group, all or none; refused with 'Not enough seats' when the group cannot take them",
          body: userMoveGroupBodySchema,
          response: { 200: userMovedSchema },
        },
      },
      async (request) => moveUsersToGroup(contextOf(request, deps.db), request.body),
    );

    app.delete(
      "/api/user",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary:
            "Remove users: deactivated and signed out everywhere at once; eraseData also erases their personal data",
          body: userRemoveBodySchema,
          response: { 200: userRemovedSchema },
        },
      },
      async (request) => removeUsers(contextOf(request, deps.db), deps.sessions, request.body),
    );

    app.get(
      "/api/user/:userId",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "One user as an administrator sees them",
          params: userIdParamsSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => getUser(contextOf(request, deps.db), request.params.userId),
    );

    app.put(
      "/api/user/:userId",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Edit a user: names, e-mail, phone, language, teams of their group",
          params: userIdParamsSchema,
          body: userEditBodySchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => editUser(contextOf(request, deps.db), request.params.userId, request.body),
    );

    app.put(
      "/api/user/:userId/role",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Change a user's role: only the roles the caller may grant (access §6)",
          params: userIdParamsSchema,
          body: userRoleBodySchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => changeRole(contextOf(request, deps.db), request.params.userId, request.body.role),
    );

    app.put(
      "/api/user/:userId/resetpoints",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Reset a user's points (Star and Coin) to 0",
          params: userIdParamsSchema,
          response: { 200: pointsResetSchema },
        },
      },
      async (request) => resetUserPoints(contextOf(request, deps.db), request.params.userId),
    );
    app.put(
      "/api/user/:userId/notification",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary:
            'Notification settings: your own ("me"), or a user\'s you administer; unnamed settings stay',
          params: notificationUserParamsSchema,
          body: notificationSettingsBodySchema,
          response: { 200: notificationFlagsSchema },
        },
      },
      async (request) =>
        saveNotificationSettings(contextOf(request, deps.db), request.params.userId, request.body),
    );
  };
}
