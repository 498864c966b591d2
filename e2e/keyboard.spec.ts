import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, takenOver, test } from "./fixtures.ts";

/**
 * Issue #16: keyboard-only journeys — read, like, comment, share, write a post, invite — driven with
 * page.keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; typing for text). Every control
 * reached shows a focus ring, and dialogs keep the focus inside and give it back when they close.
 */
test.describe.configure({ timeout: 120_000 });

/**
 * Whether `target` has the focus, asked in one query: a deferred control swaps its light trigger for
 * the real one just as it is focused, so resolving the locator and then reading document.activeElement
 * could look at the light trigger after it had left the page.
 */
const isFocused = async (target: Locator) => (await target.and(target.page().locator(":focus")).count()) > 0;

/**
 * The focused element draws a ring: an outline or a box shadow (Mantine's focus ring is an outline).
 * Polled briefly: a page still settling (a stylesheet arriving, a trigger swapped) may draw it a frame late.
 */
async function expectFocusRing(target: Locator) {
  const ringOf = () =>
    target.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return {
        ring: outline || style.boxShadow !== "none",
        outline: style.outline,
        focusVisible: element.matches(":focus-visible"),
        pageFocused: document.hasFocus(),
      };
    });
  await expect
    .poll(async () => (await ringOf()).ring, { message: `${target} shows a focus ring`, timeout: 1_000 })
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\n${JSON.stringify(await ringOf())}`);
    });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks its focus ring. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) {
      await expectFocusRing(target);
      return;
    }
    visited.push(await describeFocus(page));
  }
  throw new Error(`${max} presses of Tab never reached ${target}; the focus went to:\n${visited.join("\n")}`);
}

/** The focused element in a few words, for a failure's message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "(body)";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return `${element.tagName.toLowerCase()} "${name}"`;
  });

/** Tabbing forwards and backwards through a dialog never leaves it (a focus trap). */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} ${i + 1} keeps the focus inside the dialog`).toBe(true);
    }
  }
}

