import { blockedWordList, languageMap } from "../../db/schema/index.ts";
import { freshPost, ownPost } from "./arrange.ts";
import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS, own, signedInExcept } from "./principals.ts";

/**
 * Authoring: post writes, campaigns, blocked words, languages, translation. Core
 * §6: the owner of a post, its content writer and a manager of one of its channels may edit or
 * delete it; the world's public channel is managed by the channel manager (and by managers), not
 * by the group admin. Each write acts on a post or campaign the case builds for itself.
 */
const CAMPAIGN_EDITORS: readonly Principal[] = [...MANAGERS, "channel_manager"];
const PUBLIC_CHANNEL_MANAGERS: readonly Principal[] = [...MANAGERS, "channel_manager"];

export const authoringRows: AccessRow[] = [
  {
    method: "POST",
    route: "/api/post3",
    body: (f) => ({
      type: "article",
      title: `Matrix post of ${f.principal}`,
      body: "Hello",
      channelList: [{ _id: f.publicChannelId }],
    }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/post3/:postId",
    variant: "own post",
    arrange: ownPost(),
    url: (f) => `/api/post3/${own(f, "post")}`,
    body: () => ({ title: "Matrix edit by the author" }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/post3/:postId",
    variant: "another user's post",
    arrange: freshPost(),
    url: (f) => `/api/post3/${own(f, "post")}`,
    body: () => ({ title: "Matrix edit by a channel manager" }),
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: signedInExcept(...PUBLIC_CHANNEL_MANAGERS), status: 403 },
  },
  {
    method: "DELETE",
    route: "/api/post3/:postId",
    variant: "own post",
    arrange: ownPost(),
    url: (f) => `/api/post3/${own(f, "post")}`,
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/post3/:postId",
    variant: "another user's post",
    arrange: freshPost(),
    url: (f) => `/api/post3/${own(f, "post")}`,
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: signedInExcept(...PUBLIC_CHANNEL_MANAGERS), status: 403 },
  },
  {
    method: "PUT",
    route: "/api/post3/:postId/channel/:channelId/status",
    arrange: freshPost({ status: "proposed" }),
    url: (f) => `/api/post3/${own(f, "post")}/channel/${f.publicChannelId}/status`,
    body: () => ({ status: "approved" }),
    // A proposed post is not even readable for those who do not curate its channel.
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: signedInExcept(...PUBLIC_CHANNEL_MANAGERS), status: 404 },
  },

  { method: "GET", route: "/api/campaign", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/campaign",
    body: (f) => ({ name: `Matrix ${f.principal}`, color: "#123456" }),
    allowed: CAMPAIGN_EDITORS,
  },
  {
    method: "DELETE",
    route: "/api/campaign/:id",
    arrange: async (make, f) => ({ campaign: (await make.campaign(f.companyId)).id }),
    url: (f) => `/api/campaign/${own(f, "campaign")}`,
    allowed: CAMPAIGN_EDITORS,
  },

  { method: "GET", route: "/api/blockword", allowed: MANAGERS },
  {
    method: "PUT",
    route: "/api/blockword",
    body: () => ({ wordList: ["matrixblocked"] }),
    isolate: [blockedWordList],
    allowed: MANAGERS,
  },
  { method: "POST", route: "/api/blockword/validate", body: () => ({ text: "hello" }), allowed: "signedIn" },

  {
    method: "POST",
    route: "/api/lang/detect",
    body: () => ({ text: "Guten Morgen zusammen" }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/lang", url: () => "/api/lang?filter=supportedRead", allowed: "signedIn" },
  { method: "GET", route: "/api/lang/map", allowed: MANAGERS },
  {
    method: "PUT",
    route: "/api/lang/map",
    body: () => ({ map: { nb: "no" } }),
    isolate: [languageMap],
    allowed: MANAGERS,
  },

  {
    method: "GET",
    route: "/api/translation/post/:postId",
    url: (f) => `/api/translation/post/${f.posts.published}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/translation/comment/:commentId",
    url: (f) => `/api/translation/comment/${f.commentId}`,
    allowed: "signedIn",
  },
];
