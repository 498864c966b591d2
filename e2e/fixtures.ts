import { test as base, expect, type Page } from "@playwright/test";
import { CHROMIUM_PATH, chromiumAvailable } from "./playwright.config.ts";

/**
 * Waits until the app has taken over a page whose first screen the server drew (the signed-in
 * feed: platform/first-screen.ts), as a reader's tap would: the drawn controls take input from
 * then on (the root's `data-first-screen` mark goes). At once on any other page.
 */
export async function takenOver(page: Page) {
  await expect(page.locator("#root[data-first-screen]")).toHaveCount(0, { timeout: 15_000 });
}

/** Every spec imports `test` from here, so a machine without Chromium skips the whole suite with one reason. */
export const test = base.extend<{ chromiumCheck: undefined }>({
  // A page load (goto, reload) ends once the app has taken the page over, so the next step's
  // keys and clicks reach it: before, the server's markup shows the page without answering.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const answer = await goto(...args);
      await takenOver(page);
      return answer;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const answer = await reload(...args);
      await takenOver(page);
      return answer;
    };
    await use(page);
  },
  chromiumCheck: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(
        !chromiumAvailable,
        `Chromium not found at ${CHROMIUM_PATH}; install it with apt-get install -y chromium`,
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** The demo company's password for every demo user. */
export const DEMO_PASSWORD = "Sunny-Harbor-2026";

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Signs in through the login page and waits for the feed. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { timeout }: { timeout?: number } = {},
) {
  await page.goto("/account");
  await fillLogin(page, email, password);
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible({ timeout });
  await takenOver(page);
}

export const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });

export async function openProfileMenu(page: Page) {
  await page.getByRole("button", { name: /profile menu/i }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}
