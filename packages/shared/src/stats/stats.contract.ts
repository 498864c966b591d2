import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day, YYYY-MM-DD");

export const STATS_INTERVALS = ["day", "week", "month"] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];
/** The longest range a series covers, so a page never asks for years of days. */
export const STATS_MAX_DAYS = 731;

/** Days from and to, both included; without them the last 30 days up to today (UTC). */
export const statsRangeQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const statsSeriesQuerySchema = statsRangeQuerySchema.extend({
  interval: z.enum(STATS_INTERVALS).default("day"),
});

/**
 * The signed-in user's activity in the range: posts shared (successful shares), unique clicks on
 * their shared links, reactions (their likes and comments), points earned; and their totals.
 */
export const statsCountSchema = z.object({
  from: day,
  to: day,
  shareCount: z.number().int(),
  clickCount: z.number().int(),
  reactionCount: z.number().int(),
  point: z.number().int(),
  Star: z.number().int(),
  Coin: z.number().int(),
  smarpScore: z.number().int().nullable(),
});
export type StatsCount = z.infer<typeof statsCountSchema>;

export const statsSeriesSchema = z.object({
  from: day,
  to: day,
  interval: z.enum(STATS_INTERVALS),
  /** One entry per interval (its first day), empty intervals included. */
  series: z.array(
    z.object({
      date: day,
      shares: z.number().int(),
      clicks: z.number().int(),
      reactions: z.number().int(),
      points: z.number().int(),
    }),
  ),
  /** The daily influencer scores in the range. */
  scoreHistory: z.array(z.object({ day, score: z.number().int() })),
});
export type StatsSeries = z.infer<typeof statsSeriesSchema>;
