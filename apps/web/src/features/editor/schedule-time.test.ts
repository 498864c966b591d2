import { describe, expect, it } from "vitest";
import { nextHalfHour, timeOfDay } from "./schedule-time.ts";

const at = (h: number, m: number, s = 0, day = 24) => new Date(2026, 10, day, h, m, s);

describe("nextHalfHour", () => {
  it.each([
    [at(10, 7), at(10, 30)],
    [at(10, 29, 59), at(10, 30)],
    [at(10, 30), at(11, 0)],
    [at(10, 30, 1), at(11, 0)],
    [at(10, 0), at(10, 30)],
    [at(23, 45), at(0, 0, 0, 25)],
  ])("%s → %s", (now, expected) => {
    expect(nextHalfHour(now)).toEqual(expected);
  });
});

describe("timeOfDay", () => {
  it("gives the picker's HH:mm:ss", () => {
    expect(timeOfDay(at(9, 30))).toBe("09:30:00");
    expect(timeOfDay(at(0, 0, 0, 25))).toBe("00:00:00");
  });
});
