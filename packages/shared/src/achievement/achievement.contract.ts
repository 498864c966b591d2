import { z } from "zod";
import { TROPHY_LEVELS, TROPHY_NAMES } from "./achievement.rules.ts";

const trophyNameSchema = z.enum(TROPHY_NAMES);
const trophyLevelSchema = z.enum(TROPHY_LEVELS);

/** One of the user's trophies (core §3 Achievements): no level is a locked badge. */
export const trophySchema = z.object({
  name: trophyNameSchema,
  level: trophyLevelSchema.nullable(),
  /** Posts shared (advocate) or proposed (creator) so far. */
  count: z.number().int().nonnegative(),
  nextLevel: trophyLevelSchema.nullable(),
  /** Posts needed for the next level (null at the top). */
  nextLevelCount: z.number().int().nullable(),
});
export type Trophy = z.infer<typeof trophySchema>;

export const achievementsSchema = z.object({ trophyList: z.array(trophySchema) });
export type Achievements = z.infer<typeof achievementsSchema>;

/** Every trophy and its levels with their thresholds and labels: what can be earned. */
export const availableAchievementsSchema = z.object({
  trophyList: z.array(
    z.object({
      name: trophyNameSchema,
      levelList: z.array(z.object({ level: trophyLevelSchema, label: z.string(), count: z.number().int() })),
    }),
  ),
});
export type AvailableAchievements = z.infer<typeof availableAchievementsSchema>;
