import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL } from "./playwright.config.ts";

/**
 * Shortcuts and documents (issue 12): an admin adds a company shortcut from the sidebar (icon
 * picker, colour), Emma sees it in her sidebar and opens it; the admin uploads a document, Emma
 * opens it. Both are this spec's own objects, removed at the end.
 */
test.describe("shortcuts and documents", () => {
  test.describe.configure({ timeout: 120_000 });

  /** The shortcut's link in the sidebar widget, or in the "Show all" modal when more than 4 come first. */
  async function shortcutLink(page: Page, title: string) {
    const widget = page.getByRole("region", { name: "Shortcuts" });
    await expect(widget).toBeVisible();
    const inWidget = widget.getByRole("link", { name: title, exact: true });
    const showAll = widget.getByRole("button", { name: /^Show all/ });
    // The widget's list arrives after the region itself: wait for the link or the "Show all" button.
    await expect(inWidget.or(showAll).first()).toBeVisible();
    if (await inWidget.count()) return inWidget;
    await showAll.click();
    return page.getByRole("dialog", { name: "Shortcuts" }).getByRole("link", { name: title, exact: true });
  }

  test("an admin adds a shortcut; Emma sees it in the sidebar and opens it", async ({ browser }) => {
    const title = `Wiki ${Date.now() % 100000}`;
    const link = `${FAKE_NETWORK_URL}/pages/remote-work`;
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, "ada@acme.example");
    const widget = admin.getByRole("region", { name: "Shortcuts" });
    await widget.getByRole("button", { name: "Manage" }).click();
    const editor = admin.getByRole("dialog", { name: "Manage shortcuts" });
    await editor.getByRole("button", { name: "Add shortcut" }).click();
    await editor.getByLabel("Title").fill(title);
    await editor.getByLabel("Link").fill(link);
    await editor.getByLabel("Colour", { exact: true }).fill("#e8590c");
    await editor.getByPlaceholder("Search icons by name").fill("book");
    await editor.getByRole("option", { name: "book", exact: true }).click();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor.getByText(title)).toBeVisible();
    await admin.keyboard.press("Escape");

    const emma = await (await browser.newContext()).newPage();
    await signIn(emma, "emma@acme.example");
    const shortcut = await shortcutLink(emma, title);
    await expect(shortcut).toHaveAttribute("href", link);
    await expect(
      emma.getByRole("region", { name: "Shortcuts" }).getByRole("button", { name: "Manage" }),
    ).toHaveCount(0);
    const [opened] = await Promise.all([emma.waitForEvent("popup"), shortcut.click()]);
    await expect(opened.getByRole("heading", { name: "Remote work, five years on" })).toBeVisible();

    // Clean up: the admin deletes it.
    await admin.getByRole("region", { name: "Shortcuts" }).getByRole("button", { name: "Manage" }).click();
    const row = editor.getByRole("listitem").filter({ hasText: title });
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(editor.getByText(title)).toBeHidden();
  });

  test("an admin uploads a document; Emma opens it", async ({ browser }) => {
    const stamp = Date.now() % 100000;
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, "ada@acme.example");
    await admin.goto("/documents", { waitUntil: "domcontentloaded" });
    await expect(admin.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(admin.getByTestId("document-usage")).toContainText("used");
    const chooser = admin.waitForEvent("filechooser");
    await admin.getByRole("button", { name: "Upload document" }).click();
    await (await chooser).setFiles({
      name: `Travel_policy_${stamp}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from(`Travel policy ${stamp}: book trains under four hours.\n`),
    });
    const title = `Travel policy ${stamp}`;
    await expect(admin.getByRole("link", { name: title, exact: true })).toBeVisible();

    const emma = await (await browser.newContext()).newPage();
    await signIn(emma, "emma@acme.example");
    await emma.goto("/documents", { waitUntil: "domcontentloaded" });
    await expect(emma.getByRole("button", { name: "Upload document" })).toHaveCount(0);
    await expect(emma.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
    const [opened] = await Promise.all([
      emma.waitForEvent("popup"),
      emma.getByRole("link", { name: title, exact: true }).click(),
    ]);
    await expect(opened.getByText(`Travel policy ${stamp}: book trains under four hours.`)).toBeVisible();

    await admin.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(admin.getByRole("link", { name: title, exact: true })).toBeHidden();
  });
});
