import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyLinkedinPage, contentFeed, msteamsSetting } from "../db/schema/index.ts";
import { factories } from "./factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/** A Globex admin can neither read nor change Acme's Teams, Slack or content import settings, nor use Acme's channels. */
let t: TestApp;
let gina: TestClient;
let acmeId: string;
let globexId: string;
let acmeChannelId: string;
let acmeFeedId: string;

beforeAll(async () => {
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true", SLACK_CLIENT_ID: "client-123" });
  acmeId = await t.companyId("acme");
  globexId = await t.companyId("globex");
  const make = factories(t.database.db);
  acmeChannelId = (await make.channel(acmeId, { name: "Acme only" })).id;
  const adaId = await t.userId(DEMO_USERS.admin);
  acmeFeedId = (await make.contentFeed(acmeId, { channelId: acmeChannelId, createdBy: adaId })).id;
  const ada = await t.signIn(DEMO_USERS.admin);
  await ada.put(`/api/company/${acmeId}/msteams`, {
    isEnabled: true,
    webhookUrl: "https://acme.webhook.office.com/webhookb2/acme-secret",
    channelIdList: [acmeChannelId],
  });
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: integrations", () => {
  it.each([
    ["GET", "msteams", undefined],
    ["PUT", "msteams", { isEnabled: false, webhookUrl: null }],
    ["POST", "msteams/test", undefined],
    ["GET", "feed", undefined],
    ["PUT", "feed", { url: "https://evil.example/rss", channelId: "5f0000000000000000000000" }],
    ["GET", "slack", undefined],
    [
      "PUT",
      "slack",
      { slackChannelId: null, channelIdList: [], isNewPostsEnabled: false, isDailySummaryEnabled: false },
    ],
    ["DELETE", "slack", undefined],
    ["GET", "slack/channels", undefined],
    ["GET", "linkedin-page", undefined],
    ["GET", "linkedin-page/organization", undefined],
    ["PUT", "linkedin-page", { organizationUrn: "urn:li:organization:2414183" }],
    ["DELETE", "linkedin-page", undefined],
    ["GET", "linkedin-page/connect", undefined],
  ])("answers 404 to %s Acme's %s", async (method, path, body) => {
    const response = await gina.request({
      method: method as "GET",
      url: `/api/company/${acmeId}/${path}`,
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("acme-secret");
  });

  it("keeps Acme's LinkedIn page: Globex's admin neither removes it nor sees its feed", async () => {
    await t.database.db.insert(companyLinkedinPage).values({
      companyId: acmeId,
      accessTokenSealed: "sealed-acme-token",
      organizationUrn: "urn:li:organization:2414183",
      organizationName: "Acme Corporation",
      connectedBy: await t.userId(DEMO_USERS.admin),
    });
    expect((await gina.delete(`/api/company/${acmeId}/linkedin-page`)).statusCode).toBe(404);
    // Globex's own page: disconnecting it touches nothing of Acme's.
    expect((await gina.delete(`/api/company/${globexId}/linkedin-page`)).statusCode).toBe(200);
    const feed = (await gina.get("/api/social-feed")).json();
    expect(feed).toMatchObject({ isConnected: false, organizationName: null, postList: [] });
    const [page] = await t.database.db
      .select()
      .from(companyLinkedinPage)
      .where(eq(companyLinkedinPage.companyId, acmeId));
    expect(page?.organizationUrn).toBe("urn:li:organization:2414183");
  });

  it("leaves Acme's Teams settings and feeds unchanged", async () => {
    expect((await gina.delete(`/api/company/${acmeId}/feed?_id=${acmeFeedId}`)).statusCode).toBe(404);
    // Through Globex's own company: Acme's feed is not found either.
    expect((await gina.delete(`/api/company/${globexId}/feed?_id=${acmeFeedId}`)).statusCode).toBe(404);
    const put = await gina.put(`/api/company/${globexId}/feed`, {
      _id: acmeFeedId,
      url: "https://evil.example/rss",
      channelId: acmeChannelId,
    });
    expect(put.statusCode).toBe(400);
    const [feed] = await t.database.db.select().from(contentFeed).where(eq(contentFeed.id, acmeFeedId));
    expect(feed?.companyId).toBe(acmeId);
    expect(feed?.url).toBe("https://feeds.example/rss.xml");
    const [teams] = await t.database.db
      .select()
      .from(msteamsSetting)
      .where(eq(msteamsSetting.companyId, acmeId));
    expect(teams?.isEnabled).toBe(true);
  });

  it("refuses Acme's channels in Globex's settings", async () => {
    const teams = await gina.put(`/api/company/${globexId}/msteams`, {
      isEnabled: false,
      channelIdList: [acmeChannelId],
    });
    expect(teams.statusCode).toBe(400);
    const feed = await gina.put(`/api/company/${globexId}/feed`, {
      url: "https://globex.example/rss",
      channelId: acmeChannelId,
    });
    expect(feed.statusCode).toBe(400);
    expect((await gina.get(`/api/company/${globexId}/feed`)).json()).toEqual({ feedList: [] });
  });
});
