import { describe, expect, it } from "vitest";
import { formatLongDate, formatPostDate, formatShortDate } from "./dates.ts";

// Local times, so the table holds in any time zone.
const now = new Date(2026, 4, 20, 15, 30, 0); // 20 May 2026, 15:30
const at = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0);

describe("formatPostDate (core §5)", () => {
  it.each([
    ["seconds ago, same day", at(2026, 4, 20, 15, 29, 40), "a few seconds ago"],
    ["a minute ago", at(2026, 4, 20, 15, 29, 0), "a minute ago"],
    ["minutes ago", at(2026, 4, 20, 15, 10), "20 minutes ago"],
    ["an hour ago", at(2026, 4, 20, 14, 30), "an hour ago"],
    ["hours ago", at(2026, 4, 20, 9, 0), "7 hours ago"],
    ["early the same day", at(2026, 4, 20, 0, 5), "15 hours ago"],
    ["later the same day (scheduled)", at(2026, 4, 20, 18, 30), "in 3 hours"],
    ["yesterday late", at(2026, 4, 19, 23, 59), "19 May"],
    ["earlier this year", at(2026, 0, 3, 10, 0), "3 Jan"],
    ["another year", at(2025, 11, 31, 10, 0), "31 Dec 2025"],
    ["a future year", at(2027, 1, 1), "1 Feb 2027"],
  ])("%s", (_label, date, expected) => {
    expect(formatPostDate(date, now)).toBe(expected);
  });

  it("adds the year and skips the relative form when full is asked for", () => {
    expect(formatPostDate(at(2026, 4, 20, 9, 0), now, { full: true })).toBe("20 May 2026");
    expect(formatPostDate(at(2026, 0, 3), now, { full: true })).toBe("3 Jan 2026");
  });

  it("accepts ISO strings and timestamps", () => {
    const date = at(2026, 2, 7, 12);
    expect(formatPostDate(date.toISOString(), now)).toBe("7 Mar");
    expect(formatPostDate(date.getTime(), now)).toBe("7 Mar");
  });

  it.each([["not a date"], [""], [null], [undefined], [Number.NaN]])(
    "gives 'Invalid date' for %p",
    (input) => {
      expect(formatPostDate(input, now)).toBe("Invalid date");
    },
  );
});

describe("long and short forms", () => {
  it("long: D MMMM YYYY, dddd at HH:mm", () => {
    expect(formatLongDate(at(2026, 4, 20, 9, 5))).toBe("20 May 2026, Wednesday at 09:05");
  });
  it("short: D.MM.YYYY at HH:mm", () => {
    expect(formatShortDate(at(2026, 4, 2, 17, 45))).toBe("2.05.2026 at 17:45");
  });
  it("invalid input", () => {
    expect(formatLongDate("x")).toBe("Invalid date");
    expect(formatShortDate(null)).toBe("Invalid date");
  });
});
