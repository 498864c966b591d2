import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Sharing routes. The matrix app has no network client configured and the principals have no
 * connection, so an allowed caller often gets the route's own well-defined 4xx (noted per row);
 * what each route does is tested in modules/share.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";

export const shareRows: AccessRow[] = [
  {
    method: "POST",
    route: "/api/share",
    body: () => ({ postId: NO_SUCH_ID, media: "generic", comment: "" }),
    allowed: "signedIn",
    // No such post: 404.
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/share",
    body: () => ({ _id: NO_SUCH_ID }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/share/:shareId",
    url: () => `/api/share/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  { method: "GET", route: "/api/share", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/share/smart",
    body: () => ({ postId: NO_SUCH_ID, media: "linkedin", comment: "" }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/share/smart/queue/state",
    url: () => "/api/share/smart/queue/state?media=linkedin",
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/user/me/points", allowed: "signedIn" },
  { method: "GET", route: "/api/socnet/connections", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/socnet/:network/connection",
    url: () => "/api/socnet/linkedin/connection",
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/socnet",
    url: (f) => `/api/company/${f.companyId}/socnet`,
    // Acme's own networks in their own order: a no-op for the managers allowed.
    body: () => ({ nameList: ["Linkedin", "Twitter", "Facebook", "Xing"] }),
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/socnet/:name",
    url: (f) => `/api/company/${f.companyId}/socnet/Linkedin`,
    body: () => ({ SharingPoint: 10 }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/socnet/:name",
    url: (f) => `/api/company/${f.companyId}/socnet/Linkedin`,
    body: () => ({ SharingPoint: 10 }),
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/utm",
    url: (f) => `/api/company/${f.companyId}/utm`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/utm",
    url: (f) => `/api/company/${f.companyId}/utm`,
    // Disabled: the tracked links keep their defaults for the other tests of the run.
    body: () => ({ isEnabled: false, tagList: [{ name: "utm_source", type: "socialNetwork" }] }),
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/post3/:postId/tracker",
    url: () => `/api/post3/${NO_SUCH_ID}/tracker?source=feed`,
    allowed: "signedIn",
    // No such post: 404.
    okStatus: 404,
  },
];
