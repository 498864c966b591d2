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
} from "@chorus/shared/people/group.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  createGroup,
  editGroup,
  getInvitationPermission,
  getInvitationTemplate,
  listGroups,
  removeGroup,
  saveEmailManagers,
  saveInvitationPermission,
  saveInvitationTemplate,
} from "./group.service.ts";
import { managersOnly, peopleAdmins } from "./people.scope.ts";

/** Groups administration: managers everywhere; group admins read and set up their own group. */
export function groupRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["group"];

    app.get(
      "/api/group",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Groups by name with seats and members (group admins: their own group)",
          querystring: groupListQuerySchema,
          response: { 200: groupListSchema },
        },
      },
      async (request) => listGroups(contextOf(request, deps.db), request.query.filter),
    );

    app.post(
      "/api/group",
      {
        config: managersOnly,
        schema: {
          tags,
          summary: "Create a group (names unique in the company)",
          body: groupCreateBodySchema,
          response: { 200: groupSchema },
        },
      },
      async (request) => createGroup(contextOf(request, deps.db), request.body),
    );

    app.put(
      "/api/group/:groupId",
      {
        config: managersOnly,
        schema: {
          tags,
          summary: "Rename a group or change its seat limit (not below its member count)",
          params: groupIdParamsSchema,
          body: groupUpdateBodySchema,
          response: { 200: groupSchema },
        },
      },
      async (request) => editGroup(contextOf(request, deps.db), request.params.groupId, request.body),
    );

    app.delete(
      "/api/group/:groupId",
      {
        config: managersOnly,
        schema: {
          tags,
          summary:
            "Delete an empty group with its teams; a group with members, a queue, channels or resources is refused (409)",
          params: groupIdParamsSchema,
          response: { 200: groupDeletedSchema },
        },
      },
      async (request) => removeGroup(contextOf(request, deps.db), request.params.groupId),
    );

    app.get(
      "/api/group/:groupId/invitation/template",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "The group's invitation e-mail and SMS template",
          params: groupIdParamsSchema,
          response: { 200: invitationTemplateSchema },
        },
      },
      async (request) => getInvitationTemplate(contextOf(request, deps.db), request.params.groupId),
    );

    app.put(
      "/api/group/:groupId/invitation/template",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Save the group's invitation template",
          params: groupIdParamsSchema,
          body: invitationTemplateSchema,
          response: { 200: invitationTemplateSchema },
        },
      },
      async (request) =>
        saveInvitationTemplate(contextOf(request, deps.db), request.params.groupId, request.body),
    );

    app.get(
      "/api/group/:groupId/invitation/permission",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Whether the group's sharers may invite, and the e-mail domains they may invite",
          params: groupIdParamsSchema,
          response: { 200: invitationPermissionSchema },
        },
      },
      async (request) => getInvitationPermission(contextOf(request, deps.db), request.params.groupId),
    );

    app.put(
      "/api/group/:groupId/invitation/permission",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Save the group's invitation permission (sharerInviteEnabled, emailDomainList)",
          params: groupIdParamsSchema,
          body: invitationPermissionSchema,
          response: { 200: invitationPermissionSchema },
        },
      },
      async (request) =>
        saveInvitationPermission(contextOf(request, deps.db), request.params.groupId, request.body),
    );
    app.put(
      "/api/group/:groupId/emailManagers",
      {
        config: peopleAdmins,
        schema: {
          tags,
          summary: "Replace the group's e-mail managers (active members of the group)",
          params: groupIdParamsSchema,
          body: emailManagersBodySchema,
          response: { 200: emailManagersSchema },
        },
      },
      async (request) =>
        saveEmailManagers(contextOf(request, deps.db), request.params.groupId, request.body.userIdList),
    );
  };
}
