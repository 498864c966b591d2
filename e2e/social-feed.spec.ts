import { expect, signIn, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL } from "./playwright.config.ts";

/**
 * Issue 13, social feed: an admin connects the company's LinkedIn page through LinkedIn's OAuth
 * with the organisation scopes (the fake network consents at once and checks every request); the
 * social feed then shows the page's posts, to a member too; the admin disconnects again, which
 * leaves the shared database as it was for the other specs.
 */
test("an admin connects the company's LinkedIn page and the social feed shows its posts", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "ada@acme.example");
  await page.goto("/social-feed");
  await expect(page.getByText("No company page connected")).toBeVisible();
  const admin = page.getByTestId("linkedin-page-admin");
  await admin.getByRole("link", { name: "Connect LinkedIn page" }).click();

  await expect(page).toHaveURL(/\/social-feed\?linkedinPage=connected/);
  await expect(admin.getByText("Connected to Acme Corporation")).toBeVisible();
  const posts = page.getByTestId("social-feed-post");
  await expect(posts).toHaveCount(2);
  await expect(posts.first()).toContainText("Acme opens its new Lisbon office this week.");
  await expect(posts.first().getByRole("link", { name: "Open on LinkedIn" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\/feed\/update\/urn%3Ali%3Ashare%3A7200000000000000001\/$/,
  );

  // A member sees the page's posts, and no connection controls.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, "emma@acme.example");
  await member.goto("/social-feed");
  await expect(member.getByTestId("social-feed-post")).toHaveCount(2);
  await expect(member.getByTestId("linkedin-page-admin")).toHaveCount(0);
  await context.close();

  const problems = await (await page.request.get(`${FAKE_NETWORK_URL}/__problems`)).json();
  expect(problems.problems).toEqual([]);

  await admin.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("No company page connected")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Connect LinkedIn page" })).toBeVisible();
});
