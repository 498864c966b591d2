import { describe, expect, it } from "vitest";
import { toPlainCommentText } from "./comment-text.ts";

describe("toPlainCommentText", () => {
  it.each([
    ["plain text", "Great news!", "Great news!"],
    ["surrounding whitespace", "  hi \n", "hi"],
    ["bold markup", "<b>Great</b> news", "Great news"],
    ["a script with its content", "ok<script>alert(1)</script>", "ok"],
    ["an image with a handler", 'look <img src=x onerror="alert(1)">here', "look here"],
    ["a link (text kept)", '<a href="javascript:alert(1)">click</a>', "click"],
    ["escaped markup smuggled in", "&lt;script&gt;alert(1)&lt;/script&gt;", ""],
    ["comparison signs", "a < b and c > d", "a < b and c > d"],
    ["ampersands and quotes", `Tom & Jerry's "show"`, `Tom & Jerry's "show"`],
    ["named entities", "caf&eacute;", "café"],
    ["line breaks", "one\ntwo", "one\ntwo"],
    ["tags only", "<p> </p>", ""],
  ])("%s", (_name, raw, expected) => {
    expect(toPlainCommentText(raw)).toBe(expected);
  });
});
