import type { Browser, Page } from "@playwright/test";
import { expect, mainNavigation, signIn, test } from "./fixtures.ts";

/**
 * People administration (issue 11) on the demo data: ada (admin) makes Mei (a User of
 * Headquarters) a Company Admin and Mei's navbar gains Administration; gustav (group admin of
 * Field Sales) sees only Field Sales people in the Users list.
 */
test.describe.configure({ timeout: 90_000 });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function openUsers(page: Page) {
  await mainNavigation(page).getByRole("button", { name: "Administration" }).click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
}

async function setRoleOfMei(page: Page, role: string) {
  await page.getByRole("textbox", { name: "Search" }).fill("Mei Tanaka");
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await page.getByRole("link", { name: "Edit Mei Tanaka" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit user" })).toBeVisible();
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  await page.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
}

test("an admin edits a user's role and that user's navbar changes", async ({ page, browser }) => {
  const mei = await newPage(browser);
  await signIn(mei, "mei@acme.example");
  await expect(mainNavigation(mei).getByRole("listitem")).toHaveText(["Posts", "Resources"]);

  await signIn(page, "ada@acme.example");
  await openUsers(page);
  await setRoleOfMei(page, "Company Admin");

  await mei.reload();
  // Email appears too when the newsletter lab is on (the newsletter journey of the same run turns it on).
  const adminEntries = ["Posts", "Resources", "Analytics", "Administration"];
  await expect
    .poll(async () =>
      (await mainNavigation(mei).getByRole("listitem").allTextContents()).filter(
        (entry) => entry !== "Email",
      ),
    )
    .toEqual(adminEntries);
  await expect(mei.getByRole("button", { name: /profile menu/i })).toContainText("Company Admin");

  // Back to User, so the demo data stays as the other specs know it.
  await page.goto("/user");
  await setRoleOfMei(page, "User");
  await mei.reload();
  await expect(mainNavigation(mei).getByRole("listitem")).toHaveText(["Posts", "Resources"]);
});

test("a group admin sees only the own group's users", async ({ page }) => {
  await signIn(page, "gustav@acme.example");
  await openUsers(page);
  const rows = page.getByTestId("user-row");
  await expect(rows.first()).toBeVisible();
  const groups = await rows.locator("td:nth-child(4)").allTextContents();
  expect(groups.length).toBeGreaterThan(1);
  expect(new Set(groups)).toEqual(new Set(["Field Sales"]));
  await expect(page.getByText("Lukas Fischer")).toBeVisible();

  await page.getByRole("textbox", { name: "Search" }).fill("Emma");
  await expect(page.getByText("No users match these filters.")).toBeVisible();
  await expect(rows).toHaveCount(0);
});
