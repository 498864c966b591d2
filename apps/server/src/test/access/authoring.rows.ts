import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Authoring: post writes, campaigns, blocked words, languages, translation, notifications. The
 * matrix's fixtures name no post, channel or campaign, so those routes get ids that name nothing:
 * whoever passes the route policy gets 404 (or 400 for a post in an unknown channel). Who may
 * change which post is tested in modules/post/post-write.*.test.ts.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
const CAMPAIGN_EDITORS: readonly Principal[] = [...MANAGERS, "channel_manager"];

export const authoringRows: AccessRow[] = [
  {
    method: "POST",
    route: "/api/post3",
    body: () => ({
      type: "article",
      title: "Matrix post",
      body: "Hello",
      channelList: [{ _id: NO_SUCH_ID }],
    }),
    allowed: "signedIn",
    okStatus: 400,
  },
  {
    method: "PUT",
    route: "/api/post3/:postId",
    url: () => `/api/post3/${NO_SUCH_ID}`,
    body: () => ({ title: "Matrix edit" }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/post3/:postId",
    url: () => `/api/post3/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/post3/:postId/channel/:channelId/status",
    url: () => `/api/post3/${NO_SUCH_ID}/channel/${NO_SUCH_ID}/status`,
    body: () => ({ status: "approved" }),
    allowed: "signedIn",
    okStatus: 404,
  },

  { method: "GET", route: "/api/campaign", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/campaign",
    body: (_f, principal) => ({ name: `Matrix ${principal}`, color: "#123456" }),
    allowed: CAMPAIGN_EDITORS,
  },
  {
    method: "DELETE",
    route: "/api/campaign/:id",
    url: () => `/api/campaign/${NO_SUCH_ID}`,
    allowed: CAMPAIGN_EDITORS,
    okStatus: 404,
  },

  { method: "GET", route: "/api/blockword", allowed: MANAGERS },
  { method: "PUT", route: "/api/blockword", body: () => ({ wordList: [] }), allowed: MANAGERS },
  { method: "POST", route: "/api/blockword/validate", body: () => ({ text: "hello" }), allowed: "signedIn" },

  {
    method: "POST",
    route: "/api/lang/detect",
    body: () => ({ text: "Guten Morgen zusammen" }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/lang", url: () => "/api/lang?filter=supportedRead", allowed: "signedIn" },
  { method: "GET", route: "/api/lang/map", allowed: MANAGERS },
  { method: "PUT", route: "/api/lang/map", body: () => ({ map: {} }), allowed: MANAGERS },

  {
    method: "GET",
    route: "/api/translation/post/:postId",
    url: () => `/api/translation/post/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/translation/comment/:commentId",
    url: () => `/api/translation/comment/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },

  { method: "GET", route: "/api/notification", allowed: "signedIn" },
  { method: "PUT", route: "/api/notification", body: () => ({ all: true }), allowed: "signedIn" },
];
