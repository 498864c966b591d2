import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { BOOT_DATA_ELEMENT_ID, type BootData, FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import { leadImageIndex, leadImageUrl } from "@chorus/shared/post/lead-image";
import type { Post } from "@chorus/shared/post/post.contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp, type TestClient } from "../test/test-app.ts";
import { imagePreloads, scriptSafeJson } from "./boot-data.ts";

const PAGE = "<!doctype html><html><head><title>Chorus</title></head><body><div id=root></div></body></html>";
const ELEMENT = new RegExp(
  `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  "s",
);

/** The answers a page carries, or null when it carries none. */
const bootOf = (html: string): BootData | null => {
  const match = ELEMENT.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as BootData) : null;
};

describe("scriptSafeJson", () => {
  it.each([
    ["</script><script>alert(1)</script>", "</script>"],
    ["<!-- a comment", "<!--"],
    ["a & b > c", "&"],
    ["line\u2028separator", "\u2028"],
  ])("keeps %j from ending the element or starting markup, and parses back to it", (text, forbidden) => {
    const json = scriptSafeJson({ text });
    expect(json).not.toContain(forbidden);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });
});

describe("imagePreloads", () => {
  const FEED = FEED_BOOT_PATHS.find((path) => path.startsWith("/api/post3?")) ?? "";
  const WIDGETS = FEED_BOOT_PATHS.find((path) => path.startsWith("/api/post3/widgets")) ?? "";
  const image = (url: string) => ({ url, hasError: false });
  const post = (type: string, ...urls: string[]) => ({
    type,
    imageMetadataList: urls.map(image),
    document: null,
  });
  const answers = (posts: unknown[], featured?: unknown): BootData => ({
    [FEED]: { body: JSON.stringify({ postList: posts }), headers: {} },
    ...(featured
      ? {
          [WIDGETS]: {
            body: JSON.stringify({ widgetList: [{ type: "featured", postList: [featured] }] }),
            headers: {},
          },
        }
      : {}),
  });
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

  it.each([
    ["the first card's image", [post("image", "/images/a.jpg")], ["/images/a.jpg"]],
    [
      "the second card's when the first has none",
      [post("text"), post("link", "/images/b.jpg")],
      ["/images/b.jpg"],
    ],
    [
      "none for a survey or a document",
      [post("survey", "/images/s.jpg"), post("document", "/images/d.jpg")],
      [],
    ],
    ["none below the first screen", [post("text"), post("text"), post("image", "/images/c.jpg")], []],
    ["an https image", [post("link", "https://cdn.example.com/p.jpg")], ["https://cdn.example.com/p.jpg"]],
    ["no other scheme", [post("link", "javascript:alert(1)")], []],
    ["no protocol-relative host", [post("link", "//evil.example/p.jpg")], []],
    ["quotes escaped", [post("image", '/images/a"onload="x.jpg')], ["/images/a&quot;onload=&quot;x.jpg"]],
  ])("%s", (_case, posts, expected) => {
    expect(hrefs(imagePreloads(answers(posts)))).toEqual(expected);
  });

  it("names the featured post's image for the wide layout only, and nothing from a broken answer", () => {
    const html = imagePreloads(answers([post("text")], post("image", "/images/featured.jpg")));
    expect(html).toContain('media="(min-width: 68.75em)" href="/images/featured.jpg"');
    expect(imagePreloads({ [FEED]: { body: "{not json", headers: {} } })).toBe("");
  });
});

describe("the signed-in feed's page carries its first calls' answers", () => {
  let t: TestApp;
  let webDistDir: string;
  let emma: TestClient;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), "chorus-boot-web-"));
    writeFileSync(join(webDistDir, "index.html"), PAGE);
    t = await createTestApp({ WEB_DIST_DIR: webDistDir });
    emma = await t.signIn(DEMO_USERS.sharer);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("embeds the answer of every boot call, each the same as the call itself answers", async () => {
    const page = await emma.get("/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const boot = bootOf(page.body);
    expect(Object.keys(boot ?? {}).sort()).toEqual([...FEED_BOOT_PATHS].sort());
    for (const path of FEED_BOOT_PATHS) {
      const direct = await emma.get(path);
      const embedded = boot?.[path];
      expect(embedded?.headers["content-type"], path).toContain("application/json");
      // The feed's answers carry signed media URLs and times: compare what identifies the data.
      if (path.startsWith("/api/post3?"))
        expect(
          (JSON.parse(embedded?.body ?? "{}") as { postList: { id: string }[] }).postList.map((p) => p.id),
        ).toEqual((direct.json() as { postList: { id: string }[] }).postList.map((p) => p.id));
      else if (path === "/api/session2")
        expect((JSON.parse(embedded?.body ?? "{}") as { user: { id: string } }).user.id).toBe(
          (direct.json() as { user: { id: string } }).user.id,
        );
    }
    // The first card's image is named in the head, ahead of the scripts.
    const posts = (JSON.parse(boot?.[FEED_BOOT_PATHS[6]]?.body ?? "{}") as { postList: Post[] }).postList;
    const lead = leadImageUrl(posts[leadImageIndex(posts)] ?? posts[0]!);
    // The demo feed's first screen has an image.
    expect(lead).toMatch(/^\//);
    expect(page.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${lead?.replace(/&/g, "&amp;")}">`,
    );
    // The session probe's CSRF token travels with it: the web's first write needs no second probe.
    expect(boot?.["/api/session"]?.headers["x-csrf-token"]).toBe(emma.csrfToken);
  });

  it("marks the page as one reader's: never stored, varying by cookie", async () => {
    const page = await emma.get("/");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(String(page.headers.vary)).toContain("cookie");
  });

  it("is compressed when the browser accepts it", async () => {
    const page = await emma.get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(page.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(page.rawPayload).toString("utf8");
    expect(bootOf(html)).not.toBeNull();
  });

  it("carries each reader's own data: another company's reader gets their own session", async () => {
    const gary = await t.signIn(GLOBEX_SHARER);
    const boot = bootOf((await gary.get("/")).body);
    const session = JSON.parse(boot?.["/api/session"]?.body ?? "{}") as { userId: string; companyId: string };
    expect(session.userId).toBe(await t.userId(GLOBEX_SHARER));
    expect(session.companyId).toBe(await t.companyId("globex"));
    expect(boot?.["/api/session"]?.headers["x-csrf-token"]).toBe(gary.csrfToken);
  });

  it.each([
    ["signed out", async () => t.client().get("/")],
    ["another page", async () => emma.get("/channels")],
    ["the feed with a query string", async () => emma.get("/?channelId=c1")],
  ])("sends the built page as it is when %s", async (_case, load) => {
    const page = await load();
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the page without answers when the session cookie is no session", async () => {
    const page = await t.app.inject({ url: "/", headers: { cookie: "chorus_sid=forged" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(bootOf(page.body)).toBeNull();
  });
});
