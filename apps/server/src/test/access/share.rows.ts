import { company, companyUtmSetting, socialConnection } from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import { connectNetwork, freshPost } from "./arrange.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, meOf, own, signedInExcept } from "./principals.ts";

/**
 * Sharing on the world's posts: a share a row confirms or removes is built for the case, the
 * principal's own or (to show that a share is its sharer's alone) the bystander's. LinkedIn and X
 * are the local fake network; a row that needs a connected account connects it for the case.
 */
const shareOf =
  (whose: "mine" | "bystander", status: "scheduled" | "pending", media = "generic") =>
  async (make: Factories, f: Fixtures) => {
    const { post } = await freshPost()(make, f);
    const userId = whose === "mine" ? meOf(f) : f.bystanderId;
    return { post, share: (await make.share(f.companyId, { postId: post, userId, media, status })).id };
  };

export const shareRows: AccessRow[] = [
  {
    method: "POST",
    route: "/api/share",
    arrange: freshPost(),
    body: (f) => ({ postId: own(f, "post"), media: "generic", comment: "" }),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/share",
    variant: "a post the caller cannot read",
    body: (f) => ({ postId: f.posts.private, media: "generic", comment: "" }),
    allowed: MANAGERS,
    refused: { by: signedInExcept(...MANAGERS), status: 404 },
  },
  {
    method: "PUT",
    route: "/api/share",
    arrange: shareOf("mine", "pending", "facebook"),
    body: (f) => ({ _id: own(f, "share") }),
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/share/:shareId",
    variant: "own scheduled share",
    arrange: shareOf("mine", "scheduled"),
    url: (f) => `/api/share/${own(f, "share")}`,
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/share/:shareId",
    variant: "another user's scheduled share",
    arrange: shareOf("bystander", "scheduled"),
    url: (f) => `/api/share/${own(f, "share")}`,
    allowed: [],
    refused: { by: signedInExcept(), status: 404 },
    why: "A share is its sharer's alone: another user's is not found for every principal (the own-share row expects 200).",
  },
  { method: "GET", route: "/api/share", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/share/smart",
    arrange: async (make, f, client) => {
      await connectNetwork(client, f, "linkedin");
      return freshPost()(make, f);
    },
    body: (f) => ({ postId: own(f, "post"), media: "linkedin", comment: "" }),
    allowed: "signedIn",
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
    arrange: async (_make, f, client) => {
      await connectNetwork(client, f, "linkedin");
      return {};
    },
    url: () => "/api/socnet/linkedin/connection",
    isolate: [socialConnection],
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/socnet",
    url: (f) => `/api/company/${f.companyId}/socnet`,
    body: () => ({ nameList: ["Twitter", "Linkedin", "Facebook", "Xing"] }),
    isolate: [company],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/socnet/:name",
    url: (f) => `/api/company/${f.companyId}/socnet/Linkedin`,
    body: () => ({ SharingPoint: 12 }),
    isolate: [company],
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/socnet/:name",
    url: (f) => `/api/company/${f.companyId}/socnet/Linkedin`,
    body: () => ({ SharingPoint: 12 }),
    isolate: [company],
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
    body: () => ({ isEnabled: true, tagList: [{ name: "utm_source", type: "socialNetwork" }] }),
    isolate: [companyUtmSetting],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/post3/:postId/tracker",
    url: (f) => `/api/post3/${f.posts.published}/tracker?source=feed`,
    allowed: "signedIn",
  },
];
