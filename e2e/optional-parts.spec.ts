import { expect, mainNavigation, signIn, test } from "./fixtures.ts";

/**
 * A sidebar widget is a part the page can do without: when its code cannot be fetched (offline
 * before the service worker kept it, or a release removed the chunk), the feed stays and the
 * widget is left out. The page used to show "Unexpected Application Error!" instead (seen offline
 * in the installable app's test).
 */
test("a sidebar widget whose code cannot be fetched leaves the feed standing", async ({ page }) => {
  const chunk = /\/assets\/LeaderboardWidget-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort("internetdisconnected"));
  const failed = page.waitForEvent("requestfailed", (request) => chunk.test(request.url()));
  await signIn(page, "emma@acme.example");
  await failed;
  // The failed import reaches React on the next turns: let a few frames pass before looking.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500)))),
  );
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  // The sidebar's other widgets are still drawn; the failed one is left out.
  await expect(page.getByRole("heading", { name: "Your trophy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leaderboard" })).toHaveCount(0);
});

/**
 * A screen is not optional, but its failure need not take the app down: when its code cannot be
 * fetched, the layout's error element explains why (a release replaced it, or the connection is
 * gone) and the navbar stays, instead of "Unexpected Application Error!".
 */
test("a screen whose code cannot be fetched explains itself inside the layout", async ({ page, context }) => {
  const chunk = /\/assets\/LeaderboardScreen-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort("failed"));
  await signIn(page, "emma@acme.example");
  await page.getByRole("link", { name: "See the full leaderboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chorus has been updated" })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(mainNavigation(page)).toBeVisible();

  // Offline, the same failure says so; the reader goes back to the feed with the navbar.
  await context.setOffline(true);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("button", { name: "Go to the feed" }).click();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});
