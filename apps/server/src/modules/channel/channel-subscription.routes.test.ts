import { ESSENTIAL_CHANNEL_MESSAGE } from "@chorus/shared/channel/channel.contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { channelFixtures, UNKNOWN_ID } from "./channel.test-helpers.ts";

let t: TestApp;
let f: ReturnType<typeof channelFixtures>;
let emma: TestClient;
let anton: TestClient;
let chloe: TestClient;
let gustav: TestClient;
let ada: TestClient;
let ids: Record<"news" | "leadership" | "events" | "careers" | "fieldWins" | "sustainability", string>;

beforeAll(async () => {
  t = await createTestApp();
  f = channelFixtures(t);
  [emma, anton, chloe, gustav, ada] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.channel_analyst),
    t.signIn(DEMO_USERS.channel_manager),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.admin),
  ]);
  ids = {
    news: await f.channelId("Company News"),
    leadership: await f.channelId("Leadership"),
    events: await f.channelId("Events"),
    careers: await f.channelId("Careers"),
    fieldWins: await f.channelId("Field Sales Wins"),
    sustainability: await f.channelId("Sustainability"),
  };
});
afterAll(() => t.close());

describe("GET /api/channel/:id/subscriber/count", () => {
  it("walks 401 → 400 → 403 → 404 → 200", async () => {
    const url = (id: string) => `/api/channel/${id}/subscriber/count`;
    expect((await t.client().get(url(ids.news))).statusCode).toBe(401);
    expect((await anton.get(url("x"))).statusCode).toBe(400);
    expect((await emma.get(url(ids.news))).statusCode).toBe(403);
    expect((await anton.get(url(ids.careers))).statusCode).toBe(403);
    expect((await anton.get(url(ids.leadership))).statusCode).toBe(404);
    expect((await anton.get(url(UNKNOWN_ID))).statusCode).toBe(404);
    const response = await anton.get(url(ids.news));
    expect(response.statusCode).toBe(200);
    // Company News is mandatory: it reaches every active user.
    expect(response.json()).toEqual({ count: await f.activeUserCount() });
    expect((await chloe.get(url(ids.events))).json()).toEqual({
      count: await f.subscriptionCount(ids.events),
    });
  });
});

describe("GET /api/channel/:id/subscriber/list", () => {
  it("walks 401 → 400 → 403 → 404 → 200 and pages by name", async () => {
    const url = (id: string, query = "") => `/api/channel/${id}/subscriber/list${query}`;
    expect((await t.client().get(url(ids.events))).statusCode).toBe(401);
    expect((await chloe.get(url(ids.events, "?pageSize=0"))).statusCode).toBe(400);
    expect((await chloe.get(url(ids.events, "?pageSize=101"))).statusCode).toBe(400);
    expect((await emma.get(url(ids.events))).statusCode).toBe(403);
    expect((await chloe.get(url(ids.careers))).statusCode).toBe(403);
    expect((await chloe.get(url(UNKNOWN_ID))).statusCode).toBe(404);
    const total = await f.subscriptionCount(ids.events);
    const first = (await chloe.get(url(ids.events, "?page=1&pageSize=3"))).json();
    expect(first).toMatchObject({ count: total, page: 1, pageSize: 3, hasMore: total > 3 });
    expect(first.subscriberList).toHaveLength(Math.min(3, total));
    expect(Object.keys(first.subscriberList[0]).sort()).toEqual([
      "_id",
      "avatarUrl",
      "firstName",
      "lastName",
    ]);
    const second = (await chloe.get(url(ids.events, "?page=2&pageSize=3"))).json();
    const firstIds = first.subscriberList.map((u: { _id: string }) => u._id);
    for (const user of second.subscriberList) expect(firstIds).not.toContain(user._id);
    const all = (await ada.get(url(ids.events, "?pageSize=100"))).json();
    expect(all.subscriberList).toHaveLength(total);
  });
});

describe("POST /api/channel/:channelId/subscriber/subscribe", () => {
  it("walks 401 → 400 → 403 → 404 → 200, skipping unknown users and repeating nothing", async () => {
    const url = (id: string) => `/api/channel/${id}/subscriber/subscribe`;
    const bystander = await t.userId("priya@acme.example");
    const globexUser = await t.userId(GLOBEX_SHARER);
    expect((await t.client().post(url(ids.events), { userIdList: [bystander] })).statusCode).toBe(401);
    expect((await chloe.post(url(ids.events), { userIdList: [] })).statusCode).toBe(400);
    expect((await emma.post(url(ids.events), { userIdList: [bystander] })).statusCode).toBe(403);
    expect((await chloe.post(url(ids.careers), { userIdList: [bystander] })).statusCode).toBe(403);
    expect((await chloe.post(url(UNKNOWN_ID), { userIdList: [bystander] })).statusCode).toBe(404);

    const wasSubscribed = await f.isSubscribed(ids.events, bystander);
    const response = await chloe.post(url(ids.events), { userIdList: [bystander, globexUser] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscribedCount: wasSubscribed ? 0 : 1,
      skippedList: [{ _id: globexUser, reason: "unknown_user" }],
    });
    expect(await f.isSubscribed(ids.events, bystander)).toBe(true);
    const again = await chloe.post(url(ids.events), { userIdList: [bystander] });
    expect(again.json()).toEqual({ subscribedCount: 0, skippedList: [] });
  });

  it("a group admin subscribes their group's users to their group's channel, skipping others", async () => {
    const lukas = await t.userId("lukas@acme.example");
    const priya = await t.userId("priya@acme.example");
    const response = await gustav.post(`/api/channel/${ids.fieldWins}/subscriber/subscribe`, {
      userIdList: [lukas, priya],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().skippedList).toEqual([{ _id: priya, reason: "outside_group" }]);
    expect(await f.isSubscribed(ids.fieldWins, priya)).toBe(false);
  });

  it("inviting to a private channel makes the user a member who sees it", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    expect((await emma.get(`/api/channel/${ids.leadership}`)).statusCode).toBe(404);
    const response = await ada.post(`/api/channel/${ids.leadership}/subscriber/subscribe`, {
      userIdList: [emmaId],
    });
    expect(response.json()).toEqual({ subscribedCount: 1, skippedList: [] });
    expect((await emma.get(`/api/channel/${ids.leadership}`)).json().subscriptionStatus).toBe(true);
  });
});

