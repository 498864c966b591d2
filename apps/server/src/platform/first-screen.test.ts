import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import {
  FIRST_SCREEN_ATTRIBUTE,
  type FirstScreen,
  type FirstScreenMark,
  type FirstScreenRequest,
} from "@chorus/shared/boot/first-screen";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../test/test-app.ts";
import { AFTER_PAINT_LOADER } from "./after-paint.ts";
import { acceptedLanguages, looksWide, rootWith, serverEntryOf } from "./first-screen.ts";

describe("acceptedLanguages", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", ["fr-CH", "fr", "en", "de"]],
    ["en;q=0.5, de", ["de", "en"]],
    ["nl;q=0, fi", ["fi"]],
    ["en-US,en;q=0.9", ["en-US", "en"]],
    ['"><script>, en', ["en"]],
  ])("reads %j as %j", (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("looksWide", () => {
  it.each([
    ["a desktop browser", { "user-agent": DESKTOP }, true],
    ["no user agent", {}, true],
    ["Lighthouse's phone", { "user-agent": PHONE }, false],
    ["an iPhone", { "user-agent": IPHONE }, false],
    ["a mobile client hint", { "user-agent": DESKTOP, "sec-ch-ua-mobile": "?1" }, false],
    ["a desktop client hint", { "user-agent": DESKTOP, "sec-ch-ua-mobile": "?0" }, true],
  ])("%s → %s", (_case, headers, wide) => {
    expect(looksWide(headers)).toBe(wide);
  });
});

describe("rootWith", () => {
  it("keeps the mark an attribute: quotes and markup in it cannot end it", () => {
    const mark: FirstScreenMark = {
      hints: {
        location: { protocol: "http:", hostname: 'x"><script>', port: "" },
        wide: true,
        languages: [],
      },
      language: "en",
      parts: ["survey"],
    };
    const root = rootWith("<p>drawn</p>", mark);
    const attribute =
      /^<div id="root" lang="en" data-first-screen="([^"]*)"><p>drawn<\/p><\/div>$/.exec(root)?.[1] ?? "";
    expect(attribute).not.toMatch(/[<>"]/);
    const decoded = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(JSON.parse(decoded)).toEqual(mark);
  });
});

const SPINNER = '<div class="boot-loader">spinner</div>';
const SCRIPTS =
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js">';
const PAGE = `<!doctype html><html><head><title>Chorus</title>${SCRIPTS}</head><body><div id="root">${SPINNER}</div><!--/root--></body></html>`;

/** The fake server build: it does what the test tells it through a global, and records what it was given. */
const FAKE_ENTRY = `export const renderFirstScreen = (request) => globalThis.__firstScreen(request);`;
type Draw = (request: FirstScreenRequest) => Promise<FirstScreen | null>;
const fake = globalThis as unknown as { __firstScreen: Draw };

/** The root element of a page: its language and mark (null without them) and its content. */
function rootOf(html: string): { lang: string | null; mark: FirstScreenMark | null; content: string } {
  const match =
    /<div id="root"(?: lang="([^"]*)")?(?: data-first-screen="([^"]*)")?>(.*)<\/div>(?:<!--\/root-->)?(?:<script|<\/body>)/s.exec(
      html,
    );
  const raw = match?.[2]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return {
    lang: match?.[1] ?? null,
    mark: raw ? (JSON.parse(raw) as FirstScreenMark) : null,
    content: match?.[3] ?? "",
  };
}

describe("the signed-in feed's page with its first screen drawn by the server", () => {
  let dir: string;
  let t: TestApp;
  let emma: TestClient;
  const requests: FirstScreenRequest[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "chorus-first-screen-"));
    const webDistDir = join(dir, "dist");
    mkdirSync(webDistDir);
    mkdirSync(join(dir, "dist-server"));
    writeFileSync(join(webDistDir, "index.html"), PAGE);
    writeFileSync(serverEntryOf(webDistDir), FAKE_ENTRY);
    mkdirSync(join(webDistDir, "languages", "reacttranslations"), { recursive: true });
    writeFileSync(
      join(webDistDir, "languages", "reacttranslations", "fr.json"),
      '{"feed":{"title":"Publiés"}}',
    );
    t = await createTestApp({ WEB_DIST_DIR: webDistDir });
    emma = await t.signIn(DEMO_USERS.sharer);
  });
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts the drawn screen in the root, with what it was drawn for, instead of the spinner", async () => {
    fake.__firstScreen = async (request) => {
      requests.push(request);
      return {
        html: `<main>${request.sanitize('<p>Hello<img src=x onerror="alert(1)"></p>')}</main>`,
        language: "fr",
        parts: ["survey", "survey-results"],
      };
    };
    const page = await emma.get("/", {
      "user-agent": PHONE,
      "accept-language": "fr-FR, fr;q=0.9, en;q=0.5",
      host: "acme.localhost:3000",
    });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    // Through the server's own sanitiser, as the browser's DOMPurify would clean it.
    expect(root.content).toBe("<main><p>Hello</p></main>");
    // The drawn screen's language on the root: the head (with `<html lang>`) went out before it was known.
    expect(root.lang).toBe("fr");
    expect(page.body).not.toContain(SPINNER);
    expect(root.mark).toEqual({
      hints: {
        location: { protocol: "http:", hostname: "acme.localhost", port: "3000" },
        wide: false,
        languages: ["fr-FR", "fr", "en"],
      },
      language: "fr",
      parts: ["survey", "survey-results"],
    });
    // Drawn from the same answers the page carries, every first-screen call among them.
    expect(requests).toHaveLength(1);
    expect(Object.keys(requests[0]?.bootData ?? {}).sort()).toEqual([...FEED_BOOT_PATHS].sort());
    expect(requests[0]?.url).toBe("http://acme.localhost:3000/");
    expect(page.body).toContain(`${FIRST_SCREEN_ATTRIBUTE}=`);
    // The scripts are held in the head and loaded by the body's last element, after the first paint.
    expect(page.body).not.toContain(SCRIPTS);
    expect(page.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page.body.endsWith(`${AFTER_PAINT_LOADER}</body></html>`)).toBe(true);
  });

  it("lets the page's one inline script run by its hash in the policy, and no other", async () => {
    fake.__firstScreen = async () => ({ html: "<main>drawn</main>", language: "en", parts: [] });
    const page = await emma.get("/");
    const inline = [...page.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? "");
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64");
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(scriptSrc?.split(" ").sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  });

  it("loads the UI texts of the session's language from the built web app, and none for an unknown one", async () => {
    const texts: (Record<string, unknown> | null)[] = [];
    fake.__firstScreen = async (request) => {
      texts.push(
        await request.loadTexts("fr_FR"),
        await request.loadTexts("../../etc/passwd"),
        await request.loadTexts("de"),
      );
      return null;
    };
    await emma.get("/");
    // Read from the built web app (this test's has French only); never from outside its folder.
    expect(texts).toEqual([{ feed: { title: "Publiés" } }, null, null]);
  });

  it.each([
    ["draws nothing", async () => null],
    [
      "fails",
      async () => {
        throw new Error("render failed");
      },
    ],
  ])("sends the page with its spinner and its answers when the renderer %s", async (_case, draw: Draw) => {
    fake.__firstScreen = draw;
    const page = await emma.get("/");
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toEqual({ lang: null, mark: null, content: SPINNER });
    expect(page.body).toContain('<script id="chorus-boot"');
  });

  it("never asks the renderer for a signed-out visitor", async () => {
    fake.__firstScreen = async (request) => {
      requests.push(request);
      return { html: "<main>drawn</main>", language: "en", parts: [] };
    };
    const page = await t.client().get("/");
    expect(page.body).toBe(PAGE);
    expect(requests).toEqual([]);
  });
});

