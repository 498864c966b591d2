import { defineEndpoint } from "../http/endpoint.ts";
import {
  resourceCreateBodySchema,
  resourceDeletedSchema,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  resourceListSchema,
  resourceSchema,
  resourceUpdateBodySchema,
} from "./resource.contract.ts";

export const resourceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/resource",
    summary:
      "Resources: groupId \"company\" gives the company-wide ones plus your group's; a group id the company-wide ones plus that group's. Empty while the company hides resources (managers still see them)",
    query: resourceListQuerySchema,
    response: resourceListSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/resource/{resourceId}",
    summary: "One resource; 404 when it is not yours to read or the company hides resources",
    params: resourceIdParamsSchema,
    response: resourceSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/resource",
    summary: "Create a resource (ResourceCuration: managers anywhere, group admins in their group)",
    body: resourceCreateBodySchema,
    response: resourceSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/resource/{resourceId}",
    summary: "Edit a resource (ResourceCuration)",
    params: resourceIdParamsSchema,
    body: resourceUpdateBodySchema,
    response: resourceSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/resource/{resourceId}",
    summary: "Delete a resource (ResourceCuration); its comments go with it",
    params: resourceIdParamsSchema,
    response: resourceDeletedSchema,
  }),
};
