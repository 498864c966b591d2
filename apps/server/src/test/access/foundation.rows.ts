import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

export const foundationRows: AccessRow[] = [
  { method: "GET", route: "/api/status", allowed: "everyone" },
  { method: "GET", route: "/api/config", allowed: "everyone" },
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
    method: "POST",
    route: "/auth/password",
    body: () => ({ email: "nobody@acme.example", password: "wrong-password-1" }),
    allowed: "everyone",
    okStatus: 400,
  },
  { method: "GET", route: "/auth/out", allowed: "everyone", okStatus: 302, freshClient: true },
  {
    method: "POST",
    route: "/auth/out/force/:userId",
    url: (f) => `/auth/out/force/${f.bystanderId}`,
    allowed: MANAGERS,
  },
];
