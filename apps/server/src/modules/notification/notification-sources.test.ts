import { NOTIFICATION_TYPES } from "@chorus/shared/notification/notification-types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

/** Where each notification type is produced, through the one notify(). */
let t: TestApp;
let admin: TestClient;
let chloe: TestClient;
let emma: TestClient;
let events: string;

interface Row {
  type: string;
  webUrl: string | null;
  itemTitle: string | null;
}
async function received(client: TestClient, type: string, title: string): Promise<Row[]> {
  const page = (await client.get("/api/notification?pageSize=100")).json() as { notificationList: Row[] };
  return page.notificationList.filter((n) => n.type === type && n.itemTitle === title);
}

beforeAll(async () => {
  t = await createTestApp();
  events = await channelFixtures(t).channelId("Events");
  admin = await t.signIn(DEMO_USERS.admin);
  chloe = await t.signIn(DEMO_USERS.channel_manager);
  emma = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

describe("rejected_post", () => {
  it("tells the author when a manager rejects the post in a channel, pointing at the Rejected feed", async () => {
    const proposed = await emma.post("/api/post3", {
      type: "link",
      title: "Reject me please",
      url: "https://example.com/rejected",
      channelList: [{ _id: events }],
    });
    const postId = proposed.json().post._id as string;
    await chloe.put(`/api/post3/${postId}/channel/${events}/status`, { status: "rejected" });
    expect(await received(emma, NOTIFICATION_TYPES.rejectedPost, "Reject me please")).toEqual([
      expect.objectContaining({ webUrl: "/?type=rejected" }),
    ]);
  });
});

describe("new_channel_created", () => {
  it("tells the company's people of a new public channel (not its creator), nobody of a private one", async () => {
    expect((await admin.post("/api/channel", { name: "Brand new public", groupId: null })).statusCode).toBe(
      200,
    );
    expect(await received(emma, NOTIFICATION_TYPES.newChannelCreated, "Brand new public")).toEqual([
      expect.objectContaining({ webUrl: null }),
    ]);
    expect(await received(admin, NOTIFICATION_TYPES.newChannelCreated, "Brand new public")).toEqual([]);
    await admin.post("/api/channel", { name: "Brand new private", groupId: null, isPrivate: true });
    expect(await received(emma, NOTIFICATION_TYPES.newChannelCreated, "Brand new private")).toEqual([]);
  });

  it("follows the user's per-channel settings: in-app off means no bell entry", async () => {
    await t.database.db.execute(
      sql`UPDATE app_user SET notification_settings = notification_settings || '{"channels":{"newChannelCreated":{"inApp":false}}}'::jsonb
           WHERE email = ${DEMO_USERS.sharer}`,
    );
    await admin.post("/api/channel", { name: "Quiet channel", groupId: null });
    expect(await received(emma, NOTIFICATION_TYPES.newChannelCreated, "Quiet channel")).toEqual([]);
    expect(await received(chloe, NOTIFICATION_TYPES.newChannelCreated, "Quiet channel")).toHaveLength(1);
  });
});

describe("POST /api/notification/immediate", () => {
  it("announces a live post to its channels' subscribers now, once; 404 for an unknown post", async () => {
    const created = await chloe.post("/api/post3", {
      type: "article",
      title: "Send it now",
      htmlBody: "<p>x</p>",
      channelList: [{ _id: events }],
    });
    const postId = created.json().post._id as string;
    const first = (await admin.post(`/api/notification/immediate?postId=${postId}`)).json();
    expect(first.recipientCount).toBeGreaterThan(0);
    expect((await admin.post(`/api/notification/immediate?postId=${postId}`)).json()).toEqual({
      recipientCount: 0,
    });
    expect((await admin.post("/api/notification/immediate?postId=0123456789abcdef01234567")).statusCode).toBe(
      404,
    );
    expect((await admin.post("/api/notification/immediate?postId=nope")).statusCode).toBe(400);
  });
});

describe("scheduled_post_published", () => {
  it("tells the author when a post scheduled for later comes out (without instant push)", async () => {
    const publishedAt = new Date(Date.now() + 6 * 60_000);
    const created = await chloe.post("/api/post3", {
      type: "article",
      title: "Scheduled for later",
      htmlBody: "<p>x</p>",
      publishedAt: publishedAt.toISOString(),
      channelList: [{ _id: events }],
    });
    expect(created.statusCode).toBe(200);
    const postId = created.json().post._id as string;
    // Run the queued announcement as the job runner would at publishedAt (its date has come).
    await t.database.db.execute(
      sql`UPDATE post SET created_at = now() - interval '10 minutes' WHERE id = ${postId}`,
    );
    await t.database.db.execute(
      sql`UPDATE post_channel SET published_at = ${publishedAt.toISOString()}::timestamptz - interval '7 minutes' WHERE post_id = ${postId}`,
    );
    const { announcePost } = await import("../post/post-schedule.jobs.ts");
    const [row] = await rowsOf<{ at: Date | string }>(
      t.database.db,
      sql`SELECT published_at AS "at" FROM post_channel WHERE post_id = ${postId}`,
    );
    const payload = {
      companyId: await t.companyId("acme"),
      postId,
      publishedAt: new Date(row?.at ?? 0).toISOString(),
    };
    const ctx = { deps: t.app.deps, db: t.database.db, log: t.app.log };
    await announcePost(ctx, payload);
    await announcePost(ctx, payload);
    expect(
      await received(chloe, NOTIFICATION_TYPES.scheduledPostPublished, "Scheduled for later"),
    ).toHaveLength(1);
    expect(await received(emma, NOTIFICATION_TYPES.instantPost, "Scheduled for later")).toEqual([]);
  });
});
