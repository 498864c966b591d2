/**
 * Core §4 Trophy levels: junior (shown 'new'), intermediate ('aspiring'), senior ('professional'),
 * expert, vp ('veteran'), chief ('grand master'), reached at 1, 5, 20, 50, 100 and 300 posts shared
 * (advocate) or proposed (creator). No level means a locked badge.
 */
export const TROPHY_NAMES = ["advocate", "creator"] as const;
export type TrophyName = (typeof TROPHY_NAMES)[number];

export const TROPHY_LEVELS = ["junior", "intermediate", "senior", "expert", "vp", "chief"] as const;
export type TrophyLevel = (typeof TROPHY_LEVELS)[number];

export const TROPHY_THRESHOLDS: Readonly<Record<TrophyLevel, number>> = {
  junior: 1,
  intermediate: 5,
  senior: 20,
  expert: 50,
  vp: 100,
  chief: 300,
};

/** The label people see for a level. */
export const TROPHY_LEVEL_LABEL: Readonly<Record<TrophyLevel, string>> = {
  junior: "new",
  intermediate: "aspiring",
  senior: "professional",
  expert: "expert",
  vp: "veteran",
  chief: "grand master",
};

/** The highest level reached with `count` posts, or null (a locked badge). */
export function trophyLevelFor(count: number): TrophyLevel | null {
  let reached: TrophyLevel | null = null;
  for (const level of TROPHY_LEVELS) if (count >= TROPHY_THRESHOLDS[level]) reached = level;
  return reached;
}

/** The level after `level` (the first one when locked), or null at the top. */
export function nextTrophyLevel(level: TrophyLevel | null): TrophyLevel | null {
  if (level === null) return TROPHY_LEVELS[0];
  return TROPHY_LEVELS[TROPHY_LEVELS.indexOf(level) + 1] ?? null;
}
