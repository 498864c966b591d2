import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Core §2 below 1100 px: the channel list lives in the menu drawer with every navbar entry, Create
 * post, Bookmarks, Notifications and the profile entries; no screen scrolls sideways at phone
 * (390 × 844) or tablet (1024 × 800) size. A screenshot of each screen is kept with the test results.
 */
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 800 },
] as const;

const SCREENS = [
  { path: "/", heading: "Published" },
  { path: "/?type=bookmark", heading: "Bookmarked" },
  { path: "/edit/new", heading: /new post|write a post|create/i },
  { path: "/notifications", heading: "Notifications" },
  { path: "/leaderboard", heading: /leaderboard/i },
  { path: "/resource", heading: /resources/i },
  { path: "/profile/settings", heading: /account settings/i },
  { path: "/profile/dashboard", heading: /dashboard/i },
  { path: "/user", heading: /users/i },
  { path: "/analytics2", heading: /analytics/i },
  { path: "/help", heading: /help/i },
] as const;

/** The page is no wider than the window: nothing scrolls sideways. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name} ${viewport.width}×${viewport.height}: the main screens fit the width`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, "ada@acme.example");
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await horizontalOverflow(page), `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
      await testInfo.attach(`${viewport.name}${screen.path.replace(/[/?=]/g, "_")}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: "image/png",
      });
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
  await expect(types).toBeVisible();
  const box = await types.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 9999)).toBeLessThanOrEqual(390);
  for (const radio of await types.getByRole("radio").all()) {
    const label = page.locator(`label[for="${await radio.getAttribute("id")}"]`);
    const labelBox = await label.boundingBox();
    expect((labelBox?.x ?? 0) + (labelBox?.width ?? 9999)).toBeLessThanOrEqual(390);
  }
});
