import { defineEndpoint } from "../http/endpoint.ts";
import {
  emailManagersBodySchema,
  emailManagersSchema,
  groupCreateBodySchema,
  groupDeletedSchema,
  groupIdParamsSchema,
  groupListQuerySchema,
  groupListSchema,
  groupSchema,
  groupUpdateBodySchema,
  invitationPermissionSchema,
  invitationTemplateSchema,
} from "./group.contract.ts";

/** The catalogue's Groups calls (digest: the newsletter module; default channels: the channel module). */
export const groupEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/group",
    summary: "Groups by name with seats and members (group admins: their own group)",
    query: groupListQuerySchema,
    response: groupListSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/group",
    summary: "Create a group (names unique in the company)",
    body: groupCreateBodySchema,
    response: groupSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/group/{groupId}",
    summary: "Rename a group or change its seat limit (not below its member count)",
    params: groupIdParamsSchema,
    body: groupUpdateBodySchema,
    response: groupSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/group/{groupId}",
    summary:
      "Delete an empty group with its teams; a group with members, a queue, channels or resources is refused (409)",
    params: groupIdParamsSchema,
    response: groupDeletedSchema,
  }),
  invitationTemplate: defineEndpoint({
    method: "GET",
    path: "/api/group/{groupId}/invitation/template",
    summary: "The group's invitation e-mail and SMS template",
    params: groupIdParamsSchema,
    response: invitationTemplateSchema,
  }),
  saveInvitationTemplate: defineEndpoint({
    method: "PUT",
    path: "/api/group/{groupId}/invitation/template",
    summary: "Save the group's invitation template",
    params: groupIdParamsSchema,
    body: invitationTemplateSchema,
    response: invitationTemplateSchema,
  }),
  invitationPermission: defineEndpoint({
    method: "GET",
    path: "/api/group/{groupId}/invitation/permission",
    summary: "Whether the group's sharers may invite, and the e-mail domains they may invite",
    params: groupIdParamsSchema,
    response: invitationPermissionSchema,
  }),
  saveInvitationPermission: defineEndpoint({
    method: "PUT",
    path: "/api/group/{groupId}/invitation/permission",
    summary: "Save the group's invitation permission (sharerInviteEnabled, emailDomainList)",
    params: groupIdParamsSchema,
    body: invitationPermissionSchema,
    response: invitationPermissionSchema,
  }),
  saveEmailManagers: defineEndpoint({
    method: "PUT",
    path: "/api/group/{groupId}/emailManagers",
    summary: "Replace the group's e-mail managers (active members of the group)",
    params: groupIdParamsSchema,
    body: emailManagersBodySchema,
    response: emailManagersSchema,
  }),
};
