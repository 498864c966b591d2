import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notification, notificationCompanySetting, pushSubscription } from "../db/schema/index.ts";
import { channelFixtures } from "../modules/channel/channel.test-helpers.ts";
import { cookieOf, notificationsIn, openSse } from "../modules/notification/events/sse.test-helpers.ts";
import { notify } from "../modules/notification/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex session neither reads, marks read, streams nor sends Acme notifications, nor reads or
 * changes Acme's notification limits or push subscriptions: nothing of Acme changes.
 */
let t: TestApp;
let gina: TestClient;
let acmeId: string;
let emmaId: string;
let acmeNotificationId: string;
let acmePostId: string;
let baseUrl: string;

const snapshot = async () => ({
  notifications: await t.database.db.select().from(notification).where(eq(notification.companyId, acmeId)),
  settings: await t.database.db
    .select()
    .from(notificationCompanySetting)
    .where(eq(notificationCompanySetting.companyId, acmeId)),
  subscriptions: await t.database.db
    .select()
    .from(pushSubscription)
    .where(eq(pushSubscription.companyId, acmeId)),
});

beforeAll(async () => {
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  gina = await t.signIn(GLOBEX_ADMIN);
  acmeId = await t.companyId("acme");
  emmaId = await t.userId(DEMO_USERS.sharer);
  await notify(
    { db: t.database.db },
    {
      companyId: acmeId,
      userId: emmaId,
      type: "instant_post",
      textHtml: "Acme only",
      itemTitle: "Acme only",
    },
  );
  const [row] = await t.database.db.select().from(notification).where(eq(notification.userId, emmaId));
  acmeNotificationId = row?.id as string;
  const chloe = await t.signIn(DEMO_USERS.channel_manager);
  const events = await channelFixtures(t).channelId("Events");
  acmePostId = (
    await chloe.post("/api/post3", {
      type: "article",
      title: "Acme live",
      htmlBody: "<p>x</p>",
      channelList: [{ _id: events }],
    })
  ).json().post._id;
  const emma = await t.signIn(DEMO_USERS.sharer);
  await emma.post("/api/notification/push/subscription", {
    endpoint: "https://push.example.com/acme-emma",
    keys: {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    },
  });
});
afterAll(() => t.close());

describe("tenant isolation: notifications", () => {
  it("a Globex admin cannot read, mark, send or configure Acme's notifications", async () => {
    const before = await snapshot();
    const list = (await gina.get("/api/notification?pageSize=100")).json();
    expect(list.notificationList.map((n: { id: string }) => n.id)).not.toContain(acmeNotificationId);
    expect((await gina.put("/api/notification", { idList: [acmeNotificationId] })).statusCode).toBe(200);
    expect((await gina.post(`/api/notification/immediate?postId=${acmePostId}`)).statusCode).toBe(404);
    expect((await gina.get(`/api/company/${acmeId}/notification`)).statusCode).toBe(404);
    expect(
      (await gina.put(`/api/company/${acmeId}/notification`, { maxPushesAndEmailsPerDay: 0 })).statusCode,
    ).toBe(404);
    expect(
      (
        await gina.delete("/api/notification/push/subscription", {
          endpoint: "https://push.example.com/acme-emma",
        })
      ).statusCode,
    ).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("a Globex stream never carries an Acme notification", async () => {
    const stream = await openSse(baseUrl, cookieOf(gina));
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    await notify(
      { db: t.database.db },
      { companyId: acmeId, userId: emmaId, type: "instant_post", textHtml: "x", itemTitle: "Acme later" },
    );
    const ginaId = await t.userId(GLOBEX_ADMIN);
    const globexId = await t.companyId("globex");
    await notify(
      { db: t.database.db },
      { companyId: globexId, userId: ginaId, type: "instant_post", textHtml: "x", itemTitle: "Globex own" },
    );
    await stream.waitFor((events) => notificationsIn(events).includes("Globex own"));
    expect(notificationsIn(stream.events)).toEqual(["Globex own"]);
    // notify() writes nothing for a user of another company than the one named.
    await notify(
      { db: t.database.db },
      { companyId: globexId, userId: emmaId, type: "instant_post", textHtml: "x", itemTitle: "Cross" },
    );
    const cross = await t.database.db.select().from(notification).where(eq(notification.itemTitle, "Cross"));
    expect(cross).toEqual([]);
    stream.close();
  });
});
