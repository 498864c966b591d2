import { expect, signIn, test } from "./fixtures.ts";

/** Resources (issue 12): an admin adds a resource, a sharer opens it and comments, the admin deletes it. */
test.describe("resources", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin adds a resource; Emma opens it and comments; the admin deletes it", async ({ browser }) => {
    const title = `Press kit ${Date.now()}`;
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, "ada@acme.example");
    await adminPage.goto("/resource", { waitUntil: "domcontentloaded" });
    await expect(adminPage.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    await adminPage.getByRole("button", { name: "New resource" }).click();
    const form = adminPage.getByRole("dialog", { name: "New resource" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Logos and photos for the press");
    await form.getByLabel("Link").fill("https://example.com/press");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
    await expect(adminPage.getByRole("article", { name: title })).toBeVisible();

    const page = await (await browser.newContext()).newPage();
    await signIn(page, "emma@acme.example");
    await page.goto("/resource", { waitUntil: "domcontentloaded" });
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await card.getByRole("button", { name: "Open" }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByText("Logos and photos for the press")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Visit the link" })).toHaveAttribute(
      "href",
      "https://example.com/press",
    );
    await dialog.getByLabel("Write a comment").fill("Exactly what I needed");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Exactly what I needed")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "1 comment" })).toBeVisible();

    await adminPage.reload();
    await adminPage.getByRole("article", { name: title }).getByRole("button", { name: "Delete" }).click();
    await expect(adminPage.getByRole("article", { name: title })).toBeHidden();
  });
});
