import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Core §2 below 1100 px: the channel list lives in the menu drawer with every navbar entry, Create
 * post, Bookmarks, Notifications and the profile entries; no screen scrolls sideways at phone
 * (390 × 844) or tablet (1024 × 800) size. A screenshot of each screen is kept with the test results.
 */
test.describe.configure({ timeout: 400_000 });

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 800 },
] as const;

/** Every main screen of a signed-in admin; `heading` names the h1 where the screen has a fixed one. */
const SCREENS: { path: string | ((ids: Ids) => string); heading?: string | RegExp }[] = [
  { path: "/", heading: "Published" },
  { path: "/?type=own" },
  { path: "/?type=scheduled" },
  { path: "/?type=bookmark", heading: "Bookmarked" },
  { path: (ids) => `/preview/${ids.postId}` },
  { path: (ids) => `/sharepost/${ids.postId}/linkedin` },
  { path: "/edit/new", heading: /new post|write a post|create/i },
  { path: "/post-on-behalf" },
  { path: "/notifications", heading: "Notifications" },
  { path: "/groups" },
  { path: "/leaderboard", heading: /leaderboard/i },
  { path: "/reward" },
  { path: "/resource", heading: /resources/i },
  { path: "/social-feed" },
  { path: "/profile/settings", heading: /account settings/i },
  { path: "/profile/settings/language" },
  { path: "/profile/dashboard", heading: /dashboard/i },
  { path: "/access-token" },
  { path: "/delete-account" },
  { path: (ids) => `/company/${ids.companyId}` },
  { path: (ids) => `/company/${ids.companyId}/channel` },
  { path: "/team" },
  { path: "/user", heading: /users/i },
  { path: "/user/referrals" },
  { path: "/user/launch" },
  { path: "/user/queue" },
  { path: (ids) => `/user/edit/${ids.userId}` },
  { path: "/people" },
  { path: "/email-newsletter" },
  { path: "/email-list" },
  { path: "/email-outbox" },
  { path: "/internal-analytics" },
  { path: "/analytics2", heading: /analytics/i },
  { path: "/analytics2/posts" },
  { path: "/analytics2/users" },
  { path: "/help", heading: /help/i },
  { path: "/apps" },
  { path: "/accessibility" },
];

/** The screens before signing in. */
const PUBLIC_SCREENS = ["/account", "/register", "/forgot-password", "/subdomainFinder", "/newAccount"];

interface Ids {
  companyId: string;
  userId: string;
  postId: string;
}

async function idsOf(page: Page): Promise<Ids> {
  const session = (await (await page.request.get("/api/session2")).json()) as {
    company: { _id: string };
    user: { _id: string };
  };
  const feed = (await (await page.request.get("/api/post3?type=published&page=1&pageSize=1")).json()) as {
    postList: { _id: string }[];
  };
  return {
    companyId: session.company._id,
    userId: session.user._id,
    postId: feed.postList[0]?._id ?? "none",
  };
}

/** The screen fits: its heading shows inside the width, nothing scrolls sideways; a screenshot is kept. */
async function checkScreen(page: Page, name: string, heading: Locator, testInfo: TestInfo) {
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(
    box && box.x >= 0 && box.x + box.width <= width + 1,
    `${name}: the heading is inside the screen`,
  ).toBe(true);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await testInfo.attach(`${name.replace(/[/?=:]/g, "_")}.png`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name} ${viewport.width}×${viewport.height}: every main screen fits the width`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await checkScreen(page, `${viewport.name}${path}`, page.locator("h1").first(), testInfo);
    }
    await signIn(page, "ada@acme.example");
    const ids = await idsOf(page);
    for (const screen of SCREENS) {
      const path = typeof screen.path === "string" ? screen.path : screen.path(ids);
      await page.goto(path);
      const heading = screen.heading
        ? page.getByRole("heading", { level: 1, name: screen.heading }).first()
        : page.locator("h1").first();
      // The editor's bundle is large: on a loaded machine it takes a while.
      await expect(heading).toBeVisible({ timeout: 30_000 });
      // No loader left: the screen is checked with its content.
      await expect(page.getByRole("status", { name: /loading/i })).toHaveCount(0);
      await checkScreen(
        page,
        `${viewport.name}${path.replace(ids.postId, "post").replace(ids.companyId, "company").replace(ids.userId, "user")}`,
        heading,
        testInfo,
      );
    }
  });
}

test("phone: the post comes first and the channel list is in the menu drawer with every entry", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ada@acme.example");
  // No channel card above the page.
  await expect(page.getByRole("navigation", { name: "Channels" })).toHaveCount(0);
  const firstPost = page.getByRole("main").getByRole("article").first();
  await expect(firstPost).toBeVisible();
  expect((await firstPost.boundingBox())?.y ?? 9999).toBeLessThan(844);

  await page.getByRole("button", { name: "Open the menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Chorus" });
  await expect(drawer).toBeVisible();
  const menu = drawer.getByRole("navigation", { name: "Menu" });
  for (const entry of [
    "Create post",
    "Posts",
    "Resources",
    "Analytics",
    "Administration",
    "Bookmarks",
    "Notifications",
  ]) {
    await expect(menu.getByText(entry, { exact: true }).first()).toBeVisible();
  }
  await expect(
    drawer.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: "My feed" }),
  ).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Customize My Feed" })).toBeVisible();
  const profile = drawer.getByRole("navigation", { name: "Profile" });
  for (const entry of ["Account settings", "Dashboard", "Language settings", "Help", "Log Out"]) {
    await expect(profile.getByText(entry, { exact: true })).toBeVisible();
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A channel link closes the drawer and filters the feed.
  await drawer.getByRole("navigation", { name: "Channels" }).getByRole("link").nth(1).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/channelId=/);
});

test("phone: the editor's type tabs wrap inside the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ada@acme.example");
  await page.goto("/edit/new");
  const types = page.getByRole("radiogroup", { name: "Post type" });
  await expect(types).toBeVisible({ timeout: 30_000 });
  const box = await types.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 9999)).toBeLessThanOrEqual(390);
  for (const radio of await types.getByRole("radio").all()) {
    const label = page.locator(`label[for="${await radio.getAttribute("id")}"]`);
    const labelBox = await label.boundingBox();
    expect((labelBox?.x ?? 0) + (labelBox?.width ?? 9999)).toBeLessThanOrEqual(390);
  }
});

test("phone: the feed draws the first cards, and the rest as the reader scrolls, page after page", async ({
  page,
}) => {
  // Sign-in, then up to three rounds of drawing and one page fetched, on a shared two-core machine.
  test.setTimeout(75_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "ada@acme.example");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  // A moment for any background render that was due: only what is near the first screen is drawn.
  await page.waitForTimeout(500);
  const drawnAtFirst = await cards.count();
  expect(drawnAtFirst).toBeLessThan(10);

  // Scrolling to the end, again and again, draws the waiting cards, then pages in the next ten.
  // Each step brings the 'Load more' row itself into view: on a busy machine a fixed wheel distance
  // could fall short of the row while the cards above it were still being drawn.
  const loadMore = page.getByRole("main").getByRole("button", { name: "Load more" });
  await expect(async () => {
    await loadMore.scrollIntoViewIfNeeded({ timeout: 5_000 });
    expect(await cards.count()).toBeGreaterThan(10);
  }).toPass({ timeout: 45_000 });
  const ids = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-post-id")));
  expect(new Set(ids).size).toBe(ids.length);
});
