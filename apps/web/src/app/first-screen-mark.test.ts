// @vitest-environment jsdom
import { FIRST_SCREEN_ATTRIBUTE } from "@chorus/shared/boot/first-screen";
import { describe, expect, it } from "vitest";
import { readFirstScreenMark } from "./first-screen-mark.ts";

const HINTS = {
  location: { protocol: "https:", hostname: "acme.example", port: "" },
  wide: false,
  languages: ["fr"],
};

const rootWith = (value: string | null) => {
  const root = document.createElement("div");
  if (value !== null) root.setAttribute(FIRST_SCREEN_ATTRIBUTE, value);
  return root;
};

describe("readFirstScreenMark", () => {
  it("reads the server's note: what it drew for", () => {
    expect(
      readFirstScreenMark(rootWith(JSON.stringify({ hints: HINTS, language: "fr", parts: ["survey"] }))),
    ).toEqual({
      hints: HINTS,
      language: "fr",
      parts: ["survey"],
    });
  });

  it.each([
    ["no note (the plain page)", null],
    ["a note cut short", '{"hints":'],
    ["no language", JSON.stringify({ hints: HINTS, parts: [] })],
    ["no parts", JSON.stringify({ hints: HINTS, language: "fr" })],
    [
      "a viewport that is no boolean",
      JSON.stringify({ hints: { ...HINTS, wide: "yes" }, language: "fr", parts: [] }),
    ],
    [
      "languages that are no list",
      JSON.stringify({ hints: { ...HINTS, languages: "fr" }, language: "fr", parts: [] }),
    ],
    ["no address", JSON.stringify({ hints: { ...HINTS, location: null }, language: "fr", parts: [] })],
  ])("is null for %s: the page is drawn afresh", (_case, value) => {
    expect(readFirstScreenMark(rootWith(value))).toBeNull();
  });
});
