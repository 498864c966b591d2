import { FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Issue 15: the feed's first posts need no call after the page. The signed-in feed's page carries the
 * answers of the boot's calls (the server's platform/boot-data.ts), and the app takes them from there.
 */
test("the signed-in feed draws its first posts from the page, without asking the server again", async ({
  page,
}) => {
  await signIn(page, "emma@acme.example");
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(`${url.pathname}${url.search}`);
  });
  const document = await page.goto("/");
  expect(document?.headers()["cache-control"]).toBe("no-store");
  const html = (await document?.text()) ?? "";
  expect(html).toContain('<script id="chorus-boot" type="application/json">');
  // The first screen's image is named in the head (the featured post's on a wide screen; the first
  // card's too when one of the first two has an image, which the suite's own posts may change).
  expect(html).toMatch(
    /<link rel="preload" as="image" fetchpriority="high" (media="[^"]+" )?href="\/images\//,
  );
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /featured posts/i })).toBeVisible();
  // Every boot path was answered by the page; later calls (the bell, the event stream) still go out.
  expect(asked.filter((path) => (FEED_BOOT_PATHS as readonly string[]).includes(path))).toEqual([]);

  // A write right away uses the page's CSRF token: liking (or unliking) goes through without a second
  // probe; the second click puts the demo data back for the other specs.
  const heart = page.getByRole("main").getByRole("article").first().getByRole("button", { name: /like/i });
  for (let click = 0; click < 2; click++) {
    const answer = page.waitForResponse((response) =>
      /^\/api\/(un)?like\//.test(new URL(response.url()).pathname),
    );
    await heart.click();
    expect((await answer).status()).toBeLessThan(300);
  }
  expect(asked.filter((path) => path === "/api/session")).toEqual([]);
});
