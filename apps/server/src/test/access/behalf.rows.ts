import type { AccessRow } from "./principals.ts";

/**
 * Every principal asks to write for the bystander: the PUT row (a request, pending until the
 * bystander approves it, which nobody here does) runs before the rows that read, remind and finally
 * delete that collaboration.
 */
const collaboration = (f: { acmeBystanderId: string }) =>
  `/api/behalf_post/collaborations/${f.acmeBystanderId}`;
const NOBODY = "0".repeat(24);

export const behalfRows: AccessRow[] = [
  { method: "GET", route: "/api/behalf_post/collaborations", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/behalf_post/collaborations",
    body: (f) => ({
      contentOwnerId: f.acmeBystanderId,
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
    // The request was sent to the owner a moment ago: a reminder answers 429 to everyone let through.
    url: (f) => `${collaboration(f)}/notify_owner`,
    allowed: "signedIn",
    okStatus: 429,
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/status",
    url: () => `/api/behalf_post/collaborations/${NOBODY}/status`,
    body: (f) => ({ status: "approved", contentWriterId: f.acmeBystanderId }),
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
    url: (f) => `/api/behalf_post/owners/${f.acmeBystanderId}/channels`,
    allowed: "signedIn",
    // Not approved by the bystander: nobody gets the owner's channels.
    okStatus: 404,
  },
  { method: "GET", route: "/api/behalf_post/feed", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/behalf_post/collaborations/:contentOwnerId",
    url: collaboration,
    allowed: "signedIn",
  },
];
