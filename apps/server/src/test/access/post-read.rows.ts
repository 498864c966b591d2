import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS, signedInExcept } from "./principals.ts";

/**
 * The read side of posts on the world's posts (all in the public channel, written by the
 * bystander, unless named otherwise). Feed types and single posts follow core §6: proposed,
 * scheduled and rejected posts are read by the channel's curators (managers and its channel
 * manager; the group admin's group does not hold the channel), a published one by every reader.
 */
const CURATORS_OF_PUBLIC: readonly Principal[] = [...MANAGERS, "channel_manager"];
const feed = (type: string, allowed: readonly Principal[]): AccessRow => ({
  method: "GET",
  route: "/api/post3",
  variant: `type=${type}`,
  url: () => `/api/post3?type=${type}`,
  allowed,
  refused: { by: signedInExcept(...allowed), status: 403 },
});
const onePost = (
  variant: keyof import("./world.ts").World["posts"],
  allowed: readonly Principal[] | "signedIn",
): AccessRow => ({
  method: "GET",
  route: "/api/post3/:postId",
  variant,
  url: (f) => `/api/post3/${f.posts[variant]}`,
  allowed,
  ...(allowed === "signedIn" ? {} : { refused: { by: signedInExcept(...allowed), status: 404 } }),
});

export const postReadRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/post3",
    variant: "type=published",
    url: () => "/api/post3?type=published",
    allowed: "signedIn",
  },
  feed("incoming", [...MANAGERS, "group_admin", "channel_manager"]),
  feed("scheduled", [...MANAGERS, "group_admin", "channel_manager"]),
  feed("rejected", [...MANAGERS, "channel_manager"]),
  feed("archived", [...MANAGERS, "group_admin", "channel_manager"]),
  { method: "GET", route: "/api/post3/counters", allowed: "signedIn" },
  { method: "GET", route: "/api/post3/widgets", allowed: "signedIn" },
  { method: "GET", route: "/api/post3/topshared", allowed: "signedIn" },
  onePost("published", "signedIn"),
  onePost("proposed", CURATORS_OF_PUBLIC),
  onePost("scheduled", CURATORS_OF_PUBLIC),
  onePost("rejected", CURATORS_OF_PUBLIC),
  onePost("archived", CURATORS_OF_PUBLIC),
  onePost("private", MANAGERS),
  onePost("group", [...MANAGERS, "group_admin"]),
  {
    method: "POST",
    route: "/api/post3/:postId/feedback",
    url: (f) => `/api/post3/${f.posts.published}/feedback`,
    body: (f) => ({ feedback: `Matrix feedback of ${f.principal}` }),
    allowed: "signedIn",
  },
];
