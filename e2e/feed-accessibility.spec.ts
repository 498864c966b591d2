import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * DESIGN.md promises WCAG 2.2 AA: the feed and the post preview must have no serious or critical
 * axe violations (a sharer's view, and a manager's preview with the read-confirmation list).
 */
test.describe.configure({ timeout: 90_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 10).map((node) => node.target.join(" ")),
    }));
}

test("the feed has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(
    page.getByRole("complementary", { name: "Featured posts" }).getByRole("link").first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the Customize My Feed modal has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await page.getByRole("button", { name: "Customize My Feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Customize My Feed" });
  await expect(dialog.getByRole("listitem").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the post preview has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "ada@acme.example");
  const feed = await page.request.get("/api/post3?type=published&page=1&pageSize=50");
  const { postList } = (await feed.json()) as {
    postList: { _id: string; isReadConfirmationRequired: boolean }[];
  };
  const post = postList.find((p) => p.isReadConfirmationRequired) ?? postList[0];
  await page.goto(`/preview/${post?._id}?isCommentFocus=true`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Write a comment" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
