import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * The matrix's fixtures name no channel or group, so the routes about one object are called with an
 * id that names nothing: who passes the route policy gets 404 (okStatus), everyone else 401/403.
 * Which channel a curator may touch is tested in modules/channel/*.routes.test.ts.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
const CURATORS: readonly Principal[] = [...MANAGERS, "group_admin", "channel_manager"];
const SUBSCRIBER_READERS: readonly Principal[] = [...CURATORS, "channel_analyst"];

export const channelRows: AccessRow[] = [
  { method: "GET", route: "/api/channel", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/channel",
    // A group admin's channel goes to their own group when groupId is left out.
    body: (_f, principal) => ({ name: `Matrix channel of ${principal}` }),
    allowed: [...MANAGERS, "group_admin"],
  },
  {
    method: "GET",
    route: "/api/channel/:id",
    url: () => `/api/channel/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/channel/:channelId",
    url: () => `/api/channel/${NO_SUCH_ID}`,
    body: () => ({ name: "Renamed" }),
    allowed: CURATORS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/channel/:channelId/status",
    url: () => `/api/channel/${NO_SUCH_ID}/status`,
    body: () => ({ isActive: false }),
    allowed: CURATORS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/channel/:id/subscriber/count",
    url: () => `/api/channel/${NO_SUCH_ID}/subscriber/count`,
    allowed: SUBSCRIBER_READERS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/channel/:id/subscriber/list",
    url: () => `/api/channel/${NO_SUCH_ID}/subscriber/list`,
    allowed: SUBSCRIBER_READERS,
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/channel/:channelId/subscriber/subscribe",
    url: () => `/api/channel/${NO_SUCH_ID}/subscriber/subscribe`,
    body: (f) => ({ userIdList: [f.acmeBystanderId] }),
    allowed: CURATORS,
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/channel/:channelId/subscriber/unsubscribe",
    url: () => `/api/channel/${NO_SUCH_ID}/subscriber/unsubscribe`,
    body: (f) => ({ userIdList: [f.acmeBystanderId] }),
    allowed: CURATORS,
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/channel/me/subscribe",
    body: () => ({ _id: NO_SUCH_ID }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/channel/me/unsubscribe",
    body: () => ({ _id: NO_SUCH_ID }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/channel/default",
    url: (f) => `/api/company/${f.acmeCompanyId}/channel/default`,
    body: () => ({ channelIdList: [] }),
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/group/:groupId/channel/default",
    url: () => `/api/group/${NO_SUCH_ID}/channel/default`,
    allowed: [...MANAGERS, "group_admin"],
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/group/:groupId/channel/default",
    url: () => `/api/group/${NO_SUCH_ID}/channel/default`,
    body: () => ({ channelIdList: [] }),
    allowed: [...MANAGERS, "group_admin"],
    okStatus: 404,
  },
];
