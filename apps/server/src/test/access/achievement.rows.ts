import type { AccessRow } from "./principals.ts";

/** Trophies: each signed-in user reads their own. */
export const achievementRows: AccessRow[] = [
  { method: "GET", route: "/api/achievements", allowed: "signedIn" },
  { method: "GET", route: "/api/achievements/available", allowed: "signedIn" },
];
