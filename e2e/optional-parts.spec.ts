import { expect, signIn, test } from "./fixtures.ts";

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
