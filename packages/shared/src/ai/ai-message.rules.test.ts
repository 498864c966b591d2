import { describe, expect, it } from "vitest";
import {
  cutToLimit,
  distinctSuggestions,
  IDENTICAL_SHARE_THRESHOLD,
  identicalShareWarning,
  normalizeShareText,
  parseSuggestions,
  wordOverlap,
} from "./ai-message.rules.ts";

describe("normalizeShareText", () => {
  it.each([
    ["  Great   read!\n", "great read!"],
    ["GREAT\tREAD!", "great read!"],
    ["Great read.", "great read."],
  ])("%j → %j", (input, expected) => expect(normalizeShareText(input)).toBe(expected));
});

describe("identicalShareWarning", () => {
  it.each([
    [0, false],
    [IDENTICAL_SHARE_THRESHOLD - 1, false],
    [IDENTICAL_SHARE_THRESHOLD, true],
    [20, true],
  ])("%i colleagues → warning %s", (count, warns) => {
    expect(identicalShareWarning(count) !== undefined).toBe(warns);
  });
});

describe("distinctSuggestions", () => {
  it("drops blanks, exact and near-identical repeats, keeps different ones", () => {
    expect(
      distinctSuggestions([
        "Proud of our team's new product launch today!",
        "proud of our team's NEW product launch today",
        "  ",
        "Our new launch is out: have a look at what we built.",
        "Proud of our team's new product launch today! 🚀",
      ]),
    ).toEqual([
      "Proud of our team's new product launch today!",
      "Our new launch is out: have a look at what we built.",
    ]);
  });

  it("measures overlap on words", () => {
    expect(wordOverlap("a b c d", "a b c d")).toBe(1);
    expect(wordOverlap("a b", "c d")).toBe(0);
  });
});

describe("cutToLimit", () => {
  it.each([
    ["short text", 255, "short text"],
    ["short text", null, "short text"],
    ["one two three four", 12, "one two…"],
    ["abcdefghijkl", 6, "abcde…"],
    ["x", 0, ""],
  ])("%j within %s → %j", (text, limit, expected) => {
    const cut = cutToLimit(text, limit);
    expect(cut).toBe(expected);
    if (limit !== null) expect([...cut].length).toBeLessThanOrEqual(limit);
  });
});

describe("parseSuggestions", () => {
  it.each([
    ['{"messages":["a","b"]}', ["a", "b"]],
    ['```json\n{"messages":["a"]}\n```', ["a"]],
    ['["a","b"]', ["a", "b"]],
    ['{"suggestions":[{"text":"a"},{"text":"b"}]}', ["a", "b"]],
    ['Here you go: {"messages":["a"]} Enjoy', ["a"]],
    ["no json at all", null],
    ['{"messages":[]}', null],
    ["{broken", null],
  ])("%j → %j", (answer, expected) => expect(parseSuggestions(answer)).toEqual(expected));
});
