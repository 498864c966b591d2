import { describe, expect, it } from "vitest";
import { influenceBand, influenceWindow, scoreForTopFraction, scoresFor } from "./influence.rules.ts";

describe("influencer score bands (core §9)", () => {
  it.each([
    [1, "lower 50%"],
    [20, "lower 50%"],
    [21, "top 50%"],
    [26, "top 50%"],
    [27, "top 40%"],
    [35, "top 40%"],
    [36, "top 30%"],
    [46, "top 30%"],
    [47, "top 20%"],
    [63, "top 20%"],
    [64, "top 10%"],
    [73, "top 10%"],
    [74, "top 5%"],
    [87, "top 5%"],
    [88, "top 1%"],
    [100, "top 1%"],
  ])("a score of %i is %s", (score, band) => {
    expect(influenceBand(score)).toBe(band);
  });

  it.each([
    [0.001, "top 1%"],
    [0.01, "top 1%"],
    [0.03, "top 5%"],
    [0.05, "top 5%"],
    [0.1, "top 10%"],
    [0.15, "top 20%"],
    [0.3, "top 30%"],
    [0.4, "top 40%"],
    [0.5, "top 50%"],
    [0.51, "lower 50%"],
    [1, "lower 50%"],
  ])("the top %f of a company lands in %s", (fraction, band) => {
    expect(influenceBand(scoreForTopFraction(fraction))).toBe(band);
  });

  it("keeps scores within 1 to 100 and never rising as the fraction grows", () => {
    let last = 101;
    for (let f = 0; f <= 1; f += 0.005) {
      const score = scoreForTopFraction(f);
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(100);
      expect(score).toBeLessThanOrEqual(last);
      last = score;
    }
  });

  it("ranks users of a company: more activity, higher score; equal activity, equal score", () => {
    const scores = scoresFor(
      new Map([
        ["a", 10],
        ["b", 5],
        ["c", 5],
        ["d", 1],
      ]),
      100,
    );
    expect(scores.get("a")).toBeGreaterThan(scores.get("b") ?? 0);
    expect(scores.get("b")).toBe(scores.get("c"));
    expect(scores.get("c")).toBeGreaterThan(scores.get("d") ?? 0);
    // 1 of 100 active users ahead of everyone: in the top 1%.
    expect(influenceBand(scores.get("a") ?? 0)).toBe("top 1%");
  });

  it("counts from six months before up to yesterday's end", () => {
    const { from, to } = influenceWindow(new Date("2026-11-24T13:00:00Z"));
    expect(from.toISOString()).toBe("2026-05-24T00:00:00.000Z");
    expect(to.toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
});
