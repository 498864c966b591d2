import { describe, expect, it } from "vitest";
import { type LeaderboardPeriod, parseDay, periodRange } from "./leaderboard.rules.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("leaderboard time ranges (catalogue: Leaderboard filter)", () => {
  // Wednesday 2026-11-25 15:30 UTC; Sunday 2026-11-29; Monday 2026-11-30; 1 Nov 2026 is a Sunday.
  it.each([
    ["ThisWeek", "2026-11-25T15:30:00Z", "2026-11-23T00:00:00.000Z", null],
    ["ThisWeek", "2026-11-29T23:59:59Z", "2026-11-23T00:00:00.000Z", null],
    ["ThisWeek", "2026-11-30T00:00:00Z", "2026-11-30T00:00:00.000Z", null],
    ["ThisWeek", "2026-11-01T10:00:00Z", "2026-10-26T00:00:00.000Z", null],
    ["ThisMonth", "2026-11-25T15:30:00Z", "2026-11-01T00:00:00.000Z", null],
    ["ThisMonth", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000Z", null],
    ["AllTime", "2026-11-25T15:30:00Z", null, null],
  ] as const)("%s at %s starts %s", (period, now, from, to) => {
    const range = periodRange(period as LeaderboardPeriod, new Date(now));
    expect({ from: iso(range?.from ?? null), to: iso(range?.to ?? null) }).toEqual({ from, to });
  });

  it.each([
    ["2026-11-01", "2026-11-30", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["2026-02-28", "2026-02-28", "2026-02-28T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
  ])("Custom %s to %s covers both days", (dateFrom, dateTo, from, to) => {
    const range = periodRange("Custom", new Date(), { dateFrom, dateTo });
    expect({ from: iso(range?.from ?? null), to: iso(range?.to ?? null) }).toEqual({ from, to });
  });

  it.each([
    [undefined, "2026-11-30"],
    ["2026-11-01", undefined],
    ["2026-12-01", "2026-11-30"],
    ["2026-02-30", "2026-03-01"],
    ["yesterday", "2026-03-01"],
  ])("Custom %s to %s is refused", (dateFrom, dateTo) => {
    expect(periodRange("Custom", new Date(), { dateFrom, dateTo })).toBeNull();
  });

  it("reads only real days", () => {
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});
