import type { FeedPage } from "@chorus/shared/post/post.contract";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * The feed journeys of core §2 against the demo data: emma (a sharer subscribed to Company News,
 * Product Updates, Events, Careers…) reads, filters, searches, likes, bookmarks and comments; chloe
 * (in the private Leadership channel) leaves it through Customize My Feed; ada exports read confirmations.
 */

// Each journey signs in and walks several screens: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const channelsNav = (page: Page) => page.getByRole("navigation", { name: "Channels" });
const firstArticle = (page: Page) => page.getByRole("main").getByRole("article").first();
const articleTitle = async (article: Locator) =>
  ((await article.getByRole("heading").first().textContent()) ?? "").trim();

async function openCustomize(page: Page) {
  await page.getByRole("button", { name: "Customize My Feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Customize My Feed" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem").first()).toBeVisible();
  return dialog;
}

test.describe("the feed of a sharer", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "emma@acme.example");
    await expect(firstArticle(page)).toBeVisible();
  });

  test("filters by channel and goes back to My feed", async ({ page }) => {
    await expect(channelsNav(page).getByRole("link", { name: "My feed" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await channelsNav(page).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/channelId=[0-9a-f]{24}/);
    await expect(page.getByText("In Careers", { exact: true })).toBeVisible();
    await expect(channelsNav(page).getByRole("link", { name: "Careers" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles.first()).toBeVisible();
    const count = Math.min(await articles.count(), 5);
    for (let i = 0; i < count; i++) await expect(articles.nth(i)).toContainText("Careers");

    await channelsNav(page).getByRole("link", { name: "My feed" }).click();
    await expect(page).not.toHaveURL(/channelId=/);
  });

  test("searches posts", async ({ page }) => {
    const title = await articleTitle(firstArticle(page));
    const word =
      title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part)) ?? title.split(/\s+/)[0] ?? "";
    await page.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await page.getByRole("searchbox", { name: "Search posts" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(page.getByText(`Results for “${word}”`)).toBeVisible();
    // The count says how many posts matched: exact on a single page, 'N+' when more pages follow.
    const count = page.getByTestId("search-result-count");
    await expect(count).toHaveText(/^\d+\+? results?$/);
    const shown = (await count.textContent()) ?? "";
    const n = Number.parseInt(shown, 10);
    if (shown.includes("+")) expect(n).toBeGreaterThanOrEqual(10);
    else await expect(page.getByRole("main").getByRole("article")).toHaveCount(n);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(new RegExp(word, "i"));

    await page.getByRole("button", { name: "Clear the search" }).click();
    await expect(page).not.toHaveURL(/q=/);
  });

  test("likes and unlikes a post; the like survives a reload", async ({ page }) => {
    const article = firstArticle(page);
    const title = await articleTitle(article);
    const like = article.getByRole("button", { name: /^Like/ });
    const before = Number(await like.textContent());
    const wasLiked = (await like.getAttribute("aria-pressed")) === "true";
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", String(!wasLiked));
    await expect(like).toHaveText(String(before + (wasLiked ? -1 : 1)));

    await page.reload();
    const again = page.getByRole("article", { name: title }).getByRole("button", { name: /^Like/ });
    await expect(again).toHaveAttribute("aria-pressed", String(!wasLiked));
    await again.click();
    await expect(again).toHaveAttribute("aria-pressed", String(wasLiked));
    await expect(again).toHaveText(String(before));
  });

  test("bookmarks a post and finds it in the bookmark feed", async ({ page }) => {
    const article = firstArticle(page);
    const title = await articleTitle(article);
    const bookmark = article.getByRole("button", { name: "Bookmark" });
    if ((await bookmark.getAttribute("aria-pressed")) === "true") {
      await bookmark.click();
      await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    }
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Bookmarks" }).click();
    await expect(page).toHaveURL(/type=bookmark/);
    await expect(page.getByRole("heading", { level: 1, name: "Bookmarked" })).toBeVisible();
    const saved = page.getByRole("article", { name: title });
    await expect(saved).toBeVisible();
    // Removing the bookmark takes the post off the bookmark feed.
    await saved.getByRole("button", { name: "Bookmark" }).click();
    await expect(saved).toHaveCount(0);

    // The navbar icon toggles back to the published feed.
    await page.getByRole("link", { name: "Leave bookmarks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  });

  test("comments, edits and deletes a comment on the post preview", async ({ page }) => {
    const article = firstArticle(page);
    const title = await articleTitle(article);
    await article.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/preview\/[0-9a-f]{24}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const text = `Great news! ${Date.now()}`;
    const box = page.getByRole("textbox", { name: "Write a comment" });
    await box.fill("   ");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await box.fill(text);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(box).toHaveValue("");
    const mine = page.getByRole("listitem").filter({ hasText: text });
    await expect(mine).toBeVisible();

    await mine.getByRole("button", { name: /^Edit the comment/ }).click();
    const editor = page.getByRole("textbox", { name: "Edit your comment" });
    await editor.fill(`${text} (edited)`);
    await page.getByRole("button", { name: "Save" }).click();
    const edited = page.getByRole("listitem").filter({ hasText: `${text} (edited)` });
    await expect(edited).toBeVisible();

    await page.reload();
    await expect(edited).toBeVisible();
    await edited.getByRole("button", { name: /^Delete the comment/ }).click();
    await expect(edited.getByText("Delete this comment?")).toBeVisible();
    await edited.getByRole("button", { name: "Cancel, keep it" }).click();
    await expect(edited.getByText("Delete this comment?")).toBeHidden();
    await edited.getByRole("button", { name: /^Delete the comment/ }).click();
    await edited.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
  });

  test("customizes the feed: search, filters, subscribe and an essential channel", async ({ page }) => {
    const dialog = await openCustomize(page);
    const search = dialog.getByRole("textbox", { name: "Search channels" });
    await search.fill("SUSTAIN");
    await expect(dialog.getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("listitem")).toContainText("Sustainability");
    await search.fill("no channel is called this");
    await expect(dialog.getByText("There's no channel with that name")).toBeVisible();
    await search.fill("");

    await dialog.getByText("Subscribed", { exact: true }).click();
    await expect(dialog.getByRole("button", { name: /^Subscribe to/ })).toHaveCount(0);
    await dialog.getByText("Unsubscribed", { exact: true }).click();
    await expect(dialog.getByRole("button", { name: /^Unsubscribe from/ })).toHaveCount(0);
    await dialog.getByText("All Channels", { exact: true }).click();

    const essential = dialog.getByRole("button", { name: "Unsubscribe from Company News" });
    await expect(essential).toHaveAttribute("aria-disabled", "true");
    await essential.hover();
    await expect(page.getByText("You cannot unsubscribe from this essential channel.")).toBeVisible();

    // Toggle a public channel twice, so the demo data stays as it was.
    const row = dialog.getByRole("listitem").filter({ hasText: "Careers" });
    await row.getByRole("button", { name: "Unsubscribe from Careers" }).click();
    await expect(row.getByRole("button", { name: "Subscribe to Careers" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(channelsNav(page).getByRole("link", { name: "Careers" })).toHaveCount(0);

    const reopened = await openCustomize(page);
    await reopened.getByRole("button", { name: "Subscribe to Careers" }).click();
    await expect(reopened.getByRole("button", { name: "Unsubscribe from Careers" })).toBeVisible();
    await reopened.getByRole("button", { name: "Close" }).click();
    await expect(channelsNav(page).getByRole("link", { name: "Careers" })).toBeVisible();
  });
});

test("a member of a private channel confirms before leaving it, and the selection clears", async ({
  page,
}) => {
  await signIn(page, "chloe@acme.example");
  await channelsNav(page).getByRole("link", { name: "Leadership" }).click();
  await expect(page).toHaveURL(/channelId=/);
  const dialog = await openCustomize(page);
  await dialog.getByRole("button", { name: "Unsubscribe from Leadership" }).click();
  const confirm = page.getByRole("dialog", { name: "Do you really want to unsubscribe?" });
  await confirm.getByRole("button", { name: "No, take me back" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Unsubscribe from Leadership" })).toBeVisible();

  await dialog.getByRole("button", { name: "Unsubscribe from Leadership" }).click();
  await confirm.getByRole("button", { name: "Yes, unsubscribe me" }).click();
  await expect(dialog.getByRole("button", { name: "Unsubscribe from Leadership" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/channelId=/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(channelsNav(page).getByRole("link", { name: "Leadership" })).toHaveCount(0);
});

test("a manager exports the read confirmations of a post as CSV", async ({ page }) => {
  await signIn(page, "ada@acme.example");
  const feed = await page.request.get("/api/post3?type=published&page=1&pageSize=50");
  expect(feed.ok()).toBe(true);
  const { postList } = (await feed.json()) as FeedPage;
  const post = postList.find((p) => p.isReadConfirmationRequired);
  expect(post, "the demo data has a post that requires read confirmation").toBeTruthy();
  await page.goto(`/preview/${post?._id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Read confirmations" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Filter by name" })).toBeVisible();

  const exportLink = page.getByRole("link", { name: "Export" });
  await expect(exportLink).toHaveAttribute("href", `/api/post3/${post?._id}/confirmations/export`);
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const response = await page.request.get(`/api/post3/${post?._id}/confirmations/export`);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(await response.text()).toContain("First name");
});

test("a sharer answers a survey and sees the results", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  const feed = await page.request.get("/api/post3?type=published&page=1&pageSize=50");
  const { postList } = (await feed.json()) as FeedPage;
  const survey = postList.find((p) => p.type === "survey" && !p.hasAnsweredSurvey);
  test.skip(!survey, "no unanswered survey in emma's first 50 posts");
  await page.goto(`/preview/${survey?._id}`);
  const form = page.getByRole("form", { name: "Survey" });
  await expect(form).toBeVisible();
  for (const question of survey?.survey?.questionList ?? []) {
    if (question.type === "singlechoice")
      await form.getByRole("radio", { name: question.optionList[0]?.text }).check();
    else if (question.type === "multichoice")
      await form.getByRole("checkbox", { name: question.optionList[0]?.text }).check();
    else await form.getByRole("textbox", { name: question.question }).fill("Looking forward to it");
  }
  await form.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByText("Thank you, you have answered this survey.")).toBeVisible();
  await expect(page.getByRole("progressbar").first()).toBeVisible();
});

test("the sidebars stay in view under the navbar while the feed scrolls (desktop)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "emma@acme.example");
  await expect(firstArticle(page)).toBeVisible();
  const sidebars = [
    page.getByRole("complementary", { name: "Channels" }),
    page.getByRole("complementary", { name: "Featured posts" }),
  ];
  for (const sidebar of sidebars) await expect(sidebar).toBeVisible();
  // The feed draws its cards a couple at a time: scroll again until the page is long enough.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 1500);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(1000);
  const navbar = await page.getByRole("banner").boundingBox();
  expect(navbar).not.toBeNull();
  const navbarBottom = (navbar?.y ?? 0) + (navbar?.height ?? 0);
  for (const sidebar of sidebars) {
    const box = await sidebar.boundingBox();
    // Just below the navbar (its bottom plus the page gap), not scrolled away above it.
    expect(box?.y).toBeGreaterThanOrEqual(navbarBottom);
    expect(box?.y).toBeLessThan(navbarBottom + 40);
  }
});

test("the sidebars and the Posts dropdown: featured posts, channels and counts", async ({ page }) => {
  await signIn(page, "ada@acme.example");
  const featured = page.getByRole("complementary", { name: "Featured posts" });
  await expect(featured.getByTestId("featured-large")).toBeVisible();
  await featured.getByTestId("featured-large").click();
  await expect(page).toHaveURL(/\/preview\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Posts" }).click();
  const counters = await (await page.request.get("/api/post3/counters")).json();
  await expect(page.getByRole("menuitem", { name: /^Published/ })).toContainText(
    String(counters.publishedCount),
  );
  await expect(page.getByRole("menuitem", { name: /^Proposed/ })).toContainText(
    String(counters.proposedCount),
  );
  await page.getByRole("menuitem", { name: /^Proposed/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Proposed" })).toBeVisible();
});

test("the feed's pictures load; their address opens without a session only while it is signed", async ({
  page,
  browser,
}) => {
  await signIn(page, "emma@acme.example");
  const picture = page.getByRole("main").locator('article img[src^="/images/"]').first();
  // Feed pictures load lazily: bring one into view.
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const src = (await picture.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/images\/media\/[0-9a-f]{24}\/[A-Za-z0-9_-]{22}\.(jpg|png)\?exp=\d+&sig=/);
  const origin = new URL(page.url()).origin;
  const canonical = `${origin}${src.split("?")[0]}`;
  const stranger = await browser.newContext();
  try {
    expect((await stranger.request.get(`${origin}${src}`)).status()).toBe(200);
    expect((await stranger.request.get(canonical)).status()).toBe(404);
    expect((await page.request.get(canonical)).status()).toBe(200);
  } finally {
    await stranger.close();
  }
});
