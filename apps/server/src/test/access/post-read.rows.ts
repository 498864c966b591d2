import type { AccessRow } from "./principals.ts";

/**
 * The read side of posts: every signed-in role passes the route policy. Which feed types and posts
 * a role may read is decided per object and tested in modules/post/*.test.ts (403 for a feed type,
 * 404 for an unreadable post). The fixtures name no post, so the post routes get an id that names
 * nothing: 404 for whoever passes the policy.
 */
const NO_SUCH_POST = "0123456789abcdef01234567";

export const postReadRows: AccessRow[] = [
  { method: "GET", route: "/api/post3", url: () => "/api/post3?type=published", allowed: "signedIn" },
  { method: "GET", route: "/api/post3/counters", allowed: "signedIn" },
  { method: "GET", route: "/api/post3/widgets", allowed: "signedIn" },
  { method: "GET", route: "/api/post3/topshared", allowed: "signedIn" },
  {
    method: "GET",
    route: "/api/post3/:postId",
    url: () => `/api/post3/${NO_SUCH_POST}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/post3/:postId/feedback",
    url: () => `/api/post3/${NO_SUCH_POST}/feedback`,
    body: () => ({ feedback: "Matrix feedback" }),
    allowed: "signedIn",
    okStatus: 404,
  },
];
