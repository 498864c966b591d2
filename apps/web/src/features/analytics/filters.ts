import type { AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

const DAY_MS = 86_400_000;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range a preset names: the last N days up to today (UTC), today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayOf(now) };
}

/** The default range: the last 30 days. */
export const DEFAULT_DAYS = 30;

/**
 * The analytics filter lives in the URL (from, to, groupId, channelId), so a report can be
 * bookmarked or sent to a colleague; missing or malformed values fall back to the last 30 days.
 */
export function useAnalyticsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<AnalyticsFilter>(() => {
    const from = params.get("from");
    const to = params.get("to");
    const range = isDay(from) && isDay(to) && from <= to ? { from, to } : lastDays(DEFAULT_DAYS);
    const groupId = params.get("groupId") || undefined;
    const channelId = params.get("channelId") || undefined;
    return { ...range, ...(groupId ? { groupId } : {}), ...(channelId ? { channelId } : {}) };
  }, [params]);
  const setFilter = useCallback(
    (next: Partial<Record<keyof AnalyticsFilter, string | undefined>>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) merged.set(key, value);
            else merged.delete(key);
          }
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filter, setFilter };
}
