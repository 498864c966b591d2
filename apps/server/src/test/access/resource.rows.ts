import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Resources. The matrix's fixtures name no resource, so routes about one are called with an id that
 * names nothing: who passes the route policy gets 404. Which resource a group admin may curate is
 * tested in modules/resource/*.routes.test.ts.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
/** ResourceCuration at the door: managers and group admins (their group's resources). */
const CURATORS: readonly Principal[] = [...MANAGERS, "group_admin"];

export const resourceRows: AccessRow[] = [
  { method: "GET", route: "/api/resource", url: () => "/api/resource?groupId=company", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/resource/:resourceId",
    url: () => `/api/resource/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/resource",
    // A group admin's resource goes to their own group when groupId is left out.
    body: (_f, principal) => ({ title: `Matrix resource of ${principal}` }),
    allowed: CURATORS,
  },
  {
    method: "PUT",
    route: "/api/resource/:resourceId",
    url: () => `/api/resource/${NO_SUCH_ID}`,
    body: () => ({ title: "Renamed" }),
    allowed: CURATORS,
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/resource/:resourceId",
    url: () => `/api/resource/${NO_SUCH_ID}`,
    allowed: CURATORS,
    okStatus: 404,
  },
];
