import { newObjectId } from "@chorus/shared/ids/object-id";
import { leaderboardFilter, leaderboardSetting } from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/** A leaderboard of the world's team, built for the case (edited or deleted by it). */
const aLeaderboard = async (make: Factories, f: Fixtures) => {
  const id = newObjectId();
  await make.db.insert(leaderboardFilter).values({
    id,
    companyId: f.companyId,
    name: `Matrix leaderboard of ${f.principal}`,
    period: "ThisMonth",
    teamIdList: [f.teamId],
  });
  return { leaderboard: id };
};

/** Leaderboards: read by everyone signed in; set up and exported by admins (admin, partner, smarper). */
export const leaderboardRows: AccessRow[] = [
  { method: "GET", route: "/api/leaderboard3", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/leaderboard3",
    body: () => ({ leaderboardEnabled: true }),
    isolate: [leaderboardSetting],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/leaderboard3",
    body: (f) => ({
      name: `Matrix ${f.principal}`,
      filter: "AllTime",
      filteredTeamList: [{ _id: f.teamId }],
    }),
    isolate: [leaderboardSetting],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/leaderboard3/:filterId",
    variant: "a time range over everyone",
    url: () => "/api/leaderboard3/ThisMonth",
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/leaderboard3/:filterId",
    variant: "an admin's leaderboard",
    arrange: aLeaderboard,
    url: (f) => `/api/leaderboard3/${own(f, "leaderboard")}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/leaderboard3/:filterId",
    arrange: aLeaderboard,
    url: (f) => `/api/leaderboard3/${own(f, "leaderboard")}`,
    body: () => ({ name: "Renamed" }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/leaderboard3/:filterId",
    arrange: aLeaderboard,
    url: (f) => `/api/leaderboard3/${own(f, "leaderboard")}`,
    isolate: [leaderboardSetting],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/leaderboard3/export/csv",
    url: () => "/api/leaderboard3/export/csv?dateFrom=2026-01-01&dateTo=2026-01-31",
    allowed: MANAGERS,
  },
];
