import { describe, expect, it } from "vitest";
import { type Span, spansOf } from "./leaderboard-spans.ts";

const day = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);
const d = (start: string): Span => ({ span: "day", start });
const w = (start: string): Span => ({ span: "week", start });
const m = (start: string): Span => ({ span: "month", start });

// 2026-11-24 is a Tuesday; 2026-11-23 a Monday; 2026-11-30 a Monday whose week crosses into December.
const NOW = new Date("2026-11-24T15:30:00.000Z");

describe("spansOf: the rollup spans that cover a ranking's range exactly", () => {
  const cases: [string, Date, Date | null, Date, Span[]][] = [
    ["this week (open end): one week row", day("2026-11-23"), null, NOW, [w("2026-11-23")]],
    ["this month (open end): one month row", day("2026-11-01"), null, NOW, [m("2026-11-01")]],
    [
      "this week when it started in the previous month: its days there, then the month",
      day("2026-11-30"),
      null,
      new Date("2026-12-02T08:00:00.000Z"),
      [d("2026-11-30"), m("2026-12-01")],
    ],
    [
      "a closed past range: days to the Monday, whole weeks, days to the month, the month, days",
      day("2026-08-27"),
      day("2026-10-12"),
      NOW,
      [
        d("2026-08-27"),
        d("2026-08-28"),
        d("2026-08-29"),
        d("2026-08-30"),
        d("2026-08-31"),
        m("2026-09-01"),
        d("2026-10-01"),
        d("2026-10-02"),
        d("2026-10-03"),
        d("2026-10-04"),
        w("2026-10-05"),
      ],
    ],
    [
      "a range ending tomorrow or later may use the current month whole (nothing is recorded ahead)",
      day("2026-10-01"),
      day("2026-11-25"),
      NOW,
      [m("2026-10-01"), m("2026-11-01")],
    ],
    [
      "a range ending today (exclusive) may not: the month row would include today",
      day("2026-11-16"),
      day("2026-11-24"),
      NOW,
      [w("2026-11-16"), d("2026-11-23")],
    ],
    ["one past day", day("2026-03-15"), day("2026-03-16"), NOW, [d("2026-03-15")]],
    ["a range after today: nothing can be in it", day("2026-12-01"), day("2026-12-31"), NOW, []],
    [
      "a week that fits inside its month is read whole",
      day("2026-02-02"),
      day("2026-02-09"),
      NOW,
      [w("2026-02-02")],
    ],
  ];
  for (const [label, from, to, now, expected] of cases)
    it(label, () => {
      expect(spansOf(from, to, now)).toEqual(expected);
    });

  it("covers every day of a range once, for every start and length over two years", () => {
    const DAY_MS = 86_400_000;
    const spanEnd = (s: Span) => {
      const start = day(s.start);
      if (s.span === "day") return start.getTime() + DAY_MS;
      if (s.span === "week") return start.getTime() + 7 * DAY_MS;
      return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
    };
    const first = day("2025-01-01").getTime();
    for (let start = 0; start < 400; start += 3)
      for (const length of [1, 6, 7, 8, 30, 31, 45, 92, 365]) {
        const from = new Date(first + start * DAY_MS);
        const to = new Date(from.getTime() + length * DAY_MS);
        const spans = spansOf(from, to, NOW);
        const stop = Math.min(to.getTime(), day("2026-11-25").getTime());
        let cursor = from.getTime();
        for (const s of spans) {
          expect(day(s.start).getTime()).toBe(cursor);
          cursor = spanEnd(s);
          // A span may only reach past the range's end when the end is after now.
          if (cursor > to.getTime()) expect(to.getTime()).toBeGreaterThan(NOW.getTime());
        }
        expect(cursor).toBeGreaterThanOrEqual(Math.max(stop, from.getTime()));
      }
  });
});
