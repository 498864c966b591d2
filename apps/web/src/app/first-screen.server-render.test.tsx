// @vitest-environment node
import { type BootData, FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import type { FirstRenderHints, FirstScreenRequest } from "@chorus/shared/boot/first-screen";
import type { FeedPage } from "@chorus/shared/post/post.contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFirstScreen } from "../entry-server.tsx";
import { installFakeServer, jsonResponse } from "../test/fake-server.ts";
import { makePost } from "../test/fixtures/posts.ts";
import { makeSession } from "../test/fixtures/sessions.ts";

/**
 * The feed's first screen drawn on the server (issues 15 and 16) through the server build's own
 * entry (entry-server.tsx), in plain Node: no `window`, no `document`, nothing a browser has. The
 * answers are the fake server's, collected as the server collects them into the page (BootData).
 */

const PHONE: FirstRenderHints = {
  location: { protocol: "https:", hostname: "acme.chorus.example", port: "" },
  wide: false,
  languages: ["en-US", "en"],
};

const page = (posts: FeedPage["postList"]): FeedPage => ({
  postList: posts,
  page: 1,
  pageSize: 10,
  hasMore: false,
  nextCursor: null,
});

const ONBOARDED = {
  stepList: [],
  currentStep: null,
  countedStepList: [],
  stepCounter: null,
  isFresh: false,
  groupList: [],
  teamList: [],
};

/** What the server would put into the page for these answers: every boot call's, as the fake server answers it. */
async function bootDataFor(options: {
  posts: FeedPage["postList"];
  session?: ReturnType<typeof makeSession>;
}) {
  installFakeServer({
    session: options.session ?? makeSession("smarper"),
    routes: ({ path }) => {
      if (path.startsWith("/api/post3?")) return jsonResponse(200, page(options.posts));
      if (path === "/api/onboarding/state") return jsonResponse(200, ONBOARDED);
      if (path === "/api/channel?list=true") return jsonResponse(200, []);
      if (path.startsWith("/api/post3/widgets")) return jsonResponse(200, { widgetList: [] });
      if (path === "/api/post3/counters")
        return jsonResponse(200, {
          publishedCount: 1,
          proposedCount: 0,
          scheduledCount: 0,
          archivedCount: 0,
          rejectedCount: 0,
          allCount: 1,
        });
      return undefined;
    },
  });
  const data: BootData = {};
  for (const path of FEED_BOOT_PATHS) {
    const answer = await fetch(path);
    expect(answer.status, path).toBe(200);
    data[path] = { body: await answer.text(), headers: { "content-type": "application/json" } };
  }
  // From here on, anything the render asks the network for fails the test.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: unknown) => {
      throw new Error(`the server's render asked the network for ${String(input)}`);
    }),
  );
  return data;
}

const requestFor = (bootData: BootData, overrides: Partial<FirstScreenRequest> = {}): FirstScreenRequest => ({
  url: "https://acme.chorus.example/",
  bootData,
  hints: PHONE,
  sanitize: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ""),
  loadTexts: async () => null,
  ...overrides,
});

beforeEach(() => {
  expect(typeof window).toBe("undefined");
  expect(typeof document).toBe("undefined");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("renderFirstScreen", () => {
  it("draws the signed-in feed, navbar to cards, with no browser and no network", async () => {
    const data = await bootDataFor({
      posts: [
        makePost({ title: "Quarterly results are in", htmlBody: "", body: "Read them first here" }),
        makePost({
          title: "Rich text",
          htmlBody: "<p>Bold <strong>move</strong></p><script>alert(1)</script>",
          body: "",
        }),
      ],
    });
    const screen = await renderFirstScreen(requestFor(data));
    expect(screen?.language).toBe("en");
    const html = screen?.html ?? "";
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("Quarterly results are in");
    expect(html).toContain("Read them first here");
    // A post's HTML body as the server's sanitiser left it (the browser's DOMPurify takes over on hydrating).
    expect(html).toContain("<p>Bold <strong>move</strong></p>");
    expect(html).not.toContain("alert(1)");
    // Dates are written (in the server's clock and zone; the browser writes its own once hydrated).
    expect(html).toMatch(/<time dateTime="[^"]+"[^>]*>[^<]+<\/time>/);
    // No part whose code the browser loads on demand: nothing it must fetch before hydrating.
    expect(screen?.parts).toEqual([]);
    // One piece of markup: no part left for the browser, nothing to run, no loader instead of the posts.
    expect(html).not.toMatch(/<script|<template|<!--\$[!?]-->/);
    expect(html).not.toContain('aria-label="Loading');
  });

  it("names the parts drawn whose code loads on demand: a survey's form", async () => {
    const survey = {
      questionList: [
        {
          _id: "q1",
          type: "singlechoice" as const,
          question: "Which format do you prefer?",
          optionList: [
            { _id: "o1", text: "In person" },
            { _id: "o2", text: "Online" },
          ],
        },
      ],
    };
    const data = await bootDataFor({ posts: [makePost({ title: "Vote", type: "survey", survey })] });
    const screen = await renderFirstScreen(requestFor(data));
    expect(screen?.parts).toEqual(["survey"]);
    expect(screen?.html).toContain("Which format do you prefer?");
    expect(screen?.html).toContain("In person");
  });

  it("draws for the request's viewport: the phone's menu button, a desktop's sidebar slots", async () => {
    const data = await bootDataFor({ posts: [makePost({ title: "First" })] });
    const phone = (await renderFirstScreen(requestFor(data)))?.html ?? "";
    const desktop =
      (await renderFirstScreen(requestFor(data, { hints: { ...PHONE, wide: true } })))?.html ?? "";
    expect(phone).toContain('aria-label="Open the menu"');
    expect(phone).not.toBe(desktop);
  });

  it("draws in the session's language, with the texts the server loads for it", async () => {
    const session = makeSession("smarper");
    session.user.language = "fr";
    const data = await bootDataFor({ posts: [makePost({ title: "Bonjour" })], session });
    const loadTexts = vi.fn(async (language: string) =>
      language === "fr" ? { feed: { title: "Publiés" } } : null,
    );
    const screen = await renderFirstScreen(requestFor(data, { loadTexts }));
    expect(loadTexts).toHaveBeenCalledWith("fr");
    expect(screen?.language).toBe("fr");
    expect(screen?.html).toContain("Bonjour");
  });

  it.each([
    ["a first-screen call has no answer", (data: BootData) => delete data["/api/post3/counters"]],
    ["the session is not one", (data: BootData) => (data["/api/session2"] = { body: "{", headers: {} })],
  ])("leaves the page to the browser when %s", async (_case, spoil) => {
    const data = await bootDataFor({ posts: [makePost({ title: "First" })] });
    spoil(data);
    expect(await renderFirstScreen(requestFor(data))).toBeNull();
  });

  it("leaves the page to the browser when the session's language has no texts", async () => {
    const session = makeSession("smarper");
    session.user.language = "de";
    const data = await bootDataFor({ posts: [makePost({ title: "Hallo" })], session });
    expect(await renderFirstScreen(requestFor(data))).toBeNull();
  });
});
