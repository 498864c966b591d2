// @vitest-environment jsdom
import type { Notification } from "@chorus/shared/notification/notification.contract";
import { NOTIFICATION_CATEGORIES } from "@chorus/shared/notification/notification-types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

/** The app boots (session, config, feed) before the navbar shows: generous on a busy machine. */
const WAIT = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (id: string, title: string): Notification => ({
  id: id.padStart(24, "0"),
  type: "instant_post",
  isRead: false,
  dateTime: new Date().toISOString(),
  textHtml: `New post: <strong>${title}</strong>`,
  webUrl: "/preview/0123456789abcdef01234567",
  itemTitle: title,
  itemImageUrl: null,
  referencerTitle: null,
  referencerAvatarUrl: null,
});

function serve(list: Notification[], session = makeSession("sharer")) {
  let unread = list.length;
  return installFakeServer({
    session,
    routes: (request: FakeRequest) => {
      if (request.method === "GET" && request.path.startsWith("/api/notification?"))
        return jsonResponse(200, {
          notificationList: unread === 0 ? list.map((n) => ({ ...n, isRead: true })) : list,
          unreadCount: unread,
          hasMore: false,
          nextCursor: null,
        });
      if (request.method === "PUT" && request.path === "/api/notification") {
        unread = 0;
        return jsonResponse(200, { unreadCount: 0 });
      }
      return undefined;
    },
  });
}

describe("the notification bell (core §2)", { timeout: 60_000 }, () => {
  it("shows the unread badge; the menu groups by day and marks all read, then disables the button", async () => {
    const server = serve([item("1", "Doors open"), item("2", "Townhall")]);
    renderApp("/");
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" }, WAIT);
    const user = userEvent.setup();
    await user.click(bell);
    const menu = await screen.findByRole("dialog", undefined, WAIT);
    const today = await within(menu).findByRole("region", { name: "Today" }, WAIT);
    expect(within(today).getByText("Doors open")).toBeTruthy();
    const markAll = within(menu).getByRole("button", { name: "Mark all as read" });
    expect(markAll.hasAttribute("disabled")).toBe(false);
    await user.click(markAll);
    const putAll = expect.objectContaining({ method: "PUT", body: { all: true } });
    await waitFor(() => expect(server.requests).toContainEqual(putAll), WAIT);
    const markAllNow = () => within(menu).getByRole("button", { name: "Mark all as read" });
    await waitFor(() => expect(markAllNow().hasAttribute("disabled")).toBe(true), WAIT);
    await screen.findByRole("button", { name: /^Notifications$/ }, WAIT);
  });

  it("says there is nothing new, with Mark all as read disabled", async () => {
    serve([]);
    renderApp("/");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Notifications" }, WAIT));
    const menu = await screen.findByRole("dialog", undefined, WAIT);
    expect(await within(menu).findByText("There are no new notifications", undefined, WAIT)).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("says notifications are disabled, with a link to the settings, when every in-app category is off", async () => {
    const off = makeSession("sharer", {
      user: {
        notification: {
          instantPost: false,
          acceptedInvitation: false,
          shareStat: false,
          newProposedPost: false,
          approvedPost: false,
          channels: Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { inApp: false }])),
        },
      },
    });
    serve([], off);
    renderApp("/");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Notifications" }, WAIT));
    const menu = await screen.findByRole("dialog", undefined, WAIT);
    expect(await within(menu).findByText("Notifications are disabled", undefined, WAIT)).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Manage settings" }).getAttribute("href")).toBe(
      "/profile/settings?tab=notifications",
    );
  });
});
