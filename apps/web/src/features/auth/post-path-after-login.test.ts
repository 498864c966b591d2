// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  POST_PATH_AFTER_LOGIN_KEY,
  rememberPostPathAfterLogin,
  takePostPathAfterLogin,
} from "./post-path-after-login.ts";

afterEach(() => localStorage.clear());

describe("the post path kept for after login (access §4)", () => {
  it.each([
    ["/preview/65a0000000000000000000aa", "?utm_source=newsletter"],
    ["/preview/65a0000000000000000000aa", "?source=newsletter&x=1"],
    ["/preview/65a0000000000000000000aa/linkedin", "?utm_source=newsletter"],
    ["/sharepost/65a0000000000000000000aa/twitter", "?utm_medium=email&utm_source=newsletter"],
  ])("keeps %s%s", (path, search) => {
    expect(rememberPostPathAfterLogin(path, search)).toBe(true);
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBe(`${path}${search}`);
  });

  it.each([
    ["a preview without a newsletter source", "/preview/65a0000000000000000000aa", ""],
    ["another source", "/preview/65a0000000000000000000aa", "?utm_source=twitter"],
    ["the feed", "/", "?utm_source=newsletter"],
    ["another page", "/profile/settings", "?utm_source=newsletter"],
    [
      "a share-post path without its network",
      "/sharepost/65a0000000000000000000aa",
      "?utm_source=newsletter",
    ],
  ])("keeps nothing for %s", (_name, path, search) => {
    expect(rememberPostPathAfterLogin(path, search)).toBe(false);
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBeNull();
  });

  it("gives the kept path back once, then nothing", () => {
    rememberPostPathAfterLogin("/preview/abc", "?utm_source=newsletter");
    expect(takePostPathAfterLogin()).toBe("/preview/abc?utm_source=newsletter");
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBeNull();
    expect(takePostPathAfterLogin()).toBeNull();
  });

  it("never gives back something else written under the key (no open redirect)", () => {
    localStorage.setItem(POST_PATH_AFTER_LOGIN_KEY, "https://evil.example/preview/abc");
    expect(takePostPathAfterLogin()).toBeNull();
    localStorage.setItem(POST_PATH_AFTER_LOGIN_KEY, "//evil.example/preview/abc");
    expect(takePostPathAfterLogin()).toBeNull();
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBeNull();
  });
});
