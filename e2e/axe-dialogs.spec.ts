import { type Found, settle, signedInContext, violationsOf } from "./axe-support.ts";
import { expect, test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: the main dialogs open (share, customize feed, notifications, invite, editor). */
test.describe.configure({ timeout: 300_000 });
// A trace would record every DOM of every axe run: several times slower, and nothing to read in it.
test.use({ trace: "off" });

test("the main dialogs have no axe violations", async ({ browser }) => {
  const context = await signedInContext(browser, "ada@acme.example");
  const page = await context.newPage();
  const found: Found[] = [];
  await page.goto("/");
  found.push(...(await settle(page, "/")));
  // Share dialog (of the first post that can be shared: not every post can).
  await page
    .getByRole("main")
    .getByRole("button", { name: /^share$/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await settle(page, "share dialog")));
  found.push(...(await violationsOf(page, "share dialog")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Customize My Feed.
  await page.getByRole("button", { name: "Customize My Feed" }).click();
  await expect(
    page.getByRole("dialog", { name: "Customize My Feed" }).getByRole("listitem").first(),
  ).toBeVisible();
  found.push(...(await violationsOf(page, "customize feed")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Notification menu.
  await page
    .getByRole("button", { name: /notifications/i })
    .first()
    .click();
  await expect(page.getByRole("menu").or(page.getByRole("dialog")).first()).toBeVisible();
  found.push(...(await settle(page, "notification menu")));
  found.push(...(await violationsOf(page, "notification menu")));
  await page.keyboard.press("Escape");
  // Invite wizard.
  await page.getByRole("button", { name: /profile menu/i }).click();
  await page.getByRole("menuitem", { name: "Invite colleagues" }).click();
  await expect(page.getByRole("dialog", { name: "Invite colleagues" })).toBeVisible();
  found.push(...(await violationsOf(page, "invite wizard")));
  await page.keyboard.press("Escape");
  // Editor, with a type chosen.
  await page.goto("/edit/new");
  found.push(...(await settle(page, "/edit/new")));
  await page.getByRole("radiogroup", { name: "Post type" }).getByText("Video").click();
  found.push(...(await violationsOf(page, "editor, video")));
  await context.close();
  expect(found).toEqual([]);
});
