import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL } from "./playwright.config.ts";

/**
 * Authoring journeys of issue 4 against the demo data: ada (admin) writes a scheduled image post
 * with three images; emma (sharer) proposes a link post; ada approves it and it reaches emma's feed.
 */
test.describe.configure({ timeout: 90_000 });

/** A PNG drawn on a canvas in the page, returned as bytes for the file input. */
async function canvasPng(page: Page, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    return canvas.toDataURL("image/png");
  }, color);
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

async function openEditor(page: Page) {
  await page.getByRole("link", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/edit\/new/);
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
}

async function chooseChannel(page: Page, name: string) {
  await page.getByRole("main").getByRole("combobox", { name: "Channels" }).click();
  await page.getByRole("option", { name }).click();
  await page.keyboard.press("Escape");
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test("a manager writes an image post with three images and a schedule", async ({ page }) => {
  await signIn(page, "ada@acme.example");
  await openEditor(page);
  await page.getByRole("radiogroup", { name: "Post type" }).getByText("Image").click();
  const title = unique("Harbour photos");
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);

  const files = await Promise.all(
    ["#d9480f", "#1971c2", "#2f9e44"].map(async (color, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: "image/png",
      buffer: await canvasPng(page, color),
    })),
  );
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.getByRole("button", { name: /^Move image \d left$/ })).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect(page.getByTestId("image-mosaic")).toHaveAttribute("data-layout", "wideAndTwo");

  await chooseChannel(page, "Company News");

  // Two days ahead, at the picker's default time.
  const day = new Date(Date.now() + 2 * 86_400_000);
  const dayLabel = day.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
  await page.getByRole("button", { name: /^Publish on/ }).click();
  await page.getByRole("button", { name: dayLabel }).first().click();
  await page.getByRole("button", { name: "Confirm the date" }).click();

  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Your post is scheduled.")).toBeVisible();
  await expect(page).toHaveURL(/type=scheduled/);
  // The demo data schedules posts further ahead: find ours by its unique word.
  await page.goto(`/?type=scheduled&q=${title.split(" ").at(-1)}`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img")).toHaveCount(3);
  // The uploads are served (signed URLs from the server), not only laid out.
  for (const picture of await card.getByRole("img").all()) {
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
});

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test("a sharer proposes a link post, the manager approves it, and it reaches the sharer's feed", async ({
  browser,
}) => {
  const emma = await signedInPage(browser, "emma@acme.example");
  const title = unique("Read this on remote work");
  await openEditor(emma.page);
  await emma.page.getByRole("radiogroup", { name: "Post type" }).getByText("Link").click();
  // A page the suite serves (the fake network), so the server's link preview stays on this machine.
  await emma.page.getByRole("textbox", { name: /^Link/ }).fill(`${FAKE_NETWORK_URL}/pages/remote-work`);
  await expect(emma.page.getByTestId("link-preview")).toContainText("Remote work, five years on");
  await emma.page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await chooseChannel(emma.page, "Product Updates");
  await emma.page.getByRole("button", { name: "Propose", exact: true }).click();
  await expect(emma.page.getByText("Your post is proposed to the channel managers.")).toBeVisible();

  const ada = await signedInPage(browser, "ada@acme.example");
  await ada.page.goto("/?type=incoming");
  const proposal = ada.page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect(proposal).toBeVisible();
  await proposal.getByRole("button", { name: "Approve in Product Updates" }).click();
  await expect(ada.page.getByText("The post is approved.")).toBeVisible();
  await expect(proposal).toHaveCount(0);

  await emma.page.goto("/");
  await expect(emma.page.getByRole("main").getByRole("article").filter({ hasText: title })).toBeVisible();
  await emma.context.close();
  await ada.context.close();
});
