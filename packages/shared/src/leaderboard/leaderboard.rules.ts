/** Catalogue constant "Leaderboard filter": the time ranges a ranking covers. */
export const LEADERBOARD_PERIODS = ["ThisWeek", "ThisMonth", "AllTime", "Custom"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const isLeaderboardPeriod = (value: string): value is LeaderboardPeriod =>
  (LEADERBOARD_PERIODS as readonly string[]).includes(value);

/** A half-open time range [from, to); null ends are open (AllTime has neither). */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) as its UTC midnight, or null when it is not a real day. */
export function parseDay(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * The range a period covers at `now`, in UTC: ThisWeek from Monday 00:00, ThisMonth from the 1st,
 * AllTime everything, Custom the calendar days dateFrom to dateTo, both included. Null when a
 * Custom range is missing a day, names an impossible one, or ends before it starts.
 */
export function periodRange(
  period: LeaderboardPeriod,
  now: Date,
  custom: { dateFrom?: string | null; dateTo?: string | null } = {},
): TimeRange | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case "AllTime":
      return { from: null, to: null };
    case "ThisWeek": {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return { from: new Date(midnight - sinceMonday * DAY_MS), to: null };
    }
    case "ThisMonth":
      return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: null };
    case "Custom": {
      const from = custom.dateFrom ? parseDay(custom.dateFrom) : null;
      const last = custom.dateTo ? parseDay(custom.dateTo) : null;
      if (!from || !last || last < from) return null;
      return { from, to: new Date(last.getTime() + DAY_MS) };
    }
  }
}

/** The widget shows 3 top cards, then ranks 4 to 10 in rows (core §2). */
export const LEADERBOARD_WIDGET_SIZE = 10;
export const LEADERBOARD_TOP_CARDS = 3;
