import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { buildAnalyticsWorld, RANGE, TODAY } from "./analytics.test-helpers.ts";

let t: TestApp;
let w: Awaited<ReturnType<typeof buildAnalyticsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildAnalyticsWorld(t);
});
afterAll(() => t.close());

/** Default rates: LinkedIn 3 clicks × 5.5 + 500 impressions × 33 / 1000; X 1 × 0.4 + 300 × 6.5 / 1000. */
const ALICE_EMV = 33;
const BOB_EMV = 2.35;

describe("overview", () => {
  it("totals, shares per network with EMV, the funnel and the day's series for an admin", async () => {
    const ada = await w.signIn.admin();
    const response = await ada.get(`/api/analytics/overview?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toMatchObject({
      posts: 6,
      views: 3,
      reads: 1,
      likes: 1,
      comments: 1,
      points: 10,
      shares: 2,
      clicks: 4,
      impressions: 800,
      emv: ALICE_EMV + BOB_EMV,
    });
    expect(body.byNetwork).toContainEqual({
      network: "linkedin",
      shares: 1,
      clicks: 3,
      impressions: 500,
      emv: 33,
    });
    expect(body.byNetwork).toContainEqual({
      network: "twitter",
      shares: 1,
      clicks: 1,
      impressions: 300,
      emv: 2.35,
    });
    // 6 accounts; Ivy never signed in; 5 active (signed in today); alice and bob shared.
    expect(body.funnel).toEqual({ invited: 6, registered: 5, active: 5, sharing: 2 });
    expect(body.series).toEqual([expect.objectContaining({ day: TODAY, views: 3, shares: 2, emv: 35.35 })]);
    expect(body.currency).toBe("USD");
    expect(body.updatedAt).not.toBeNull();
  });

  it("a channel analyst sees only their channel's posts", async () => {
    const anton = await w.signIn.analyst();
    const body = (await anton.get(`/api/analytics/overview?${RANGE}`)).json();
    // News holds launch and cross: 2 views of launch, bob's like on cross, alice's LinkedIn share.
    expect(body.totals).toMatchObject({
      posts: 2,
      views: 2,
      likes: 1,
      comments: 0,
      shares: 1,
      clicks: 3,
      emv: ALICE_EMV,
    });
    expect(
      (await anton.get(`/api/analytics/overview?${RANGE}&channelId=${w.channels.sales.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await anton.get(`/api/analytics/overview?${RANGE}&channelId=${w.channels.news.id}`)).statusCode,
    ).toBe(200);
  });

  it("a group admin sees only their group", async () => {
    const gus = await w.signIn.groupAdmin();
    const body = (await gus.get(`/api/analytics/overview?${RANGE}`)).json();
    // Sales (group North) holds deal and cross: alice's view, comment and confirmation of deal, bob's like.
    expect(body.totals).toMatchObject({
      posts: 2,
      views: 1,
      reads: 1,
      likes: 1,
      comments: 1,
      shares: 0,
      emv: 0,
    });
    // North's only member is alice.
    expect(body.funnel).toEqual({ invited: 1, registered: 1, active: 1, sharing: 1 });
    expect(
      (await gus.get(`/api/analytics/overview?${RANGE}&channelId=${w.channels.news.id}`)).statusCode,
    ).toBe(404);
  });

  it.each([
    ["", "from"],
    [`from=${TODAY}`, "to"],
    ["from=2026-02-01&to=2026-01-01", "from"],
    ["from=2020-01-01&to=2026-01-01", "to"],
    ["from=yesterday&to=2026-01-01", "from"],
  ])("400 naming the field for %s", async (query, field) => {
    const ada = await w.signIn.admin();
    const response = await ada.get(`/api/analytics/overview?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it("a plain sharer may not open analytics", async () => {
    const alice = await w.signIn.alice();
    expect((await alice.get(`/api/analytics/overview?${RANGE}`)).statusCode).toBe(403);
    expect((await alice.get("/api/analytics/auth")).statusCode).toBe(403);
  });
});

describe("posts and users", () => {
  it("lists posts published in the range, sorted by EMV, with shares per network", async () => {
    const ada = await w.signIn.admin();
    const body = (await ada.get(`/api/analytics/posts?${RANGE}&sort=emv&order=desc&limit=2`)).json();
    expect(body.total).toBe(6);
    expect(body.postList.map((p: { title: string }) => p.title)).toEqual(["Launch day", "Other news"]);
    expect(body.postList[0]).toMatchObject({
      views: 2,
      shares: 1,
      clicks: 3,
      impressions: 500,
      emv: ALICE_EMV,
      campaignName: "Spring",
      channelNameList: ["News"],
    });
    const ascending = (await ada.get(`/api/analytics/posts?${RANGE}&sort=views&order=asc`)).json();
    const views = ascending.postList.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => a - b));
  });

  it("counts every post of the range on any page, and leaves a deleted post out at once", async () => {
    const ada = await w.signIn.admin();
    const beyond = (await ada.get(`/api/analytics/posts?${RANGE}&limit=2&offset=50`)).json();
    expect([beyond.total, beyond.postList.length]).toEqual([6, 0]);
    const db = t.database.db;
    await db.update(post).set({ deletedAt: new Date() }).where(eq(post.id, w.posts.formula.id));
    try {
      const body = (await ada.get(`/api/analytics/posts?${RANGE}&limit=50`)).json();
      expect(body.total).toBe(5);
      expect(body.postList.map((p: { postId: string }) => p.postId)).not.toContain(w.posts.formula.id);
    } finally {
      await db.update(post).set({ deletedAt: null }).where(eq(post.id, w.posts.formula.id));
    }
  });

  it("a channel analyst's posts are their channel's", async () => {
    const anton = await w.signIn.analyst();
    const body = (await anton.get(`/api/analytics/posts?${RANGE}`)).json();
    expect(body.postList.map((p: { postId: string }) => p.postId).sort()).toEqual(
      [w.posts.launch.id, w.posts.cross.id].sort(),
    );
  });

  it("users with shares, clicks, EMV, points and active days; a group admin sees their group", async () => {
    const ada = await w.signIn.admin();
    const body = (await ada.get(`/api/analytics/users?${RANGE}&sort=emv`)).json();
    expect(body.total).toBe(6);
    expect(body.userList[0]).toMatchObject({
      firstName: "alice",
      groupName: "North",
      shares: 1,
      clicks: 3,
      emv: ALICE_EMV,
      points: 10,
      views: 2,
      comments: 1,
      activeDays: 1,
    });
    expect(body.userList[1]).toMatchObject({ firstName: "bob", emv: BOB_EMV, likes: 1 });
    const gus = await w.signIn.groupAdmin();
    const north = (await gus.get(`/api/analytics/users?${RANGE}`)).json();
    expect(north.userList.map((u: { firstName: string }) => u.firstName)).toEqual(["alice"]);
  });

  it("exports the posts table as formula-safe CSV", async () => {
    const anton = await w.signIn.analyst();
    const mine = await anton.get(`/api/analytics/posts/export?${RANGE}&format=csv`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toContain("text/csv");
    expect(mine.headers["content-disposition"]).toBe(
      `attachment; filename="chorus-posts-${TODAY}-${TODAY}.csv"`,
    );
    const lines = mine.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("EMV (USD)");
    expect(lines).toHaveLength(3);
    expect(mine.body).toContain("Launch day");
    expect(mine.body).not.toContain("Other news");
    const ada = await w.signIn.admin();
    const all = await ada.get(`/api/analytics/posts/export?${RANGE}`);
    expect(all.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("exports the users table as XLSX with values, not formulas", async () => {
    const ada = await w.signIn.admin();
    const response = await ada.get(`/api/analytics/users/export?${RANGE}&format=xlsx&sort=emv`);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Users");
    expect(sheet?.getRow(1).getCell(14).value).toBe("EMV (USD)");
    expect(sheet?.getRow(2).getCell(1).value).toBe("alice");
    expect(sheet?.getRow(2).getCell(14).value).toBe(ALICE_EMV);
    expect(book.getWorksheet("About")?.getRow(3).getCell(2).value).toContain("clicks × CPC");
  });
});

describe("catalogue calls", () => {
  it("insight per channel and per campaign and channel", async () => {
    const ada = await w.signIn.admin();
    const channels = (await ada.get(`/api/analytics/insight/post/channel?${RANGE}`)).json();
    const news = channels.channelList.find((c: { channelName: string }) => c.channelName === "News");
    expect(news).toMatchObject({
      channelId: w.channels.news.id,
      posts: 2,
      views: 2,
      likes: 1,
      shares: 1,
      emv: 33,
    });
    const campaigns = (await ada.get(`/api/analytics/insight/post/campaign/channel?${RANGE}`)).json();
    const spring = campaigns.campaignList.find((c: { campaignName: string }) => c.campaignName === "Spring");
    expect(spring.channelList).toEqual([
      expect.objectContaining({ channelName: "News", posts: 1, views: 2, emv: 33 }),
    ]);
    const anton = await w.signIn.analyst();
    const his = (await anton.get(`/api/analytics/insight/post/channel?${RANGE}`)).json();
    expect(his.channelList.map((c: { channelName: string }) => c.channelName)).toEqual(["News"]);
    expect((await ada.get("/api/analytics/insight/post/channel")).statusCode).toBe(400);
  });

  it("dashboards and auth describe the caller's scope", async () => {
    const anton = await w.signIn.analyst();
    expect((await anton.get("/api/analytics/auth")).json()).toEqual({
      isAuthorized: true,
      scope: "channels",
      groupIdList: [],
      channelIdList: [w.channels.news.id],
      canEditEmvRates: false,
      canSeeAllCompanies: false,
      groupList: [],
      channelList: [{ _id: w.channels.news.id, name: "News", groupId: null }],
    });
    const gus = await w.signIn.groupAdmin();
    expect((await gus.get("/api/analytics/auth")).json()).toMatchObject({
      scope: "group",
      groupIdList: [w.groups.north.id],
    });
    const ids = (await anton.get("/api/analytics/dashboards"))
      .json()
      .dashboardList.map((d: { id: string }) => d.id);
    expect(ids).toEqual(["overview", "posts", "users"]);
  });

  it("videostream counts a play once per viewer and day, for video posts only", async () => {
    const alice = await w.signIn.alice();
    const url = `/api/analytics/videostream?postId=${w.posts.video.id}`;
    expect((await alice.get(url)).json()).toEqual({ postId: w.posts.video.id, playCount: 1 });
    expect((await alice.get(url)).json()).toEqual({ postId: w.posts.video.id, playCount: 1 });
    expect((await (await w.signIn.admin()).get(url)).json().playCount).toBe(2);
    const notVideo = await alice.get(`/api/analytics/videostream?postId=${w.posts.launch.id}`);
    expect(notVideo.statusCode).toBe(400);
  });
});

describe("EMV rates", () => {
  it("an admin sets rates; figures are valued with them at once, other networks keep the defaults", async () => {
    const ada = await w.signIn.admin();
    const before = (await ada.get("/api/analytics/emv")).json();
    expect(before.rateList.find((r: { network: string }) => r.network === "linkedin")).toEqual({
      network: "linkedin",
      cpc: 5.5,
      cpm: 33,
      impressionsPerShare: 500,
      isDefault: true,
    });
    const saved = await ada.put("/api/analytics/emv", {
      currency: "EUR",
      rateList: [{ network: "linkedin", cpc: 2, cpm: 10, impressionsPerShare: 1000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rateList.find((r: { network: string }) => r.network === "linkedin").isDefault).toBe(
      false,
    );
    const overview = (await ada.get(`/api/analytics/overview?${RANGE}`)).json();
    // LinkedIn: 3 × 2 + 1000 × 10 / 1000 = 16; X unchanged 2.35.
    expect(overview.totals.emv).toBe(18.35);
    expect(overview.currency).toBe("EUR");
    const anton = await w.signIn.analyst();
    expect((await anton.put("/api/analytics/emv", { currency: "USD", rateList: [] })).statusCode).toBe(403);
    const bad = await ada.put("/api/analytics/emv", {
      currency: "USD",
      rateList: [
        { network: "linkedin", cpc: 1, cpm: 1, impressionsPerShare: 1 },
        { network: "linkedin", cpc: 2, cpm: 1, impressionsPerShare: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    await ada.put("/api/analytics/emv", { currency: "USD", rateList: [] });
  });
});
