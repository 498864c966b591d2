import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { BOOT_DATA_ELEMENT_ID, type BootData, FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp, type TestClient } from "../test/test-app.ts";
import { scriptSafeJson } from "./boot-data.ts";

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
    [
      "a session cookie that is no session",
      async () => t.app.inject({ url: "/", headers: { cookie: "chorus_sid=forged" } }),
    ],
    ["another page", async () => emma.get("/channels")],
    ["the feed with a query string", async () => emma.get("/?channelId=c1")],
  ])("sends the plain page when %s", async (_case, load) => {
    const page = await load();
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
