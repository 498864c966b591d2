import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/**
 * Resources: read by everyone signed in; curated by managers anywhere and by group admins in the
 * groups they administer. The world's group is the group admin's; a resource a row changes is
 * built for the case, in that group or company-wide (where the group admin is refused).
 */
const CURATORS: readonly Principal[] = [...MANAGERS, "group_admin"];

const resourceIn = (where: "group" | "company") => async (make: Factories, f: Fixtures) => ({
  resource: (
    await make.resource(f.companyId, {
      createdBy: f.users.admin,
      groupId: where === "group" ? f.groupId : null,
    })
  ).id,
});

export const resourceRows: AccessRow[] = [
  { method: "GET", route: "/api/resource", url: () => "/api/resource?groupId=company", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/resource/:resourceId",
    url: (f) => `/api/resource/${f.resourceId}`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/resource",
    body: (f) => ({ title: `Matrix resource of ${f.principal}`, groupId: f.groupId }),
    allowed: CURATORS,
  },
  {
    method: "PUT",
    route: "/api/resource/:resourceId",
    variant: "in the group admin's group",
    arrange: resourceIn("group"),
    url: (f) => `/api/resource/${own(f, "resource")}`,
    body: () => ({ title: "Renamed" }),
    allowed: CURATORS,
  },
  {
    method: "PUT",
    route: "/api/resource/:resourceId",
    variant: "company-wide",
    arrange: resourceIn("company"),
    url: (f) => `/api/resource/${own(f, "resource")}`,
    body: () => ({ title: "Renamed" }),
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "DELETE",
    route: "/api/resource/:resourceId",
    variant: "in the group admin's group",
    arrange: resourceIn("group"),
    url: (f) => `/api/resource/${own(f, "resource")}`,
    allowed: CURATORS,
  },
  {
    method: "DELETE",
    route: "/api/resource/:resourceId",
    variant: "company-wide",
    arrange: resourceIn("company"),
    url: (f) => `/api/resource/${own(f, "resource")}`,
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
];
