import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Points people can see (issue 12): a share moves the sharer's coin count in the profile
 * button, the advocate trophy and her line in the leaderboard widget, without a reload; an admin
 * sets up a leaderboard and turns the leaderboard off and on from the Leaderboard screen.
 */

interface FeedPost {
  _id: string;
  type: string;
  shared: boolean | string;
  socnetSet: Record<string, { shareStatus: string }>;
}

/** Core §4 Trophy levels: the label shown for a count of posts. */
function levelLabel(count: number): string {
  const levels: [number, string][] = [
    [300, "grand master"],
    [100, "veteran"],
    [50, "expert"],
    [20, "professional"],
    [5, "aspiring"],
    [1, "new"],
  ];
  return levels.find(([threshold]) => count >= threshold)?.[1] ?? "locked";
}

/** The profile dropdown's Dashboard entry. */
async function openDashboard(page: Page) {
  await page.getByRole("button", { name: /profile menu/i }).click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

const json = async (page: Page, url: string) => (await page.request.get(url)).json();

test.describe("engagement", () => {
  // Each journey signs in and waits on several live updates: room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("Emma shares: her coin count, trophy and leaderboard line change on screen", async ({
    page,
    context,
  }) => {
    await context.route("https://www.xing.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<html><body><h1>Xing share</h1></body></html>" }),
    );
    await signIn(page, "emma@acme.example");
    const points = await json(page, "/api/user/me/points");
    const advocate = (await json(page, "/api/achievements")).trophyList.find(
      (x: { name: string }) => x.name === "advocate",
    );
    const rankBefore = (await json(page, "/api/leaderboard3/ThisMonth")).me as {
      rank: number;
      point: number;
    } | null;

    const coins = page.getByTestId("coin-count");
    await expect(coins).toHaveAttribute("aria-label", `${points.Coin} coins`);
    await expect(page.getByTestId("trophy-advocate-level")).toHaveText(levelLabel(advocate.count));
    const myRank = page.getByTestId("leaderboard-my-rank");
    if (rankBefore)
      await expect(myRank).toHaveText(`Your rank: #${rankBefore.rank} with ${rankBefore.point} points`);
    else await expect(myRank).toBeHidden();

    // A post Emma has not shared yet, open to Xing: the advocate trophy counts it.
    const feed = await json(page, "/api/post3?type=published&page=1&pageSize=10");
    const target = (feed.postList as FeedPost[]).find(
      (p) =>
        (p.type === "article" || p.type === "link") &&
        p.shared !== true &&
        (Object.keys(p.socnetSet).length === 0 || "xing" in p.socnetSet),
    );
    expect(target, "an article or link Emma has not shared").toBeTruthy();
    const card = page.locator(`article[data-post-id="${target?._id}"]`);
    await card.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share post" });
    await dialog.getByRole("tab", { name: "Xing" }).click();
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Share now on Xing" }).click();
    await (await popupOpened).close();
    await dialog.getByRole("button", { name: "I shared it on Xing" }).click();
    await expect(page.getByText("+5 points")).toBeVisible();

    // Acme runs rewards: as many coins as points.
    await expect(coins).toHaveAttribute("aria-label", `${points.Coin + 5} coins`);
    await expect(page.getByTestId("trophy-advocate-level")).toHaveText(levelLabel(advocate.count + 1));
    const rankAfter = (await json(page, "/api/leaderboard3/ThisMonth")).me as { rank: number; point: number };
    expect(rankAfter.point).toBe((rankBefore?.point ?? 0) + 5);
    if (rankBefore) expect(rankAfter.rank).toBeLessThanOrEqual(rankBefore.rank);
    await expect(myRank).toHaveText(`Your rank: #${rankAfter.rank} with ${rankAfter.point} points`);

    // The trophy dialog says how far the next level is.
    await page.getByRole("button", { name: "How trophies work" }).click();
    const trophies = page.getByRole("dialog", { name: "Trophies" });
    await expect(
      trophies.getByText(new RegExp(`^${advocate.count + 1} of \\d+ posts shared to reach`)),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trophies).toBeHidden();

    // The Leaderboard screen lists her on her line.
    await page.getByRole("link", { name: "See the full leaderboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
    await expect(page.getByTestId("leaderboard-me")).toContainText(`Your rank: #${rankAfter.rank}`);
    await expect(
      page.getByTestId("leaderboard-table").getByRole("row", { name: /Emma/ }).first(),
    ).toBeVisible();
  });

  test("Emma's dashboard shows her figures and charts from the stats API", async ({ page }) => {
    await signIn(page, "emma@acme.example");
    await openDashboard(page);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const count = await json(page, `/api/user/me/stats/count?from=${day(29)}&to=${day(0)}`);
    await expect(page.getByTestId("stats-shares")).toHaveText(String(count.shareCount));
    await expect(page.getByTestId("stats-points")).toHaveText(count.point.toLocaleString("en-US"));
    await expect(
      page.getByRole("region", { name: "Shares, clicks and reactions" }).locator("svg").first(),
    ).toBeVisible();
    await page.getByText("Last 12 months").click();
    const year = await json(page, `/api/user/me/stats/count?from=${day(364)}&to=${day(0)}`);
    await expect(page.getByTestId("stats-shares")).toHaveText(String(year.shareCount));
  });

  test("an admin creates, orders and deletes a leaderboard and turns the leaderboard off and on", async ({
    page,
  }) => {
    await signIn(page, "ada@acme.example");
    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Leaderboard settings" });

    const name = `Weekly heroes ${Date.now()}`;
    await settings.getByRole("button", { name: "New leaderboard" }).click();
    await settings.getByLabel("Name").fill(name);
    await settings.getByRole("combobox", { name: "Time range" }).click();
    await page.getByRole("option", { name: "This week" }).click();
    await settings.getByRole("button", { name: "Save" }).click();
    const list = settings.getByRole("list", { name: "Leaderboards" });
    await expect(list.getByText(name)).toBeVisible();
    const saved = await json(page, "/api/leaderboard3");
    const created = saved.orderedLeaderboardList.find((f: { name: string }) => f.name === name);
    expect(created).toMatchObject({ filter: "ThisWeek", filteredTeamList: [] });

    // Moved to the top, it becomes the first leaderboard (the sidebar's).
    if (saved.orderedLeaderboardIdList[0] !== created._id) {
      while ((await json(page, "/api/leaderboard3")).orderedLeaderboardIdList[0] !== created._id) {
        await settings.getByRole("button", { name: `Move ${name} up` }).click();
        await expect(settings.getByRole("button", { name: `Move ${name} up` })).toBeEnabled();
      }
    }
    expect((await json(page, "/api/leaderboard3")).orderedLeaderboardIdList[0]).toBe(created._id);

    const enabled = settings.getByRole("switch", { name: "Leaderboard enabled" });
    await expect(enabled).toBeChecked();
    await expect(enabled).toBeEnabled();
    await enabled.click({ force: true });
    await expect.poll(async () => (await json(page, "/api/leaderboard3")).leaderboardEnabled).toBe(false);
    await expect(enabled).not.toBeChecked();
    await expect(enabled).toBeEnabled();
    await enabled.click({ force: true });
    await expect.poll(async () => (await json(page, "/api/leaderboard3")).leaderboardEnabled).toBe(true);

    await settings.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(list.getByText(name)).toBeHidden();
    expect((await json(page, "/api/leaderboard3")).orderedLeaderboardIdList).not.toContain(created._id);
  });
});
