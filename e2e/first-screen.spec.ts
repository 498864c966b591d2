import { expect, signIn, test } from "./fixtures.ts";

/**
 * Issues 15 and 16: the signed-in feed's first screen comes drawn in the page (the server's
 * platform/first-screen.ts), so a phone paints the posts before its scripts arrive; the scripts then
 * take over that markup (hydrate it) instead of drawing it again.
 */

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

test("the feed's first posts are in the page itself: they show with JavaScript off", async ({
  browser,
  page,
}) => {
  await signIn(page, "emma@acme.example");
  const cookies = await page.context().cookies();
  // A phone: the server draws its layout (the menu button, no sidebars) from the request's user agent.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    userAgent: PHONE,
  });
  try {
    await noScript.addCookies(cookies);
    const bare = await noScript.newPage();
    await bare.goto("/");
    await expect(bare.getByRole("button", { name: "Open the menu" })).toBeVisible();
    await expect(bare.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
    const firstCard = bare.getByRole("main").getByRole("article").first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.getByRole("heading").first()).not.toBeEmpty();
    // The spinner the plain page starts with is not there: the screen replaced it.
    await expect(bare.locator(".boot-loader")).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});

test("the scripts take over the drawn screen without drawing it again, without an error, and it works", async ({
  page,
}) => {
  await signIn(page, "emma@acme.example");
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  // Before any script of the page runs: hold on to the first card the server drew.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { drawnCard: Element | null }).drawnCard = document.querySelector("main article");
    });
  });
  const answer = await page.goto("/");
  expect(await answer?.text()).toContain("data-first-screen=");
  const firstCard = page.getByRole("main").getByRole("article").first();
  // Hydrated: a control answers (the like button sends its call), and the dates are the reader's own.
  const heart = firstCard.getByRole("button", { name: /like/i });
  for (let click = 0; click < 2; click++) {
    const liked = page.waitForResponse((response) =>
      /^\/api\/(un)?like\//.test(new URL(response.url()).pathname),
    );
    await heart.click();
    expect((await liked).status()).toBeLessThan(300);
  }
  await expect(firstCard.locator("time").first()).not.toBeEmpty();
  // Taken over: the root's mark is gone, and with it the style that held the controls till then.
  await expect(page.locator("#root")).not.toHaveAttribute("data-first-screen");
  // The very element the server sent is still the one on screen: hydrated, not replaced.
  expect(
    await page.evaluate(() => {
      const drawn = (window as unknown as { drawnCard: Element | null }).drawnCard;
      return drawn !== null && drawn === document.querySelector("main article") && drawn.isConnected;
    }),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test("the drawn page asks for its scripts only once it has painted, and they run under the page's policy", async ({
  page,
}) => {
  await signIn(page, "emma@acme.example");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await expect(page.locator("#root")).not.toHaveAttribute("data-first-screen");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js$|\/languages\/reacttranslations\//.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  expect(timing.scripts.length).toBeGreaterThan(1);
  for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThan(timing.paint);
  expect(violations).toEqual([]);
});
