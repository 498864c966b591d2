import type { AccessRow } from "./principals.ts";
import { own } from "./principals.ts";

/**
 * Routes outside /api: the image proxy fetching the local site's
 * picture, a real share's tracked link, and connecting LinkedIn at the local fake network.
 */
export const outsidePathRows: AccessRow[] = [
  {
    method: "GET",
    route: "/get/image/:token/:protocol/*",
    url: (f) => `/get/image/post/http/${f.outside.site.replace(/^http:\/\//, "")}/picture.png`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/s/:shortCode",
    arrange: async (make, f) => {
      const shared = await make.share(f.companyId, { postId: f.posts.published, userId: f.bystanderId });
      return { code: shared.shortCode ?? "" };
    },
    url: (f) => `/s/${own(f, "code")}`,
    // To the post's page, counting the click.
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/oauth/:network/connect",
    url: () => "/oauth/linkedin/connect?redirect=post",
    // To the network's consent page.
    allowed: "signedIn",
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/oauth/:network/connect/callback",
    // The network's answer to this caller's own connect request.
    arrange: async (_make, f, client) => {
      if (f.principal === "anonymous") return { code: "none", state: "none" };
      const start = await client.get("/oauth/linkedin/connect?redirect=post");
      const consent = f.outside.network.authorize(String(start.headers.location));
      return { code: consent.code, state: consent.state };
    },
    url: (f) =>
      `/oauth/linkedin/connect/callback?code=${encodeURIComponent(own(f, "code"))}&state=${encodeURIComponent(own(f, "state"))}`,
    // Back to the app with ?connected=linkedin.
    allowed: "signedIn",
    okStatus: 302,
  },
];
