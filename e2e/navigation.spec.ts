import { expect, mainNavigation, signIn, test } from "./fixtures.ts";

/**
 * Each demo user's visible tabs, written out from the spec (core §2, §6) for the demo company:
 * groups on (so no Perks), channel manager feature on, no labs, resources visible, rewards on.
 */
const DEMO_USERS = [
  { email: "emma@acme.example", role: "User", tabs: ["Posts", "Resources"] },
  { email: "anton@acme.example", role: "Channel Analyst", tabs: ["Posts", "Resources", "Analytics"] },
  {
    email: "chloe@acme.example",
    role: "Channel Manager",
    tabs: ["Posts", "Resources", "Analytics", "My Channels"],
  },
  {
    email: "gustav@acme.example",
    role: "Group Admin",
    tabs: ["Posts", "Resources", "Analytics", "Administration"],
  },
  {
    email: "ada@acme.example",
    role: "Company Admin",
    tabs: ["Posts", "Resources", "Analytics", "Administration"],
  },
  {
    email: "pablo@acme.example",
    role: "Partner",
    tabs: ["Posts", "Resources", "Analytics", "Administration"],
  },
  { email: "sam@acme.example", role: "Smarper", tabs: ["Posts", "Resources", "Analytics", "Administration"] },
] as const;

/** The Administration dropdown per role (core §6). */
// Teams carries a NEW badge until the Teams page was viewed (access §2).
const ADMIN_ENTRIES: Record<string, (string | RegExp)[]> = {
  "gustav@acme.example": ["Users", /^Teams/, "Settings"],
  "ada@acme.example": ["Users", "Groups", /^Teams/, "Settings", "Email outbox"],
  "pablo@acme.example": ["Users", "Groups", /^Teams/, "Settings", "Companies", "Email outbox"],
  "sam@acme.example": ["Users", "Groups", /^Teams/, "Settings", "Companies", "Email outbox"],
};

test.describe("navbar per demo role", () => {
  for (const user of DEMO_USERS) {
    test(`${user.email} (${user.role}) sees exactly ${user.tabs.join(", ")}`, async ({ page }) => {
      await signIn(page, user.email);
      await expect(mainNavigation(page).getByRole("listitem")).toHaveText([...user.tabs]);
      await expect(page.getByRole("button", { name: /profile menu/i })).toContainText(user.role);

      const adminEntries = ADMIN_ENTRIES[user.email];
      if (adminEntries) {
        await mainNavigation(page).getByRole("button", { name: "Administration" }).click();
        await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(adminEntries);
        await page.keyboard.press("Escape");
      }
    });
  }

  test("the tabs lead to pages that exist", async ({ page }) => {
    await signIn(page, "ada@acme.example");
    await mainNavigation(page).getByRole("button", { name: "Administration" }).click();
    await page.getByRole("menuitem", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByTestId("user-row").first()).toBeVisible();
  });
});

test("the skip links are the first stops of the keyboard and move the focus", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await page.keyboard.press("Tab");
  const toContent = page.getByRole("link", { name: "Skip to Content" });
  await expect(toContent).toBeFocused();
  await expect(toContent).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const toFeatured = page.getByRole("link", { name: "Skip to Featured Post" });
  await expect(toFeatured).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("complementary", { name: "Featured posts" })).toBeFocused();
});
