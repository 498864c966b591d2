import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { slackInstallation } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { RecordingServer } from "../../test/recording-server.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { slackDailySummaryJob, slackDeliverJob, slackDispatchJob } from "./slack.jobs.ts";

const BOT_TOKEN = "xoxb-acme-bot-token";
let t: TestApp;
let slack: RecordingServer;
let ada: TestClient;
let acmeId: string;
let adaId: string;
let channelId: string;
const settingsUrl = () => `/api/company/${acmeId}/slack`;
const jobCtx = () => ({ deps: t.app.deps, db: t.database.db, log: t.app.log });
const json = (body: unknown) => ({
  status: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const installation = async () =>
  (await t.database.db.select().from(slackInstallation).where(eq(slackInstallation.companyId, acmeId)))[0];

/** Add to Slack as a browser does it: our redirect, Slack's consent (skipped), the callback. */
async function install(client: TestClient) {
  const start = await client.get("/api/slack/install");
  const authorize = new URL(String(start.headers.location));
  const state = authorize.searchParams.get("state") ?? "";
  return client.get(`/api/slack/oauth/callback?code=the-code&state=${encodeURIComponent(state)}`);
}

beforeAll(async () => {
  slack = await new RecordingServer().start();
  t = await createTestApp({
    ALLOW_PRIVATE_OUTBOUND: "true",
    PUBLIC_URL: "http://chorus.test",
    SLACK_CLIENT_ID: "client-123",
    SLACK_CLIENT_SECRET: "client-secret",
    SLACK_AUTHORIZE_URL: `${slack.origin}/oauth/v2/authorize`,
    SLACK_API_URL: `${slack.origin}/api`,
  });
  acmeId = await t.companyId("acme");
  adaId = await t.userId(DEMO_USERS.admin);
  ada = await t.signIn(DEMO_USERS.admin);
  channelId = (await factories(t.database.db).channel(acmeId, { name: "Slack news" })).id;
});
afterAll(async () => {
  await t.close();
  await slack.stop();
});
beforeEach(() => {
  slack.requests.length = 0;
  slack.handler = (request) => {
    const path = request.url.split("?")[0];
    if (path === "/api/oauth.v2.access")
      return json({
        ok: true,
        access_token: BOT_TOKEN,
        token_type: "bot",
        team: { id: "T123", name: "Acme Slack" },
      });
    if (request.headers.authorization !== `Bearer ${BOT_TOKEN}`)
      return json({ ok: false, error: "invalid_auth" });
    if (path === "/api/conversations.list")
      return json({
        ok: true,
        channels: [
          { id: "C1", name: "general" },
          { id: "C2", name: "news" },
        ],
      });
    if (path === "/api/chat.postMessage") return json({ ok: true, ts: "1.2" });
    return { status: 404 };
  };
});

describe("Add to Slack", () => {
  it("is available but not installed at first", async () => {
    expect((await ada.get(settingsUrl())).json()).toMatchObject({ isAvailable: true, isInstalled: false });
  });

  it("sends the browser to Slack's authorize page with the app, scopes, redirect and a signed state", async () => {
    const response = await ada.get("/api/slack/install");
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${slack.origin}/oauth/v2/authorize`);
    expect(location.searchParams.get("client_id")).toBe("client-123");
    expect(location.searchParams.get("scope")).toBe("chat:write,chat:write.public,channels:read");
    expect(location.searchParams.get("redirect_uri")).toBe("http://chorus.test/api/slack/oauth/callback");
    expect(location.searchParams.get("state")?.split(".")).toHaveLength(5);
  });

  it.each([
    ["a forged state", "forged"],
    ["a tampered state", "x.y.99999999999999.n.sig"],
  ])("refuses %s without calling Slack", async (_label, state) => {
    const response = await ada.get(`/api/slack/oauth/callback?code=c&state=${state}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/company/${acmeId}?tab=integrations&slack=error-state`);
    expect(slack.requests).toHaveLength(0);
  });

  it("refuses a state started in another session (another admin's)", async () => {
    const start = await ada.get("/api/slack/install");
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    const other = await t.signIn(DEMO_USERS.partner);
    const response = await other.get(`/api/slack/oauth/callback?code=c&state=${encodeURIComponent(state)}`);
    expect(response.headers.location).toContain("slack=error-state");
    expect(await installation()).toBeUndefined();
  });

  it("exchanges the code and keeps the bot token sealed", async () => {
    const response = await install(ada);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/company/${acmeId}?tab=integrations&slack=installed`);
    const [exchange] = slack.to("/api/oauth.v2.access");
    expect(exchange?.method).toBe("POST");
    expect(exchange?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_id: "client-123",
      client_secret: "client-secret",
      code: "the-code",
      redirect_uri: "http://chorus.test/api/slack/oauth/callback",
    });
    const row = await installation();
    expect(row).toMatchObject({ teamId: "T123", teamName: "Acme Slack", installedBy: adaId });
    expect(row?.botTokenSealed).not.toContain(BOT_TOKEN);
    const settings = await ada.get(settingsUrl());
    expect(settings.json()).toMatchObject({
      isInstalled: true,
      teamName: "Acme Slack",
      slackChannelId: null,
    });
    expect(settings.body).not.toContain(BOT_TOKEN);
  });

  it("lists the workspace's channels and saves the choice", async () => {
    const channels = await ada.get(`${settingsUrl()}/channels`);
    expect(channels.json()).toEqual({
      channelList: [
        { id: "C1", name: "general" },
        { id: "C2", name: "news" },
      ],
    });
    expect(slack.to("/api/conversations.list")[0]?.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    const unknown = await ada.put(settingsUrl(), {
      slackChannelId: "C999",
      channelIdList: [],
      isNewPostsEnabled: true,
      isDailySummaryEnabled: true,
    });
    expect(unknown.statusCode).toBe(400);
    const saved = await ada.put(settingsUrl(), {
      slackChannelId: "C2",
      channelIdList: [channelId],
      isNewPostsEnabled: true,
      isDailySummaryEnabled: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      slackChannelId: "C2",
      slackChannelName: "news",
      channelIdList: [channelId],
    });
  });

  it("posts new posts of the chosen channels with chat.postMessage", async () => {
    const make = factories(t.database.db);
    const chosen = await make.post(acmeId, {
      createdBy: adaId,
      channelIds: [channelId],
      title: "Launch <day> & more",
    });
    await t.database.db
      .update(slackInstallation)
      .set({ deliveredUntil: new Date(Date.now() - 60_000) })
      .where(eq(slackInstallation.companyId, acmeId));
    await slackDispatchJob.handler(jobCtx(), {});
    await slackDeliverJob.handler(jobCtx(), { companyId: acmeId, postId: chosen.id });
    const sent = slack
      .to("/api/chat.postMessage")
      .map((r) => ({ auth: r.headers.authorization, body: JSON.parse(r.body) }));
    const message = sent.find((m) => JSON.stringify(m.body).includes(chosen.id));
    expect(message?.auth).toBe(`Bearer ${BOT_TOKEN}`);
    expect(message?.body.channel).toBe("C2");
    expect(message?.body.text).toBe("New post on Chorus: Launch <day> & more");
    expect(message?.body.blocks[0].text.text).toBe(
      `*<http://chorus.test/preview/${chosen.id}|Launch &lt;day&gt; &amp; more>*`,
    );
  });

  it("sends a daily summary of the day's posts", async () => {
    await slackDailySummaryJob.handler(jobCtx(), {});
    const summary = slack
      .to("/api/chat.postMessage")
      .map((r) => JSON.parse(r.body))
      .find((m) => m.blocks?.[0]?.type === "header");
    expect(summary?.channel).toBe("C2");
    expect(summary?.text).toMatch(/^\d+ new posts? on Chorus today$/);
    expect(summary?.blocks[1].text.text).toContain("Launch &lt;day&gt; &amp; more");
  });

  it("records Slack's refusal (a revoked token) for the admins", async () => {
    slack.handler = () => json({ ok: false, error: "token_revoked" });
    const make = factories(t.database.db);
    const item = await make.post(acmeId, { createdBy: adaId, channelIds: [channelId] });
    await expect(slackDeliverJob.handler(jobCtx(), { companyId: acmeId, postId: item.id })).rejects.toThrow(
      "token_revoked",
    );
    expect((await ada.get(settingsUrl())).json().lastError).toBe("Slack: token_revoked");
    expect((await ada.get(`${settingsUrl()}/channels`)).headers["x-smarp-error-code"]).toBe("424.101");
  });

  it("forgets the installation", async () => {
    const response = await ada.delete(settingsUrl());
    expect(response.json()).toMatchObject({ isInstalled: false });
    expect(await installation()).toBeUndefined();
    expect((await ada.get(`${settingsUrl()}/channels`)).statusCode).toBe(409);
  });
});
