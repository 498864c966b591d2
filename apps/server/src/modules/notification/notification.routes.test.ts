import { newObjectId } from "@chorus/shared/ids/object-id";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notification } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notify(email: string, title: string, createdAt: Date) {
  const [userId, companyId] = [await t.userId(email), await t.companyId("acme")];
  const id = newObjectId(createdAt);
  await t.database.db.insert(notification).values({
    id,
    companyId,
    userId,
    type: "instant_post",
    textHtml: `New post: <strong>${title}</strong>`,
    itemTitle: title,
    createdAt,
  });
  return id;
}

describe("notifications", () => {
  it("lists the actor's own, newest first, pages; marks some or all read", async () => {
    const now = Date.now();
    const older = await notify(DEMO_USERS.sharer, "Older", new Date(now - 60_000));
    const newer = await notify(DEMO_USERS.sharer, "Newer", new Date(now));
    const others = await notify(DEMO_USERS.admin, "Not yours", new Date(now));
    const client = await t.signIn(DEMO_USERS.sharer);
    const page = (await client.get("/api/notification?pageSize=1")).json();
    expect(page.notificationList.map((n: { id: string }) => n.id)).toEqual([newer]);
    expect(page.hasMore).toBe(true);
    expect(page.unreadCount).toBe(2);
    expect(page.notificationList[0]).toMatchObject({
      type: "instant_post",
      isRead: false,
      itemTitle: "Newer",
    });

    expect((await client.put("/api/notification", { idList: [older, others] })).json()).toEqual({
      unreadCount: 1,
    });
    const admin = await t.signIn(DEMO_USERS.admin);
    expect((await admin.get("/api/notification")).json().unreadCount).toBe(1);
    expect((await client.put("/api/notification", { all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await client.get("/api/notification?unreadOnly=true")).json().notificationList).toEqual([]);
    expect((await client.put("/api/notification", { idList: [] })).statusCode).toBe(400);
    expect((await client.get("/api/notification?page=0")).statusCode).toBe(400);
  });
});
