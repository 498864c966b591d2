import { describe, expect, it } from "vitest";
import { findBlockedWord, normalizeWordList } from "./blockword.rules.ts";

describe("findBlockedWord", () => {
  it.each<[string, string[], string | null]>([
    ["This is darn good", ["darn"], "darn"],
    ["This is DARN good", ["darn"], "darn"],
    ["darned socks", ["darn"], null],
    ["undarn", ["darn"], null],
    ["snake_darn", ["darn"], null],
    ["(darn)!", ["darn"], "darn"],
    ["Ärger im Büro", ["ärger"], "ärger"],
    ["Verärgert", ["ärger"], null],
    ["ÉCOLE fermée", ["école"], "école"],
    ["secret   project launch", ["secret project"], "secret project"],
    ["c++ rocks", ["c++"], "c++"],
    ["", ["darn"], null],
    ["nothing here", [], null],
    ["Привет мир", ["мир"], "мир"],
    ["Приветмир", ["мир"], null],
  ])("%j with %j → %j", (text, words, expected) => expect(findBlockedWord(text, words)).toBe(expected));
});

describe("normalizeWordList", () => {
  it("trims, drops blanks and case-insensitive duplicates", () => {
    expect(normalizeWordList([" Darn ", "darn", "", "  ", "heck"])).toEqual(["Darn", "heck"]);
  });
});
