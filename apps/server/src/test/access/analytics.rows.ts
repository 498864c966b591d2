import { analyticsEmvRate, analyticsSetting } from "../../db/schema/index.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, own, signedInExcept } from "./principals.ts";

/**
 * Analytics (core §6: admin-level, group admin, channel manager or analyst). The world's channel
 * manager and analyst staff its public channel and the group admin administers its group, so each
 * of them opens analytics with their own scope; a plain sharer does not. Reads only.
 */
const ANALYSTS = signedInExcept("sharer");
const today = new Date().toISOString().slice(0, 10);
const range = `from=${today}&to=${today}`;

const report = (route: string, query = range): AccessRow => ({
  method: "GET",
  route,
  url: () => `${route}?${query}`,
  allowed: ANALYSTS,
});

export const analyticsRows: AccessRow[] = [
  { method: "GET", route: "/api/analytics/dashboards", allowed: ANALYSTS },
  { method: "GET", route: "/api/analytics/auth", allowed: ANALYSTS },
  report("/api/analytics/overview"),
  report("/api/analytics/posts"),
  report("/api/analytics/users"),
  report("/api/analytics/posts/export", `${range}&format=csv`),
  report("/api/analytics/users/export", `${range}&format=xlsx`),
  report("/api/analytics/insight/post/channel"),
  report("/api/analytics/insight/post/campaign/channel"),
  {
    method: "GET",
    route: "/api/analytics/companies",
    url: () => `/api/analytics/companies?${range}`,
    allowed: ["smarper"],
  },
  { method: "GET", route: "/api/analytics/emv", allowed: ANALYSTS },
  {
    method: "PUT",
    route: "/api/analytics/emv",
    body: () => ({
      currency: "EUR",
      rateList: [{ network: "linkedin", cpc: 4, cpm: 20, impressionsPerShare: 400 }],
    }),
    isolate: [analyticsEmvRate, analyticsSetting],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/analytics/videostream",
    variant: "a video post of the public channel",
    arrange: async (make, f: Fixtures) => ({
      video: (
        await make.post(f.companyId, {
          createdBy: f.bystanderId,
          channelIds: [f.publicChannelId],
          type: "video",
          videoUrl: "https://cdn.example/matrix.mp4",
        })
      ).id,
    }),
    url: (f) => `/api/analytics/videostream?postId=${own(f, "video")}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/analytics/videostream",
    variant: "an article of the private channel",
    url: (f) => `/api/analytics/videostream?postId=${f.posts.private}`,
    allowed: [],
    // Managers read every channel's posts, and learn that this one has no video; the others are
    // not members of the private channel, so for them the post does not exist.
    refused: [
      { by: MANAGERS, status: 400 },
      { by: signedInExcept(...MANAGERS), status: 404 },
    ],
    why: "the post is not a video (managers) or not readable (everyone else)",
  },
];
