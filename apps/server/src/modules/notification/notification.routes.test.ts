import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { notify } from "./notify.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notifyUser(email: string, title: string, type = "instant_post") {
  const [userId, companyId] = [await t.userId(email), await t.companyId("acme")];
  await notify(
    { db: t.database.db },
    { companyId, userId, type, textHtml: `New post: <strong>${title}</strong>`, itemTitle: title },
  );
}
type Listed = { id: string; itemTitle: string; isRead: boolean };

describe("GET and PUT /api/notification", () => {
  it("lists the actor's own, newest first, by keyset pages; marks one, several or all read", async () => {
    for (const title of ["First", "Second", "Third"]) await notifyUser(DEMO_USERS.channel_analyst, title);
    await notifyUser(DEMO_USERS.admin, "Not yours");
    const client = await t.signIn(DEMO_USERS.channel_analyst);
    const first = (await client.get("/api/notification?pageSize=2")).json();
    expect(first.notificationList.map((n: Listed) => n.itemTitle)).toEqual(["Third", "Second"]);
    expect(first).toMatchObject({ hasMore: true, unreadCount: 3 });
    expect(first.notificationList[0]).toMatchObject({ type: "instant_post", isRead: false });
    const second = (await client.get(`/api/notification?pageSize=2&cursor=${first.nextCursor}`)).json();
    expect(second.notificationList.map((n: Listed) => n.itemTitle)).toEqual(["First"]);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });

    const [third, secondOne] = first.notificationList as Listed[];
    const [firstOne] = second.notificationList as Listed[];
    const admin = await t.signIn(DEMO_USERS.admin);
    const adminsOwn = (await admin.get("/api/notification")).json().notificationList[0].id;
    // One, then several (another user's id is ignored), then all.
    expect((await client.put("/api/notification", { idList: [third?.id] })).json()).toEqual({
      unreadCount: 2,
    });
    expect((await client.put("/api/notification", { idList: [secondOne?.id, adminsOwn] })).json()).toEqual({
      unreadCount: 1,
    });
    expect((await admin.get("/api/notification")).json().unreadCount).toBe(1);
    const unread = (await client.get("/api/notification?unreadOnly=true")).json();
    expect(unread.notificationList.map((n: Listed) => n.id)).toEqual([firstOne?.id]);
    expect((await client.put("/api/notification", { all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await client.get("/api/notification?unreadOnly=true")).json().notificationList).toEqual([]);
  });

  it("refuses malformed input with 400", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    expect((await client.put("/api/notification", { idList: [] })).statusCode).toBe(400);
    expect((await client.put("/api/notification", { all: false })).statusCode).toBe(400);
    expect((await client.get("/api/notification?cursor=abc")).statusCode).toBe(400);
    expect((await client.get("/api/notification?pageSize=101")).statusCode).toBe(400);
  });
});
