import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEmvRate, analyticsVideoPlay, shareClick } from "../db/schema/index.ts";
import { buildAnalyticsWorld, RANGE } from "../modules/analytics/analytics.test-helpers.ts";
import { rollUpAnalytics } from "../modules/analytics/index.ts";
import { createTestApp, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * Another company's admin sees none of a company's analytics: its channels and groups are not
 * found as filters, its figures never enter theirs, its posts' videos cannot be played, its EMV
 * rates are neither read nor changed, and only provider staff see the cross-company table.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildAnalyticsWorld>>;
let gina: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildAnalyticsWorld(t);
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: analytics", () => {
  it("another company's channel or group as a filter is not found, on every report", async () => {
    for (const path of ["overview", "posts", "users", "posts/export", "users/export"]) {
      const channel = await gina.get(`/api/analytics/${path}?${RANGE}&channelId=${w.channels.news.id}`);
      expect(channel.statusCode, path).toBe(404);
      const group = await gina.get(`/api/analytics/${path}?${RANGE}&groupId=${w.groups.north.id}`);
      expect(group.statusCode, path).toBe(404);
    }
  });

  it("its figures, posts, users, channels and campaigns never appear in another company's reports", async () => {
    // Ten more clicks and a like in the other company, rolled up: Globex's overview does not move.
    const before = (await gina.get(`/api/analytics/overview?${RANGE}`)).json();
    const share = await w.make.share(w.companyId, {
      postId: w.posts.launch.id,
      userId: w.users.bob.id,
      media: "linkedin",
    });
    for (let i = 0; i < 10; i++)
      await t.database.db
        .insert(shareClick)
        .values({ companyId: w.companyId, shareId: share.id, fingerprint: `x${i}` });
    await w.make.like(w.companyId, { postId: w.posts.launch.id, userId: w.users.alice.id });
    await rollUpAnalytics(t.database.db);
    const after = (await gina.get(`/api/analytics/overview?${RANGE}`)).json();
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    const ada = await w.signIn.admin();
    expect((await ada.get(`/api/analytics/overview?${RANGE}`)).json().totals.clicks).toBe(14);
    const posts = JSON.stringify((await gina.get(`/api/analytics/posts?${RANGE}&limit=200`)).json());
    const users = JSON.stringify((await gina.get(`/api/analytics/users?${RANGE}&limit=200`)).json());
    const channels = JSON.stringify((await gina.get(`/api/analytics/insight/post/channel?${RANGE}`)).json());
    const campaigns = JSON.stringify(
      (await gina.get(`/api/analytics/insight/post/campaign/channel?${RANGE}`)).json(),
    );
    const auth = JSON.stringify((await gina.get("/api/analytics/auth")).json());
    const csv = (await gina.get(`/api/analytics/posts/export?${RANGE}`)).body;
    for (const text of [posts, users, channels, campaigns, auth, csv]) {
      expect(text).not.toContain(w.posts.launch.id);
      expect(text).not.toContain("Launch day");
      expect(text).not.toContain(w.users.alice.id);
      expect(text).not.toContain(w.channels.news.id);
      expect(text).not.toContain("Spring");
    }
  });

  it("its posts' videos are not found and no play is recorded", async () => {
    const play = await gina.get(`/api/analytics/videostream?postId=${w.posts.video.id}`);
    expect(play.statusCode).toBe(404);
    const plays = await t.database.db
      .select()
      .from(analyticsVideoPlay)
      .where(eq(analyticsVideoPlay.postId, w.posts.video.id));
    expect(plays).toEqual([]);
  });

  it("EMV rates are per company: one company's change leaves another's alone", async () => {
    const ada = await w.signIn.admin();
    await ada.put("/api/analytics/emv", {
      currency: "EUR",
      rateList: [{ network: "twitter", cpc: 9, cpm: 9, impressionsPerShare: 9 }],
    });
    const globex = (await gina.get("/api/analytics/emv")).json();
    expect(globex.currency).toBe("USD");
    expect(globex.rateList.every((r: { isDefault: boolean }) => r.isDefault)).toBe(true);
    await gina.put("/api/analytics/emv", { currency: "GBP", rateList: [] });
    const rows = await t.database.db
      .select()
      .from(analyticsEmvRate)
      .where(eq(analyticsEmvRate.companyId, w.companyId));
    expect(rows.map((r) => [r.network, r.cpc])).toEqual([["twitter", 9]]);
    expect((await ada.get("/api/analytics/emv")).json().currency).toBe("EUR");
  });

  it("the cross-company table is for provider staff only", async () => {
    expect((await gina.get(`/api/analytics/companies?${RANGE}`)).statusCode).toBe(403);
    const ada = await w.signIn.admin();
    expect((await ada.get(`/api/analytics/companies?${RANGE}`)).statusCode).toBe(403);
  });
});
