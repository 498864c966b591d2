import type { Achievements, AvailableAchievements } from "@chorus/shared/achievement/achievement.contract";
import {
  nextTrophyLevel,
  TROPHY_LEVEL_LABEL,
  TROPHY_LEVELS,
  TROPHY_NAMES,
  TROPHY_THRESHOLDS,
  type TrophyName,
  trophyLevelFor,
} from "@chorus/shared/achievement/achievement.rules";
import type { RequestContext } from "../../platform/context.ts";
import { countTrophyPosts } from "./achievement.repository.ts";

function trophy(name: TrophyName, count: number) {
  const level = trophyLevelFor(count);
  const nextLevel = nextTrophyLevel(level);
  return { name, level, count, nextLevel, nextLevelCount: nextLevel ? TROPHY_THRESHOLDS[nextLevel] : null };
}

/** GET /api/achievements: the caller's advocate and creator trophies. */
export async function myAchievements(ctx: RequestContext): Promise<Achievements> {
  const counts = await countTrophyPosts(ctx.db, ctx.companyId, ctx.actor.userId);
  return { trophyList: [trophy("advocate", counts.shared), trophy("creator", counts.proposed)] };
}

/** GET /api/achievements/available: every trophy and the posts each level takes. */
export function availableAchievements(): AvailableAchievements {
  return {
    trophyList: TROPHY_NAMES.map((name) => ({
      name,
      levelList: TROPHY_LEVELS.map((level) => ({
        level,
        label: TROPHY_LEVEL_LABEL[level],
        count: TROPHY_THRESHOLDS[level],
      })),
    })),
  };
}
