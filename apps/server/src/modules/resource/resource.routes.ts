import { MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import {
  resourceCreateBodySchema,
  resourceDeletedSchema,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  resourceListSchema,
  resourceSchema,
  resourceUpdateBodySchema,
} from "@chorus/shared/resource/resource.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
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
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const curators = { access: { roles: CURATOR_ROLES } };

    app.get(
      "/api/resource",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["resource"],
          summary:
            "Resources: groupId \"company\" gives the company-wide ones plus your group's; a group id the company-wide ones plus that group's. Empty while the company hides resources (managers still see them)",
          querystring: resourceListQuerySchema,
          response: { 200: resourceListSchema },
        },
      },
      async (request) => listResources(contextOf(request, deps.db), request.query.groupId),
    );

    app.get(
      "/api/resource/:resourceId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["resource"],
          summary: "One resource; 404 when it is not yours to read or the company hides resources",
          params: resourceIdParamsSchema,
          response: { 200: resourceSchema },
        },
      },
      async (request) => getResource(contextOf(request, deps.db), request.params.resourceId),
    );

    app.post(
      "/api/resource",
      {
        config: curators,
        schema: {
          tags: ["resource"],
          summary: "Create a resource (ResourceCuration: managers anywhere, group admins in their group)",
          body: resourceCreateBodySchema,
          response: { 200: resourceSchema },
        },
      },
      async (request) => createResource(contextOf(request, deps.db), request.body),
    );

    app.put(
      "/api/resource/:resourceId",
      {
        config: curators,
        schema: {
          tags: ["resource"],
          summary: "Edit a resource (ResourceCuration)",
          params: resourceIdParamsSchema,
          body: resourceUpdateBodySchema,
          response: { 200: resourceSchema },
        },
      },
      async (request) => editResource(contextOf(request, deps.db), request.params.resourceId, request.body),
    );

    app.delete(
      "/api/resource/:resourceId",
      {
        config: curators,
        schema: {
          tags: ["resource"],
          summary: "Delete a resource (ResourceCuration); its comments go with it",
          params: resourceIdParamsSchema,
          response: { 200: resourceDeletedSchema },
        },
      },
      async (request) => removeResource(contextOf(request, deps.db), request.params.resourceId),
    );
  };
}
