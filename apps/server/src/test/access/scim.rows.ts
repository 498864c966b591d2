import { scimConnection } from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/**
 * Active Directory / SCIM 2.0. The /scim/v2 routes authorize by the company's SCIM bearer token,
 * not by a session: with the token every caller (even one without a session) is served, and the
 * session's role plays no part (the route-level 401 without a token is in scim.routes.test.ts).
 * The discovery documents are public. The settings tab's calls are admin-level.
 */
const SCIM = { "content-type": "application/scim+json" };
const bearer = (f: Fixtures) => ({ ...SCIM, authorization: `Bearer ${own(f, "token")}` });
const withToken =
  (extra?: (make: Factories, f: Fixtures) => Promise<Record<string, string>>) =>
  async (make: Factories, f: Fixtures) => ({
    token: await make.scimToken(f.companyId),
    ...(extra ? await extra(make, f) : {}),
  });
const aUser = withToken(async (make, f) => ({ user: (await make.user(f.companyId)).id }));
const aGroup = withToken(async (make, f) => ({ group: (await make.group(f.companyId)).id }));
let created = 0;
const fresh = (f: Fixtures) => `scim-matrix-${f.principal}-${process.pid}-${++created}@acme.example`;
const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const tokenRow = { isolate: [scimConnection], allowed: "everyone" } as const;

export const scimRows: AccessRow[] = [
  { method: "GET", route: "/scim/v2/ServiceProviderConfig", allowed: "everyone" },
  { method: "GET", route: "/scim/v2/Schemas", allowed: "everyone" },
  {
    method: "GET",
    route: "/scim/v2/Schemas/:id",
    url: () => "/scim/v2/Schemas/urn:ietf:params:scim:schemas:core:2.0:User",
    allowed: "everyone",
  },
  { method: "GET", route: "/scim/v2/ResourceTypes", allowed: "everyone" },
  {
    method: "GET",
    route: "/scim/v2/ResourceTypes/:id",
    url: () => "/scim/v2/ResourceTypes/User",
    allowed: "everyone",
  },
  { method: "GET", route: "/scim/v2/Users", arrange: withToken(), headers: bearer, ...tokenRow },
  {
    method: "GET",
    route: "/scim/v2/Users/:id",
    arrange: aUser,
    url: (f) => `/scim/v2/Users/${own(f, "user")}`,
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "POST",
    route: "/scim/v2/Users",
    arrange: withToken(),
    body: (f) => ({ userName: fresh(f) }),
    headers: bearer,
    okStatus: 201,
    ...tokenRow,
  },
  {
    method: "PUT",
    route: "/scim/v2/Users/:id",
    arrange: aUser,
    url: (f) => `/scim/v2/Users/${own(f, "user")}`,
    body: (f) => ({ userName: fresh(f), name: { givenName: "Matrix" } }),
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "PATCH",
    route: "/scim/v2/Users/:id",
    arrange: aUser,
    url: (f) => `/scim/v2/Users/${own(f, "user")}`,
    body: () => ({
      schemas: [PATCH_OP],
      Operations: [{ op: "replace", path: "name.givenName", value: "Matrix" }],
    }),
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "DELETE",
    route: "/scim/v2/Users/:id",
    arrange: aUser,
    url: (f) => `/scim/v2/Users/${own(f, "user")}`,
    headers: bearer,
    okStatus: 204,
    ...tokenRow,
  },
  { method: "GET", route: "/scim/v2/Groups", arrange: withToken(), headers: bearer, ...tokenRow },
  {
    method: "GET",
    route: "/scim/v2/Groups/:id",
    arrange: aGroup,
    url: (f) => `/scim/v2/Groups/${own(f, "group")}`,
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "POST",
    route: "/scim/v2/Groups",
    arrange: withToken(),
    body: (f) => ({ displayName: fresh(f) }),
    headers: bearer,
    okStatus: 201,
    ...tokenRow,
  },
  {
    method: "PUT",
    route: "/scim/v2/Groups/:id",
    arrange: aGroup,
    url: (f) => `/scim/v2/Groups/${own(f, "group")}`,
    body: (f) => ({ displayName: fresh(f), members: [] }),
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "PATCH",
    route: "/scim/v2/Groups/:id",
    arrange: aGroup,
    url: (f) => `/scim/v2/Groups/${own(f, "group")}`,
    body: (f) => ({
      schemas: [PATCH_OP],
      Operations: [{ op: "replace", path: "displayName", value: fresh(f) }],
    }),
    headers: bearer,
    ...tokenRow,
  },
  {
    method: "DELETE",
    route: "/scim/v2/Groups/:id",
    arrange: aGroup,
    url: (f) => `/scim/v2/Groups/${own(f, "group")}`,
    headers: bearer,
    okStatus: 204,
    ...tokenRow,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/scim",
    url: (f) => `/api/company/${f.companyId}/scim`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/scim",
    url: (f) => `/api/company/${f.companyId}/scim`,
    body: () => ({ groupMapping: "team" }),
    isolate: [scimConnection],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/scim/token",
    url: (f) => `/api/company/${f.companyId}/scim/token`,
    isolate: [scimConnection],
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/company/:companyId/scim/token",
    url: (f) => `/api/company/${f.companyId}/scim/token`,
    isolate: [scimConnection],
    allowed: MANAGERS,
  },
];
