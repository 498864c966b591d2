import { defineEndpoint } from "../http/endpoint.ts";
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
} from "./user-admin.contract.ts";
import {
  previewParamsSchema,
  profileCountQuerySchema,
  profileListSchema,
  profileQuerySchema,
  userProfileSchema,
} from "./user-directory.contract.ts";
import {
  engagerListSchema,
  engagerQuerySchema,
  sendEmailBodySchema,
  sendEmailResultSchema,
} from "./user-engagement.contract.ts";

/** The catalogue's Users calls for administration and the employee directory. */
export const userEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/user",
    summary:
      "Users: search, group, team, role, status and last-active filters; sort by name, date or points; keyset pages",
    query: userListQuerySchema,
    response: userListSchema,
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/api/user/count",
    summary: "How many users the filters find",
    query: userFilterQuerySchema,
    response: countSchema,
  }),
  profiles: defineEndpoint({
    method: "GET",
    path: "/api/user/profile",
    summary: "The employee directory: a page of active colleagues by name",
    query: profileQuerySchema,
    response: profileListSchema,
  }),
  profileCount: defineEndpoint({
    method: "GET",
    path: "/api/user/profile/count",
    summary: "How many colleagues the directory search finds",
    query: profileCountQuerySchema,
    response: countSchema,
  }),
  preview: defineEndpoint({
    method: "GET",
    path: "/api/user/preview/{userid}",
    summary: "A colleague's card",
    params: previewParamsSchema,
    response: userProfileSchema,
  }),
  engagers: defineEndpoint({
    method: "GET",
    path: "/api/user/engager",
    summary: "Who shared between from and to, most shares first (group admins: their own group)",
    query: engagerQuerySchema,
    response: engagerListSchema,
  }),
  sendEmail: defineEndpoint({
    method: "POST",
    path: "/api/user/sendemail",
    summary:
      "Mail a selection of users (userIdList) or everyone a Users filter finds, one mail each through the mailer",
    body: sendEmailBodySchema,
    response: sendEmailResultSchema,
  }),
  moveToGroup: defineEndpoint({
    method: "PUT",
    path: "/api/user/group",
    summary:
      "Move users to a group, all or none; refused with 'Not enough seats' when the group cannot take them",
    body: userMoveGroupBodySchema,
    response: userMovedSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/user",
    summary:
      "Remove users: deactivated and signed out everywhere at once; eraseData also erases their personal data",
    body: userRemoveBodySchema,
    response: userRemovedSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/user/{userId}",
    summary: "One user as an administrator sees them",
    params: userIdParamsSchema,
    response: adminUserSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/user/{userId}",
    summary: "Edit a user: names, e-mail, phone, language, teams of their group",
    params: userIdParamsSchema,
    body: userEditBodySchema,
    response: adminUserSchema,
  }),
  setRole: defineEndpoint({
    method: "PUT",
    path: "/api/user/{userId}/role",
    summary: "Change a user's role: only the roles the caller may grant (access §6)",
    params: userIdParamsSchema,
    body: userRoleBodySchema,
    response: adminUserSchema,
  }),
  resetPoints: defineEndpoint({
    method: "PUT",
    path: "/api/user/{userId}/resetpoints",
    summary: "Reset a user's points (Star and Coin) to 0",
    params: userIdParamsSchema,
    response: pointsResetSchema,
  }),
  notification: defineEndpoint({
    method: "PUT",
    path: "/api/user/{userId}/notification",
    summary: 'Notification settings: your own ("me"), or a user\'s you administer; unnamed settings stay',
    params: notificationUserParamsSchema,
    body: notificationSettingsBodySchema,
    response: notificationFlagsSchema,
  }),
};