describe("POST /api/channel/:channelId/subscriber/unsubscribe", () => {
  it("walks 401 → 400 → 403 → 404 → 200 and skips essential subscriptions", async () => {
    const url = (id: string) => `/api/channel/${id}/subscriber/unsubscribe`;
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const chloeId = await t.userId(DEMO_USERS.channel_manager);
    expect((await t.client().post(url(ids.events), { userIdList: [emmaId] })).statusCode).toBe(401);
    expect((await chloe.post(url(ids.events), { userIdList: ["x"] })).statusCode).toBe(400);
    expect((await anton.post(url(ids.events), { userIdList: [emmaId] })).statusCode).toBe(403);
    expect((await gustav.post(url(ids.events), { userIdList: [emmaId] })).statusCode).toBe(403);
    expect((await chloe.post(url(UNKNOWN_ID), { userIdList: [emmaId] })).statusCode).toBe(404);

    const response = await ada.post(url(ids.events), { userIdList: [emmaId, chloeId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      unsubscribedCount: 1,
      skippedList: [{ _id: chloeId, reason: "essential" }],
    });
    expect(await f.isSubscribed(ids.events, emmaId)).toBe(false);
    expect(await f.isSubscribed(ids.events, chloeId)).toBe(true);

    const mandatory = await ada.post(url(ids.news), { userIdList: [emmaId] });
    expect(mandatory.json()).toEqual({
      unsubscribedCount: 0,
      skippedList: [{ _id: emmaId, reason: "essential" }],
    });
    expect(await f.isSubscribed(ids.news, emmaId)).toBe(true);
  });
});

describe("PUT /api/user/channel/me/subscribe", () => {
  const url = "/api/user/channel/me/subscribe";

  it("walks 401 → 400 → 403 → 404 → 200", async () => {
    expect((await t.client().put(url, { _id: ids.sustainability })).statusCode).toBe(401);
    expect((await anton.put(url, {})).statusCode).toBe(400);
    const privateChannel = await anton.put(url, { _id: ids.leadership });
    expect(privateChannel.statusCode).toBe(403);
    expect(privateChannel.json().message).toMatch(/invitation/);
    expect((await anton.put(url, { _id: ids.fieldWins })).statusCode).toBe(404);
    expect((await anton.put(url, { _id: UNKNOWN_ID })).statusCode).toBe(404);
    const response = await anton.put(url, { _id: ids.sustainability });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: ids.sustainability, subscriptionStatus: true });
  });

  it("is idempotent, also for a double click", async () => {
    const [a, b] = await Promise.all([
      anton.put(url, { _id: ids.careers }),
      anton.put(url, { _id: ids.careers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const before = await f.subscriptionCount(ids.careers);
    expect((await anton.put(url, { _id: ids.careers })).json().subscriberCount).toBe(before);
  });
});

describe("PUT /api/user/channel/me/unsubscribe", () => {
  const url = "/api/user/channel/me/unsubscribe";

  it("walks 401 → 400 → 404 → 200", async () => {
    expect((await t.client().put(url, { _id: ids.careers })).statusCode).toBe(401);
    expect((await emma.put(url, { _id: 7 })).statusCode).toBe(400);
    expect((await emma.put(url, { _id: ids.fieldWins })).statusCode).toBe(404);
    await emma.put("/api/user/channel/me/subscribe", { _id: ids.careers });
    const response = await emma.put(url, { _id: ids.careers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: ids.careers, subscriptionStatus: false });
    expect((await emma.put(url, { _id: ids.careers })).statusCode).toBe(200);
  });

  it.each([
    ["a mandatory channel", "sharer", "news"],
    ["a channel the user manages", "channel_manager", "events"],
  ] as const)("400 with the essential message for %s", async (_name, role, channel) => {
    const client = role === "sharer" ? emma : chloe;
    const response = await client.put(url, { _id: ids[channel] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ESSENTIAL_CHANNEL_MESSAGE);
  });

  it("leaving a private channel ends the membership: it disappears until a new invitation", async () => {
    const chloeId = await t.userId(DEMO_USERS.channel_manager);
    const response = await chloe.put(url, { _id: ids.leadership });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionStatus).toBe(false);
    expect(await f.isSubscribed(ids.leadership, chloeId)).toBe(false);
    expect((await chloe.get(`/api/channel/${ids.leadership}`)).statusCode).toBe(404);
    expect((await chloe.put("/api/user/channel/me/subscribe", { _id: ids.leadership })).statusCode).toBe(403);
  });
});