/** Signs in on the login page with the keyboard. */
async function keyboardSignIn(page: Page, email: string) {
  await page.goto("/account");
  await tabTo(page, page.getByRole("textbox", { name: "Email" }));
  await page.keyboard.type(email);
  await tabTo(page, page.locator('input[name="password"]'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  // Keys reach the drawn feed's controls once the app has taken it over.
  await takenOver(page);
}

const feedArticles = (page: Page) => page.getByRole("main").getByRole("article");

test("read a post and like it, with the keyboard alone", async ({ page }) => {
  await keyboardSignIn(page, "anton@acme.example");
  const article = feedArticles(page).first();
  await expect(article).toBeVisible({ timeout: 30_000 });

  // Like, then take the like back (the demo data stays as it was), with Space and Enter.
  const like = article.getByRole("button", { name: /^Like, / });
  await tabTo(page, like);
  const before = await like.getAttribute("aria-pressed");
  await page.keyboard.press("Space");
  await expect(like).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  await page.keyboard.press("Enter");
  await expect(like).toHaveAttribute("aria-pressed", before ?? "false");

  // Read: Shift+Tab back to the post's own link, Enter opens it; the focus lands on its heading.
  const open = article.locator('a[href^="/preview/"]:not([href*="?"])').first();
  await tabTo(page, open, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/preview\//);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
});

test("comment on a post with the keyboard alone", async ({ page }) => {
  await keyboardSignIn(page, "anton@acme.example");
  const comments = feedArticles(page)
    .getByRole("link", { name: /\d+ comments?$/ })
    .first();
  await tabTo(page, comments);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/preview\/.*isCommentFocus=true/);
  const box = page.getByRole("textbox", { name: "Write a comment" });
  await expect(box).toBeFocused();
  const text = `Typed without a mouse ${Date.now().toString(36)}`;
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole("button", { name: "Post", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByText(text)).toBeVisible();
});

test("share a post (link to share anywhere) with the keyboard alone; the dialog traps and restores focus", async ({
  page,
}) => {
  await keyboardSignIn(page, "anton@acme.example");
  const share = page
    .getByRole("main")
    .getByRole("button", { name: /^share$/i })
    .first();
  await tabTo(page, share);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Share post" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);

  // The network tabs are chosen with the arrow keys; "Other" is the link to share anywhere.
  const tabs = dialog.getByRole("tablist", { name: "Networks" });
  await tabTo(page, tabs.getByRole("tab", { selected: true }));
  const other = tabs.getByRole("tab", { name: /^(Generic|Other)$/ });
  for (let i = 0; i < 8 && !(await isFocused(other)); i++) await page.keyboard.press("ArrowRight");
  await expect(other).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(other).toHaveAttribute("aria-selected", "true");
  await tabTo(page, dialog.getByRole("button", { name: /^Share now on / }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("textbox", { name: /link/i })).toHaveValue(/^https?:\/\//);

  // Escape closes it and the focus goes back to the Share button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test("write a post with the keyboard alone", async ({ page }) => {
  await keyboardSignIn(page, "chloe@acme.example");
  await tabTo(page, page.getByRole("link", { name: "Create post" }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  const title = `Keyboard post ${Date.now().toString(36)}`;
  await tabTo(page, page.getByRole("textbox", { name: /^Title/ }));
  await page.keyboard.type(title);
  // The channel: the list opens with the arrow key, Enter picks, Escape closes.
  const channels = page.getByRole("main").getByRole("combobox", { name: "Channels" });
  await tabTo(page, channels);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  const submit = page
    .getByRole("main")
    .getByRole("button", { name: /^(Publish|Submit|Propose)/ })
    .last();
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/edit\/new/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test("invite a colleague with the keyboard alone; the wizard traps the focus", async ({ page }) => {
  await keyboardSignIn(page, "ada@acme.example");
  // The signed-in page is drawn by a background render: a person waits for the menu to show before
  // tabbing to it (under load, 150 presses could all land before the header was there).
  const profileMenu = page.getByRole("button", { name: /profile menu/i });
  await expect(profileMenu).toBeVisible();
  // A fresh load of the feed (F5), so the keyboard starts at the top: skip links, then the header.
  await page.reload();
  await expect(profileMenu).toBeVisible();
  await tabTo(page, profileMenu);
  await page.keyboard.press("Enter");
  const invite = page.getByRole("menuitem", { name: "Invite colleagues" });
  for (let i = 0; i < 20 && !(await isFocused(invite)); i++) await page.keyboard.press("ArrowDown");
  await expect(invite).toBeFocused();
  await page.keyboard.press("Enter");
  const wizard = page.getByRole("dialog");
  await expect(wizard).toBeVisible();
  await expectFocusTrapped(page, wizard, 10);

  // 1. The group: a radio, chosen with Space.
  const group = wizard.getByRole("radio", { name: /Field Sales/ });
  await tabTo(page, group);
  await page.keyboard.press("Space");
  await expect(group).toBeChecked();
  await tabTo(page, wizard.getByRole("button", { name: "Next", exact: true }));
  await page.keyboard.press("Enter");
  // 2. The address, typed; Enter makes a chip.
  const address = `kim-${Date.now()}@acme.example`;
  await tabTo(page, wizard.getByLabel("E-mail addresses"));
  await page.keyboard.type(`Kim Keys <${address}>`);
  await page.keyboard.press("Enter");
  await expect(wizard.getByText(`Kim Keys <${address}>`)).toBeVisible();
  // 3. Role and 4. delivery as they are.
  for (let step = 0; step < 2; step++) {
    await tabTo(page, wizard.getByRole("button", { name: "Next", exact: true }));
    await page.keyboard.press("Enter");
  }
  await tabTo(page, wizard.getByRole("button", { name: "Start Inviting 1 Colleague" }));
  await page.keyboard.press("Enter");
  await expect(wizard.getByRole("heading", { name: "Mission accomplished!" })).toBeVisible();
  await tabTo(page, wizard.getByRole("button", { name: "Done" }));
  await page.keyboard.press("Enter");
  await expect(wizard).toBeHidden();
});

test("reduced motion: with prefers-reduced-motion, nothing transitions or animates", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await keyboardSignIn(page, "anton@acme.example");
  await tabTo(page, page.getByRole("button", { name: "Customize My Feed" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Customize My Feed" })).toBeVisible();
  const longest = await page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value.split(",").map((part) => Number.parseFloat(part) * (part.trim().endsWith("ms") ? 0.001 : 1)),
      );
    let worst = 0;
    for (const element of document.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      worst = Math.max(worst, seconds(style.transitionDuration), seconds(style.animationDuration));
    }
    return worst;
  });
  expect(longest).toBeLessThanOrEqual(0.001);
  await page.keyboard.press("Escape");

  // Without the preference, the same screens do move (the check above can fail).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll("*")].some((element) => {
      const style = getComputedStyle(element);
      return Number.parseFloat(style.transitionDuration) > 0.001;
    }),
  );
  expect(moving).toBe(true);
});
