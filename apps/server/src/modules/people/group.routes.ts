import { groupEndpoints as endpoints } from "@chorus/shared/people/group.endpoints";
import { groupVisibilityEndpoints } from "@chorus/shared/people/group-visibility.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
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
import { getGroupVisibility, saveGroupVisibility } from "./group-visibility.service.ts";
import { managersOnly, peopleAdmins } from "./people.scope.ts";

/** Groups administration: managers everywhere; group admins read and set up their own group. */
export function groupRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);

    serve(endpoints.list, peopleAdmins, (ctx, { query }) => listGroups(ctx, query.filter));
    serve(endpoints.create, managersOnly, (ctx, { body }) => createGroup(ctx, body));
    serve(endpoints.update, managersOnly, (ctx, { params, body }) =>
      editGroup(ctx, params.groupId, body, deps),
    );
    serve(endpoints.remove, managersOnly, (ctx, { params }) => removeGroup(ctx, params.groupId));

    serve(endpoints.invitationTemplate, peopleAdmins, (ctx, { params }) =>
      getInvitationTemplate(ctx, params.groupId),
    );
    serve(endpoints.saveInvitationTemplate, peopleAdmins, (ctx, { params, body }) =>
      saveInvitationTemplate(ctx, params.groupId, body),
    );
    serve(endpoints.invitationPermission, peopleAdmins, (ctx, { params }) =>
      getInvitationPermission(ctx, params.groupId),
    );
    serve(endpoints.saveInvitationPermission, peopleAdmins, (ctx, { params, body }) =>
      saveInvitationPermission(ctx, params.groupId, body),
    );
    serve(endpoints.saveEmailManagers, peopleAdmins, (ctx, { params, body }) =>
      saveEmailManagers(ctx, params.groupId, body.userIdList),
    );

    serve(groupVisibilityEndpoints.read, peopleAdmins, (ctx, { params }) =>
      getGroupVisibility(ctx, params.groupId),
    );
    serve(groupVisibilityEndpoints.save, managersOnly, (ctx, { params, body }) =>
      saveGroupVisibility(ctx, params.groupId, body),
    );
  };
}
