import { MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import { resourceEndpoints as endpoints } from "@chorus/shared/resource/resource.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  createResource,
  editResource,
  getResource,
  listResources,
  removeResource,
} from "./resource.service.ts";

/** ResourceCuration at the door: managers and group admins (which group's resources: the service decides). */
const CURATOR_ROLES: readonly Role[] = [...MANAGER_ROLES, "group_admin"];

/** The Resources area: a company's and its groups' reference material, with comments. */
export function resourceRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const curators = { access: { roles: CURATOR_ROLES } };

    serve(endpoints.list, { access: "signedIn" }, (ctx, request) =>
      listResources(ctx, request.query.groupId),
    );

    serve(endpoints.detail, { access: "signedIn" }, (ctx, request) =>
      getResource(ctx, request.params.resourceId),
    );

    serve(endpoints.create, curators, (ctx, request) => createResource(ctx, request.body));

    serve(endpoints.update, curators, (ctx, request) =>
      editResource(ctx, request.params.resourceId, request.body),
    );

    serve(endpoints.remove, curators, (ctx, request) => removeResource(ctx, request.params.resourceId));
  };
}
