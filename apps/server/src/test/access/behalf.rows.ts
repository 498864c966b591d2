import type { AccessRow } from "./principals.ts";

/**
 * Every principal writes for the bystander: the PUT row (approved at once, the approval lab is off
 * in the demo company) runs before the rows that read, use and finally delete that collaboration.
 */
const collaboration = (f: { bystanderId: string }) =>
  `/api/behalf_post/collaborations/${f.bystanderId}`;
const NOBODY = "0".repeat(24);

export const behalfRows: AccessRow[] = [
  { method: "GET", route: "/api/behalf_post/collaborations", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/behalf_post/collaborations",
    body: (f) => ({
      contentOwnerId: f.bystanderId,
      isPostCreationEnabled: true,
      isExternalShareEnabled: true,
    }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/behalf_post/collaborations/:contentOwnerId",
    url: collaboration,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/notify_owner",
    // Only a pending request can be re-sent; the approved one answers 409 to everyone let through.
    url: (f) => `${collaboration(f)}/notify_owner`,
    allowed: "signedIn",
    okStatus: 409,
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/status",
    url: () => `/api/behalf_post/collaborations/${NOBODY}/status`,
    body: (f) => ({ status: "approved", contentWriterId: f.bystanderId }),
    allowed: "signedIn",
    okStatus: 404,
  },
  { method: "GET", route: "/api/behalf_post/owners", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/behalf_post/owner-candidates",
    url: () => "/api/behalf_post/owner-candidates?q=a",
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/behalf_post/owners/:contentOwnerId/channels",
    url: (f) => `/api/behalf_post/owners/${f.bystanderId}/channels`,
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/behalf_post/feed", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/behalf_post/collaborations/:contentOwnerId",
    url: collaboration,
    allowed: "signedIn",
  },
];
