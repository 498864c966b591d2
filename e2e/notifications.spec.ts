import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Issue 12: Chloé (channel manager of Events) publishes a post with instant notification in
 * Events, which Emma follows; Emma's bell shows 1 without a reload (the event stream), and the
 * menu lists it under Today.
 */
test.describe.configure({ timeout: 90_000 });

/** A call from the signed-in page, with the session's CSRF token (as the app sends it). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await fetch("/api/session");
      const token = session.headers.get("x-csrf-token") ?? "";
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

test("Chloé publishes in a channel Emma follows: Emma's bell shows 1 without reloading", async ({
  browser,
}) => {
  const emmaContext = await browser.newContext();
  const emma = await emmaContext.newPage();
  await signIn(emma, "emma@acme.example");
  // Start from nothing unread, so the badge counts exactly the new post.
  expect((await apiCall(emma, "PUT", "/api/notification", { all: true })).status).toBe(200);
  await emma.reload();
  const bell = emma.getByRole("button", { name: "Notifications", exact: true });
  await expect(bell).toBeVisible();

  const chloeContext = await browser.newContext();
  const chloe = await chloeContext.newPage();
  await signIn(chloe, "chloe@acme.example");
  const channels = (await apiCall(chloe, "GET", "/api/channel")).json as { _id: string; name: string }[];
  const events = channels.find((channel) => channel.name === "Events");
  expect(events).toBeDefined();
  const title = `Live for Emma ${Date.now().toString(36)}`;
  const created = await apiCall(chloe, "POST", "/api/post3", {
    type: "article",
    title,
    htmlBody: "<p>Fresh news</p>",
    isPostInstantPushEnabled: true,
    channelList: [{ _id: events?._id }],
  });
  expect(created.status).toBe(200);

  // No reload: the stream brings the notification.
  await expect(emma.getByRole("button", { name: "Notifications (1 unread)" })).toBeVisible({
    timeout: 30_000,
  });
  await emma.getByRole("button", { name: "Notifications (1 unread)" }).click();
  const menu = emma.getByRole("dialog");
  await expect(menu.getByRole("region", { name: "Today" }).getByText(title)).toBeVisible();
  await expect(menu.getByRole("button", { name: "Mark all as read" })).toBeEnabled();
  await menu.getByRole("button", { name: "Mark all as read" }).click();
  await expect(emma.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  await emmaContext.close();
  await chloeContext.close();
});
