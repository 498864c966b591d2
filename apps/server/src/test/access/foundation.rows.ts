import { DEMO_PASSWORD } from "../test-app.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/** Status, configuration, sessions, sign-in and sign-out. Calls that change a session use a throw-away one. */
export const foundationRows: AccessRow[] = [
  { method: "GET", route: "/api/status", allowed: "everyone" },
  { method: "GET", route: "/api/config", allowed: "everyone" },
  { method: "GET", route: "/manifest.webmanifest", allowed: "everyone" },
  { method: "GET", route: "/api/session", allowed: "everyone" },
  { method: "GET", route: "/api/session2", allowed: "signedIn" },
  { method: "GET", route: "/api/session2/user/enhancement", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/session",
    // Each principal asks for the role it already holds, which it may always take.
    body: (f) => ({ role: f.principal === "anonymous" ? "sharer" : f.principal }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/session",
    variant: "a role the user does not hold",
    body: () => ({ role: "smarper" }),
    allowed: ["smarper"],
    refused: {
      by: ["sharer", "channel_analyst", "channel_manager", "group_admin", "admin", "partner"],
      status: 403,
    },
  },
  {
    method: "POST",
    route: "/auth/password",
    // A user with a password signs in; the browser's earlier session, if any, is replaced.
    arrange: async (make, f) => ({
      email: (await make.user(f.companyId, { passwordHash: f.passwordHash })).email ?? "",
    }),
    body: (f) => ({ email: own(f, "email"), password: DEMO_PASSWORD }),
    freshClient: true,
    allowed: "everyone",
  },
  { method: "GET", route: "/auth/out", allowed: "everyone", okStatus: 302, freshClient: true },
  {
    method: "POST",
    route: "/auth/out/force/:userId",
    arrange: async (make, f) => ({ user: (await make.user(f.companyId)).id }),
    url: (f) => `/auth/out/force/${own(f, "user")}`,
    allowed: MANAGERS,
  },
];
