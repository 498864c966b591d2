import type { Page } from "@playwright/test";
import { expect, fillLogin, signIn, test } from "./fixtures.ts";
import { PORT } from "./playwright.config.ts";

/** Chromium resolves *.localhost, so the login page of Acme's own subdomain can be opened. */
const ACME = `http://acme.localhost:${PORT}`;

interface FeedPost {
  _id: string;
  type: string;
  status: string;
  title: string;
  videoUrl: string | null;
  imageMetadataList: unknown[];
}

/** The first published post the signed-in page's session reads that matches, through the feed API. */
async function findPost(page: Page, type: string, match: (post: FeedPost) => boolean): Promise<FeedPost> {
  for (let n = 1; n <= 10; n++) {
    const response = await page.request.get(`/api/post3?type=${type}&page=${n}&pageSize=50`);
    expect(response.ok()).toBe(true);
    const { postList, hasMore } = (await response.json()) as { postList: FeedPost[]; hasMore: boolean };
    const found = postList.find(match);
    if (found) return found;
    if (!hasMore) break;
  }
  throw new Error(`no ${type} post matches`);
}

test.describe("a finished look (issue 16)", () => {
  // Sign-in, feed and media on two shared cores: more than the default 30 s.
  test.slow();
  test("a demo video plays: the page asks for the play cookie, then the uploaded file streams", async ({
    page,
  }, testInfo) => {
    await signIn(page, "emma@acme.example");
    const post = await findPost(page, "published", (p) => p.type === "video");
    expect(post.videoUrl).toMatch(/^\/api\/video\/file\/[0-9a-f]{24}$/);
    await page.goto(`/preview/${post._id}`);
    // Its poster and a play button until played: no player, no cookie asked for yet.
    const play = page.getByRole("button", { name: `Play the video: ${post.title}` });
    await expect(play).toBeVisible();
    await expect(page.locator("article video")).toHaveCount(0);
    const cookie = page.waitForResponse((r) => r.url().includes("/api/video/play/issue-cookie"));
    await play.click();
    expect((await cookie).status()).toBe(200);
    const video = page.locator("article video");
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute("src", post.videoUrl as string);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    // HAVE_CURRENT_DATA (2) or more: frames of the file arrived and decode.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    // The box has the video's ratio: no band above or below the picture.
    const box = await video.boundingBox();
    const size = await video.evaluate((element: HTMLVideoElement) => [
      element.videoWidth,
      element.videoHeight,
    ]);
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - (size[0] ?? 0) / (size[1] ?? 1))).toBeLessThan(
      0.02,
    );
    await page.screenshot({ path: testInfo.outputPath("video.png") });
  });

  test("a demo document opens as a PDF", async ({ page }) => {
    await signIn(page, "emma@acme.example");
    const post = (await findPost(page, "published", (p) => p.type === "document")) as FeedPost & {
      document: { url: string };
    };
    const response = await page.request.get(post.document.url);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("image mosaics fill every row edge to edge, without bars", async ({ page }, testInfo) => {
    await signIn(page, "emma@acme.example");
    // An image post of three or more pictures: one wide row over two or three squares.
    const post = (await findPost(
      page,
      "published",
      (p) => p.type === "image" && p.imageMetadataList.length >= 3,
    )) as FeedPost & {
      title: string;
    };
    await page.goto(`/?q=${encodeURIComponent(post.title)}`);
    const mosaics = page.getByTestId("image-mosaic");
    await expect(mosaics.first()).toBeVisible();
    for (const mosaic of await mosaics.all()) {
      await mosaic.scrollIntoViewIfNeeded();
      const { width, rows } = await mosaic.evaluate((element) => {
        const outer = element.getBoundingClientRect();
        const byTop = new Map<number, { left: number; right: number }>();
        for (const tile of element.querySelectorAll("figure")) {
          const r = tile.getBoundingClientRect();
          const top = Math.round(r.top);
          const row = byTop.get(top) ?? { left: r.left, right: r.right };
          byTop.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
        }
        return {
          width: outer.width,
          rows: [...byTop.values()].map((row) => ({
            left: row.left - outer.left,
            right: outer.right - row.right,
          })),
        };
      });
      expect(width).toBeGreaterThan(100);
      // Each row starts at the left edge and ends at the right edge: no hole beside a tile.
      for (const row of rows) {
        expect(row.left).toBeLessThan(1);
        expect(row.right).toBeLessThan(1);
      }
    }
    await mosaics.first().screenshot({ path: testInfo.outputPath("mosaic.png") });
  });

  test("a scheduled post says when it goes out and offers no like, comment or share", async ({
    page,
  }, testInfo) => {
    await signIn(page, "ada@acme.example");
    await page.goto("/?type=scheduled");
    const card = page
      .locator("article")
      .filter({ has: page.getByText(/^Scheduled for /) })
      .first();
    await expect(card.getByText(/^Scheduled for \w{3} \d{1,2}, \d{4}/)).toBeVisible();
    await expect(card.getByRole("button", { name: /like/i })).toHaveCount(0);
    await expect(card.getByRole("button", { name: /^share/i })).toHaveCount(0);
    await card.screenshot({ path: testInfo.outputPath("scheduled.png") });
  });

  test("an address of another company is pointed to the subdomain finder", async ({ page }, testInfo) => {
    await page.goto(`${ACME}/account`);
    await fillLogin(page, "gina@globex.example", "Sunny-Harbor-2026");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Sorry, you entered an incorrect email address or password.");
    await expect(alert.getByRole("link", { name: "Find your company's page" })).toHaveAttribute(
      "href",
      "/subdomainFinder",
    );
    await page.screenshot({ path: testInfo.outputPath("other-company.png") });
  });
});
