import type { AccessRow } from "./principals.ts";

/**
 * Routes outside /api: the image proxy, tracked share links and account
 * connection. Their objects don't exist here (no such image, code or configured network; a private
 * address), so an allowed caller gets 404 or 400 and the others 401.
 */
export const outsidePathRows: AccessRow[] = [
  {
    method: "GET",
    route: "/get/image/:token/:protocol/*",
    // A private address: the outside-URL guard refuses it before any fetch.
    url: () => "/get/image/post/http/127.0.0.1/picture.png",
    allowed: "signedIn",
    okStatus: 400,
  },
  { method: "GET", route: "/s/:shortCode", url: () => "/s/nosuchcode", allowed: "everyone", okStatus: 404 },
  {
    method: "GET",
    route: "/oauth/:network/connect",
    url: () => "/oauth/linkedin/connect?redirect=post",
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/oauth/:network/connect/callback",
    url: () => "/oauth/linkedin/connect/callback?code=x&state=y",
    allowed: "signedIn",
    okStatus: 404,
  },
];
