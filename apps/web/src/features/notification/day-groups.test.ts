import type { Notification } from "@chorus/shared/notification/notification.contract";
import { describe, expect, it } from "vitest";
import { groupByDay } from "./day-groups.ts";
import { withNotification } from "./event-stream.ts";

const item = (id: string, dateTime: Date): Notification => ({
  id: id.padStart(24, "0"),
  type: "instant_post",
  isRead: false,
  dateTime: dateTime.toISOString(),
  textHtml: id,
  webUrl: null,
  itemTitle: id,
  itemImageUrl: null,
  referencerTitle: null,
  referencerAvatarUrl: null,
});

describe("the notification menu's day groups", () => {
  it("groups newest-first notifications as Today, Yesterday and then by date", () => {
    const now = new Date(2026, 10, 24, 15, 0);
    const groups = groupByDay(
      [
        item("a", new Date(2026, 10, 24, 9, 0)),
        item("b", new Date(2026, 10, 24, 0, 5)),
        item("c", new Date(2026, 10, 23, 23, 59)),
        item("d", new Date(2026, 10, 20, 12, 0)),
      ],
      now,
    );
    expect(groups.map((g) => [g.day, g.items.map((i) => i.itemTitle)])).toEqual([
      ["today", ["a", "b"]],
      ["yesterday", ["c"]],
      ["2026-11-20", ["d"]],
    ]);
  });
});

describe("a streamed notification in the cached list", () => {
  it("goes first, and only once", () => {
    const old = item("a", new Date());
    const fresh = item("b", new Date());
    const data = {
      pages: [{ notificationList: [old], unreadCount: 1, hasMore: false, nextCursor: null }],
      pageParams: [null],
    };
    const once = withNotification(data, fresh);
    expect(once?.pages[0]?.notificationList.map((n) => n.itemTitle)).toEqual(["b", "a"]);
    expect(withNotification(once, fresh)).toBe(once);
  });
});
