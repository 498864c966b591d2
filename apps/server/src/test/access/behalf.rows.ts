import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, meOf, own, signedInExcept } from "./principals.ts";

/**
 * Post on behalf. Each case builds its own content owner and collaboration (the principal the
 * writer, or the owner), so no case sees another's: approving or ending a collaboration is the
 * owner's, a manager's, or (ending) the writer's; someone else's pending request is refused.
 */
const collaborationWith =
  (
    status: "pending" | "approved",
    principalIs: "writer" | "owner" | "outsider",
    notifiedAt: Date | null = null,
  ) =>
  async (make: Factories, f: Fixtures) => {
    const other = await make.user(f.companyId);
    const third = await make.user(f.companyId);
    const [owner, writer] =
      principalIs === "writer"
        ? [other.id, meOf(f)]
        : principalIs === "owner"
          ? [meOf(f), other.id]
          : [other.id, third.id];
    await make.collaboration(f.companyId, {
      contentOwnerId: owner,
      contentWriterId: writer,
      status,
      notifiedAt,
    });
    return { owner, writer };
  };

export const behalfRows: AccessRow[] = [
  { method: "GET", route: "/api/behalf_post/collaborations", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/behalf_post/collaborations",
    arrange: async (make, f) => ({ owner: (await make.user(f.companyId)).id }),
    body: (f) => ({
      contentOwnerId: own(f, "owner"),
      isPostCreationEnabled: true,
      isExternalShareEnabled: true,
    }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/behalf_post/collaborations/:contentOwnerId",
    arrange: collaborationWith("approved", "writer"),
    url: (f) => `/api/behalf_post/collaborations/${own(f, "owner")}`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/notify_owner",
    // Told an hour ago: past the 10-minute wait between reminders.
    arrange: collaborationWith("pending", "writer", new Date(Date.now() - 3_600_000)),
    url: (f) => `/api/behalf_post/collaborations/${own(f, "owner")}/notify_owner`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/status",
    variant: "the caller's own request to decide",
    arrange: collaborationWith("pending", "owner"),
    url: (f) => `/api/behalf_post/collaborations/${own(f, "owner")}/status`,
    body: (f) => ({ status: "approved", contentWriterId: own(f, "writer") }),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/behalf_post/collaborations/:contentOwnerId/status",
    variant: "another owner's request",
    arrange: collaborationWith("pending", "outsider"),
    url: (f) => `/api/behalf_post/collaborations/${own(f, "owner")}/status`,
    body: (f) => ({ status: "approved", contentWriterId: own(f, "writer") }),
    allowed: [],
    // Managers see every collaboration of the company but may not consent in the owner's place.
    refused: [
      { by: MANAGERS, status: 403 },
      { by: signedInExcept(...MANAGERS), status: 404 },
    ],
    why: "Only the content owner consents (issue 9, finding 6): nobody else approves another owner's request (the own-request row expects 200).",
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
    arrange: collaborationWith("approved", "writer"),
    url: (f) => `/api/behalf_post/owners/${own(f, "owner")}/channels`,
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/behalf_post/feed", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/behalf_post/collaborations/:contentOwnerId",
    arrange: collaborationWith("approved", "writer"),
    url: (f) => `/api/behalf_post/collaborations/${own(f, "owner")}`,
    allowed: "signedIn",
  },
];
