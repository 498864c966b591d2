import { describe, expect, it } from "vitest";
import en from "../../../public/languages/reacttranslations/en.json";
import { documentTitle, TITLED_ROUTES, titleKeyOf } from "./route-titles.ts";

const text = (key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe("page titles (WCAG 2.4.2)", () => {
  it.each(TITLED_ROUTES)("/$path has an English title ($titleKey)", ({ titleKey }) => {
    expect(typeof text(titleKey)).toBe("string");
  });

  it("different routes have different titles, except the routes that open the same screen", () => {
    const sameScreen = new Set(["user/:msg", "login", "loginMain", "preview/:postId/:socnet"]);
    const titles = TITLED_ROUTES.filter(({ path }) => !sameScreen.has(path)).map(({ titleKey }) =>
      text(titleKey),
    );
    const duplicates = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each([
    ["/", "", "feed.type.published"],
    ["/", "?type=bookmark", "feed.type.bookmark"],
    ["/", "?type=scheduled", "feed.type.scheduled"],
    ["/preview/abc", "", "page.previewPost"],
    ["/edit/new", "", "page.newPost"],
    ["/edit/abc", "", "page.editPost"],
    ["/sharepost/abc/linkedin", "", "page.sharePost"],
    ["/user/queue", "", "page.queue"],
    ["/user/all/u1", "", "page.user"],
    ["/company/c1/channel", "", "page.channels"],
    ["/profile/settings/language", "", "page.languageSettings"],
    ["/account", "", "page.login"],
    ["/nowhere/at/all", "", "page.notFound"],
  ])("%s%s is titled %s", (pathname, search, key) => {
    expect(titleKeyOf(pathname, search)).toBe(key);
  });

  it("reads 'Page – Site', and the site alone when they are the same", () => {
    expect(documentTitle("Leaderboard", "Chorus")).toBe("Leaderboard – Chorus");
    expect(documentTitle("Chorus", "Chorus")).toBe("Chorus");
  });
});
