import { describe, expect, it } from "vitest";
import { nextTrophyLevel, TROPHY_LEVEL_LABEL, trophyLevelFor } from "./achievement.rules.ts";

describe("trophy levels (core §4)", () => {
  it.each([
    [0, null, "locked"],
    [1, "junior", "new"],
    [4, "junior", "new"],
    [5, "intermediate", "aspiring"],
    [19, "intermediate", "aspiring"],
    [20, "senior", "professional"],
    [49, "senior", "professional"],
    [50, "expert", "expert"],
    [99, "expert", "expert"],
    [100, "vp", "veteran"],
    [299, "vp", "veteran"],
    [300, "chief", "grand master"],
    [5000, "chief", "grand master"],
  ] as const)("%i posts give %s (shown %s)", (count, level, label) => {
    expect(trophyLevelFor(count)).toBe(level);
    expect(level === null ? "locked" : TROPHY_LEVEL_LABEL[level]).toBe(label);
  });

  it.each([
    [null, "junior"],
    ["junior", "intermediate"],
    ["vp", "chief"],
    ["chief", null],
  ] as const)("after %s comes %s", (level, next) => {
    expect(nextTrophyLevel(level)).toBe(next);
  });
});
