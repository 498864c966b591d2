import { describe, expect, it } from "vitest";
import { resolveHashLocation } from "./hash-location.ts";

describe("resolveHashLocation", () => {
  it("turns an old hash route into a path, keeping its query", () => {
    expect(resolveHashLocation("#/profile/settings?tab=language")).toEqual({
      kind: "internal",
      to: "/profile/settings?tab=language",
    });
    expect(resolveHashLocation("#/account")).toEqual({ kind: "internal", to: "/account" });
  });

  it.each(["#//evil.example/phish", "#/\t/evil.example", "#/\\evil.example", "#/.//evil.example"])(
    "keeps %j on this site",
    (hash) => {
      expect(resolveHashLocation(hash)).toEqual({ kind: "internal", to: "/" });
    },
  );

  it("sends #/iframe… to the external page keeping the hash", () => {
    expect(resolveHashLocation("#/iframe?postId=1")).toEqual({
      kind: "external",
      href: "/external.html#/iframe?postId=1",
    });
    expect(resolveHashLocation("#/iframeshare/abc")).toEqual({
      kind: "external",
      href: "/external.html#/iframeshare/abc",
    });
  });

  it("leaves ordinary anchors alone", () => {
    expect(resolveHashLocation("")).toBeNull();
    expect(resolveHashLocation("#main-content")).toBeNull();
  });
});
