import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  leaderboardExportQuerySchema,
  leaderboardFilterCreateBodySchema,
  leaderboardFilterIdParamsSchema,
  leaderboardFilterSchema,
  leaderboardFilterUpdateBodySchema,
  leaderboardRankingQuerySchema,
  leaderboardRankingSchema,
  leaderboardSettingsBodySchema,
  leaderboardSettingsSchema,
} from "./leaderboard.contract.ts";

const filterIdOnly = z.object({ filterId: objectIdSchema });

export const leaderboardEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard3",
    summary: "Leaderboard settings: enabled or not, and the company's leaderboards in their order",
    response: leaderboardSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/api/leaderboard3",
    summary: "Turn the leaderboard on or off and order the leaderboards (orderedLeaderboardIdList)",
    body: leaderboardSettingsBodySchema,
    response: leaderboardSettingsSchema,
  }),
  createFilter: defineEndpoint({
    method: "POST",
    path: "/api/leaderboard3",
    summary: "Create a leaderboard (name, time range, teams); it goes last in the order",
    body: leaderboardFilterCreateBodySchema,
    response: z.object({ _id: objectIdSchema }),
  }),
  ranking: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard3/{filterId}",
    summary:
      "The ranking by points of a leaderboard (or of a time range over everyone), optionally one team's or group's",
    params: leaderboardFilterIdParamsSchema,
    query: leaderboardRankingQuerySchema,
    response: leaderboardRankingSchema,
  }),
  updateFilter: defineEndpoint({
    method: "PUT",
    path: "/api/leaderboard3/{filterId}",
    summary: "Change a leaderboard's name, time range or teams",
    params: filterIdOnly,
    body: leaderboardFilterUpdateBodySchema,
    response: leaderboardFilterSchema,
  }),
  deleteFilter: defineEndpoint({
    method: "DELETE",
    path: "/api/leaderboard3/{filterId}",
    summary: "Delete a leaderboard (it leaves the order too)",
    params: filterIdOnly,
    response: z.object({ _id: objectIdSchema }),
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/api/leaderboard3/export/csv",
    summary: "CSV of the ranking between dateFrom and dateTo (days included), optionally one group's",
    query: leaderboardExportQuerySchema,
    response: z.string().describe("CSV: Rank, First name, Last name, Email, Points"),
  }),
};
