/**
 * Core §9 Influencer score: 1 to 100, updated daily, counting shares from yesterday back 6 months.
 *
 * How it is computed (README, "Influencer score"): each share in the window weighs
 * (1 + ln(1 + its unique clicks)) × recency, recency going linearly from 1 (yesterday) to 0.5 (six
 * months ago); a user's activity is the sum. Among the company's active users, a user's top
 * fraction is (users with more activity + half of those with the same, themselves included) ÷
 * active users, and the score follows the bands of §9 through these anchors, linearly between
 * them. Users without a share in the window have no score.
 */
export const INFLUENCE_WINDOW_MONTHS = 6;

/** [top fraction, score] from the best to the lowest: 'top 1%' starts at 88, 'top 50%' at 21. */
const ANCHORS: readonly (readonly [number, number])[] = [
  [0, 100],
  [0.01, 88],
  [0.05, 74],
  [0.1, 64],
  [0.2, 47],
  [0.3, 36],
  [0.4, 27],
  [0.5, 21],
  [1, 1],
];

/** The score of a user whose activity puts them in the top `fraction` (0 < fraction ≤ 1). */
export function scoreForTopFraction(fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  for (let i = 1; i < ANCHORS.length; i++) {
    const [f1, s1] = ANCHORS[i - 1] as readonly [number, number];
    const [f2, s2] = ANCHORS[i] as readonly [number, number];
    if (f <= f2) {
      const exact = s1 + ((f - f1) / (f2 - f1)) * (s2 - s1);
      // Rounded down so a user exactly at a band's edge stays in it (top 1% → 88, not 89).
      return Math.min(100, Math.max(1, Math.floor(exact + 1e-9)));
    }
  }
  return 1;
}

/**
 * Scores for a company: activities of the users who shared (> 0) and how many active users the
 * company has (sharers included). Equal activities get equal scores.
 */
export function scoresFor(activities: ReadonlyMap<string, number>, activeUsers: number): Map<string, number> {
  const total = Math.max(activeUsers, activities.size);
  const sorted = [...activities.values()].sort((a, b) => b - a);
  const scores = new Map<string, number>();
  for (const [userId, activity] of activities) {
    const above = sorted.findIndex((value) => value <= activity);
    let same = 0;
    for (let i = above; i < sorted.length && sorted[i] === activity; i++) same++;
    scores.set(userId, scoreForTopFraction((above + same / 2) / total));
  }
  return scores;
}

export const INFLUENCE_BANDS = [
  { min: 88, label: "top 1%" },
  { min: 74, label: "top 5%" },
  { min: 64, label: "top 10%" },
  { min: 47, label: "top 20%" },
  { min: 36, label: "top 30%" },
  { min: 27, label: "top 40%" },
  { min: 21, label: "top 50%" },
  { min: 1, label: "lower 50%" },
] as const;

/** Core §9 bands: below 21 lower 50%; 21-26 top 50%; … 88 and above top 1%. */
export function influenceBand(score: number): (typeof INFLUENCE_BANDS)[number]["label"] {
  return INFLUENCE_BANDS.find((band) => score >= band.min)?.label ?? "lower 50%";
}

/** The window the score of `day` counts: from six months before to the end of the day before (UTC). */
export function influenceWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - INFLUENCE_WINDOW_MONTHS);
  return { from, to };
}
