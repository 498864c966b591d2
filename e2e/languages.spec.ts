import type { Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  expect,
  mainNavigation,
  openProfileMenu,
  signIn as signInAs,
  test,
} from "./fixtures.ts";

/**
 * Languages (issue 16): a user who saves 'Français' sees the whole UI in French at once (navbar,
 * feed heading, post dates through Intl), without a reload; German's long words break neither the
 * navbar nor the cards at 1,100 px and 390 px. Each test uses its own demo sharer (no other spec
 * signs in as Hannah or Freya) and puts the language back to English at the end.
 */
test.describe.configure({ timeout: 120_000 });

/** Signs in (both users start in English) and waits for the app to have taken the drawn feed over. */
const signIn = (page: Page, email: string) => signInAs(page, email, DEMO_PASSWORD, { timeout: 30_000 });

/** The navbar's own name is translated too ('Main' → 'Principal'). */
const frenchNavigation = (page: Page) => page.getByRole("navigation", { name: "Principal" });

async function csrfOf(page: Page): Promise<string> {
  return (await page.request.get("/api/session")).headers()["x-csrf-token"] ?? "";
}

async function setLanguage(page: Page, language: string) {
  const response = await page.request.put("/api/user/me/language", {
    headers: { "x-csrf-token": await csrfOf(page) },
    data: { language },
  });
  expect(response.ok()).toBe(true);
}

/** What the card's date must read in French for its datetime (core §5 dates, through Intl). */
function frenchPostDate(iso: string, now: Date): string | null {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return null; // relative ('il y a 2 heures'): checked by its words below
  return new Intl.DateTimeFormat("fr", {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() !== now.getFullYear() ? { year: "numeric" } : {}),
  }).format(date);
}

test("saving 'Français' switches the navbar and the dates to French at once", async ({ page }) => {
  await signIn(page, "hannah@acme.example");
  try {
    await expect(mainNavigation(page).getByRole("button", { name: "Posts" })).toBeVisible();
    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await openProfileMenu(page);
    await page.getByRole("menuitem", { name: "Language settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Language settings" });
    await dialog.getByRole("combobox", { name: "Platform language" }).click();
    await dialog.getByRole("option", { name: "Français" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();

    // The whole UI at once: navbar, page heading, the document's language; no page load.
    await expect(frenchNavigation(page).getByRole("button", { name: "Publications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Publiées" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(reloaded).toBe(false);

    // A post's date, written by Intl in French.
    const time = page.getByRole("main").getByRole("article").first().locator("time").first();
    const iso = (await time.getAttribute("datetime")) ?? "";
    const expected = frenchPostDate(iso, new Date());
    if (expected) await expect(time).toHaveText(expected);
    else await expect(time).toHaveText(/^(il y a|maintenant|dans)/);

    // A new page load starts in French too (the server serves fr.json).
    await page.reload();
    await expect(frenchNavigation(page).getByRole("button", { name: "Publications" })).toBeVisible();
  } finally {
    await setLanguage(page, "en");
  }
});

for (const width of [1100, 390]) {
  test(`German navbar and cards do not overflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "freya@acme.example");
    try {
      await setLanguage(page, "de");
      await page.reload();
      // The session says German: the UI switches once its texts are loaded (a busy machine is slow).
      await expect(page.getByRole("heading", { level: 1, name: "Veröffentlicht" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();

      const overflowing = await page.evaluate(() => {
        const boxes = [
          document.documentElement,
          ...document.querySelectorAll("header, nav, main article"),
        ] as HTMLElement[];
        return boxes
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `${box.tagName.toLowerCase()} ${box.scrollWidth}>${box.clientWidth}`);
      });
      expect(overflowing).toEqual([]);
    } finally {
      await setLanguage(page, "en");
    }
  });
}
