import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { LEADERBOARD_PERIODS } from "./leaderboard.rules.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD");
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS);

const teamRefSchema = z.object({ _id: objectIdSchema, name: z.string() });

/** A leaderboard an admin set up (core §3 Leaderboard settings: _id, name, filteredTeamList). */
export const leaderboardFilterSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  /** The time range it ranks (catalogue: Leaderboard filter). */
  filter: leaderboardPeriodSchema,
  dateFrom: day.nullable(),
  dateTo: day.nullable(),
  /** Only members of these teams are ranked; empty means everyone. */
  filteredTeamList: z.array(teamRefSchema),
});
export type LeaderboardFilter = z.infer<typeof leaderboardFilterSchema>;

export const leaderboardSettingsSchema = z.object({
  leaderboardEnabled: z.boolean(),
  orderedLeaderboardList: z.array(leaderboardFilterSchema),
  orderedLeaderboardIdList: z.array(objectIdSchema),
});
export type LeaderboardSettings = z.infer<typeof leaderboardSettingsSchema>;

export const leaderboardSettingsBodySchema = z
  .object({
    leaderboardEnabled: z.boolean().optional(),
    orderedLeaderboardIdList: z.array(objectIdSchema).max(100).optional(),
  })
  .strict();

const filterFields = {
  name: z.string().trim().min(1).max(100),
  filter: leaderboardPeriodSchema,
  dateFrom: day.nullish(),
  dateTo: day.nullish(),
  filteredTeamList: z.array(z.object({ _id: objectIdSchema })).max(200),
};
export const leaderboardFilterCreateBodySchema = z.object(filterFields).strict();
export const leaderboardFilterUpdateBodySchema = z.object(filterFields).partial().strict();
export type LeaderboardFilterBody = z.infer<typeof leaderboardFilterCreateBodySchema>;

export const leaderboardFilterIdParamsSchema = z.object({
  /** A leaderboard's _id, or a time range (ThisWeek, ThisMonth, AllTime, Custom) over everyone. */
  filterId: z.union([objectIdSchema, leaderboardPeriodSchema]),
});

export const leaderboardRankingQuerySchema = z.object({
  teamId: objectIdSchema.optional(),
  groupId: objectIdSchema.optional(),
  /** Overrides the leaderboard's own range. */
  filter: leaderboardPeriodSchema.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Core §3 Ranked user. */
export const rankedUserSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  point: z.number().int(),
  avatarUrl: z.string().nullable(),
  rank: z.number().int().positive(),
});
export type RankedUser = z.infer<typeof rankedUserSchema>;

export const leaderboardRankingSchema = z.object({
  filter: leaderboardPeriodSchema,
  dateFrom: day.nullable(),
  dateTo: day.nullable(),
  /** How many people have points in the range (the pages' end). */
  total: z.number().int(),
  leaderboardList: z.array(rankedUserSchema),
  /** The caller's own line, wherever it is; null when they have no points in the range. */
  me: rankedUserSchema.nullable(),
});
export type LeaderboardRanking = z.infer<typeof leaderboardRankingSchema>;

export const leaderboardExportQuerySchema = z.object({
  groupId: objectIdSchema.optional(),
  dateFrom: day,
  dateTo: day,
});

export const LEADERBOARD_CSV_COLUMNS = ["Rank", "First name", "Last name", "Email", "Points"] as const;
