import { defineBrowserRoute } from "../http/endpoint.ts";

/**
 * The SCIM 2.0 service provider's routes (RFC 7644), written once: the server registers them from
 * here. Identity providers (Entra ID, Okta) call them with the company's bearer token and read
 * SCIM documents (`application/scim+json`), not Chorus JSON, so they are protocol routes.
 */
const scim = <const M extends "GET" | "POST" | "PUT" | "PATCH" | "DELETE", const P extends string>(
  method: M,
  path: P,
  summary: string,
) =>
  defineBrowserRoute({
    method,
    path,
    answers: "document",
    produces: ["application/scim+json"],
    summary: `SCIM: ${summary}`,
  });

export const scimProtocolRoutes = {
  serviceProviderConfig: scim(
    "GET",
    "/scim/v2/ServiceProviderConfig",
    "What this service provider supports (RFC 7644 §5)",
  ),
  schemas: scim("GET", "/scim/v2/Schemas", "The User and Group schemas"),
  schema: scim("GET", "/scim/v2/Schemas/{id}", "One schema"),
  resourceTypes: scim("GET", "/scim/v2/ResourceTypes", "The User and Group resource types"),
  resourceType: scim("GET", "/scim/v2/ResourceTypes/{id}", "One resource type"),
  listUsers: scim("GET", "/scim/v2/Users", "Users, filtered and paged"),
  getUser: scim("GET", "/scim/v2/Users/{id}", "One user"),
  createUser: scim("POST", "/scim/v2/Users", "Provision a user"),
  replaceUser: scim("PUT", "/scim/v2/Users/{id}", "Replace a user"),
  patchUser: scim("PATCH", "/scim/v2/Users/{id}", "Change a user (PatchOp)"),
  deleteUser: scim(
    "DELETE",
    "/scim/v2/Users/{id}",
    "Deprovision a user: deactivated and signed out, never deleted",
  ),
  listGroups: scim("GET", "/scim/v2/Groups", "Groups, filtered and paged"),
  getGroup: scim("GET", "/scim/v2/Groups/{id}", "One group"),
  createGroup: scim("POST", "/scim/v2/Groups", "Provision a group (a Chorus group or team)"),
  replaceGroup: scim("PUT", "/scim/v2/Groups/{id}", "Replace a group and its members"),
  patchGroup: scim("PATCH", "/scim/v2/Groups/{id}", "Change a group or its members (PatchOp)"),
  deleteGroup: scim("DELETE", "/scim/v2/Groups/{id}", "Remove a group"),
};
