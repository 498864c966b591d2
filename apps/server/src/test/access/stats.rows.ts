import type { AccessRow } from "./principals.ts";

/** The profile dashboard's figures and the trophies: each signed-in user reads their own. */
export const statsRows: AccessRow[] = [
  { method: "GET", route: "/api/user/me/stats/count", allowed: "signedIn" },
  { method: "GET", route: "/api/user/me/stats/series", allowed: "signedIn" },
];