describe("without the web's server build, or with SERVER_RENDER=false", () => {
  it.each([
    ["no server build", false, {}],
    ["SERVER_RENDER=false", true, { SERVER_RENDER: "false" }],
  ])("sends the feed's page with its spinner (%s)", async (_case, withEntry, env) => {
    const dir = mkdtempSync(join(tmpdir(), "chorus-first-screen-"));
    const webDistDir = join(dir, "dist");
    mkdirSync(webDistDir);
    writeFileSync(join(webDistDir, "index.html"), PAGE);
    let asked = 0;
    fake.__firstScreen = async () => {
      asked++;
      return { html: "<main>drawn</main>", language: "en", parts: [] };
    };
    if (withEntry) {
      mkdirSync(join(dir, "dist-server"));
      writeFileSync(serverEntryOf(webDistDir), FAKE_ENTRY);
    }
    const t = await createTestApp({ WEB_DIST_DIR: webDistDir, ...env });
    try {
      const emma = await t.signIn(DEMO_USERS.sharer);
      const page = await emma.get("/");
      expect(rootOf(page.body)).toEqual({ lang: null, mark: null, content: SPINNER });
      expect(asked).toBe(0);
      // Nothing drawn to paint first: the scripts are asked for with the head, as the build wrote them.
      expect(page.body).toContain(SCRIPTS);
      expect(page.body).not.toContain(AFTER_PAINT_LOADER);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
