import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { msteamsSetting } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { RecordingServer } from "../../test/recording-server.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { msteamsDeliverJob, msteamsDispatchJob } from "./msteams.jobs.ts";

let t: TestApp;
let teams: RecordingServer;
let ada: TestClient;
let acmeId: string;
let adaId: string;
let channelId: string;
const url = () => `/api/company/${acmeId}/msteams`;
const jobCtx = () => ({ deps: t.app.deps, db: t.database.db, log: t.app.log });

beforeAll(async () => {
  teams = await new RecordingServer().start();
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true", PUBLIC_URL: "http://chorus.test" });
  acmeId = await t.companyId("acme");
  adaId = await t.userId(DEMO_USERS.admin);
  ada = await t.signIn(DEMO_USERS.admin);
  channelId = (await factories(t.database.db).channel(acmeId, { name: "Teams news" })).id;
});
afterAll(async () => {
  await t.close();
  await teams.stop();
});
beforeEach(() => {
  teams.requests.length = 0;
  teams.handler = () => ({ status: 200, body: "1" });
});

describe("Microsoft Teams settings", () => {
  it("starts switched off with no webhook", async () => {
    const response = await ada.get(url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isEnabled: false, hasWebhookUrl: false, channelIdList: [] });
  });

  it.each([
    ["an ftp address", { isEnabled: false, webhookUrl: "ftp://teams.example/hook" }, 400],
    ["an address with credentials", { isEnabled: false, webhookUrl: "https://u:p@teams.example/hook" }, 400],
    ["an unknown channel", { isEnabled: false, channelIdList: ["5f0000000000000000000000"] }, 400],
    ["turning on without a webhook", { isEnabled: true }, 409],
  ])("refuses %s", async (_label, body, status) => {
    const response = await ada.put(url(), body);
    expect(response.statusCode).toBe(status);
  });

  it("keeps the webhook sealed and shows only its host", async () => {
    const webhookUrl = `${teams.origin}/webhookb2/secret-part`;
    const response = await ada.put(url(), { isEnabled: false, webhookUrl, channelIdList: [channelId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hasWebhookUrl: true,
      webhookHost: new URL(teams.origin).host,
      channelIdList: [channelId],
    });
    expect(response.body).not.toContain("secret-part");
    const [row] = await t.database.db
      .select()
      .from(msteamsSetting)
      .where(eq(msteamsSetting.companyId, acmeId));
    expect(row?.webhookUrlSealed).toBeTruthy();
    expect(row?.webhookUrlSealed).not.toContain("secret-part");
  });

  it("sends a test Adaptive Card to the webhook", async () => {
    const response = await ada.post(`${url()}/test`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [request] = teams.to("/webhookb2/secret-part");
    expect(request?.method).toBe("POST");
    expect(request?.headers["content-type"]).toBe("application/json");
    const message = JSON.parse(request?.body ?? "{}");
    expect(message.type).toBe("message");
    expect(message.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(message.attachments[0].content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    expect(message.attachments[0].content.actions[0]).toEqual({
      type: "Action.OpenUrl",
      title: "Open in Chorus",
      url: "http://chorus.test/",
    });
    expect((await ada.get(url())).json().lastSentAt).not.toBeNull();
  });

  it("answers 424.100 and records the error when Teams refuses", async () => {
    teams.handler = () => ({ status: 400, body: "Bad payload" });
    const response = await ada.post(`${url()}/test`);
    expect(response.statusCode).toBe(424);
    expect(response.headers["x-smarp-error-code"]).toBe("424.100");
    expect((await ada.get(url())).json().lastError).toBe("Microsoft Teams answered 400");
  });
});

describe("new posts to Teams", () => {
  it("delivers a post published in a chosen channel after delivery was turned on, once", async () => {
    const on = await ada.put(url(), { isEnabled: true, channelIdList: [channelId] });
    expect(on.json()).toMatchObject({ isEnabled: true, hasWebhookUrl: true });
    const make = factories(t.database.db);
    const chosen = await make.post(acmeId, {
      createdBy: adaId,
      channelIds: [channelId],
      title: "Quarterly results",
    });
    const other = await make.post(acmeId, {
      createdBy: adaId,
      channelIds: [(await make.channel(acmeId)).id],
    });
    const [before] = await t.database.db
      .select()
      .from(msteamsSetting)
      .where(eq(msteamsSetting.companyId, acmeId));
    // The factory dates posts "now"; the sweep looks at (deliveredUntil, now].
    await t.database.db
      .update(msteamsSetting)
      .set({ deliveredUntil: new Date(Date.now() - 60_000) })
      .where(eq(msteamsSetting.companyId, acmeId));
    await msteamsDispatchJob.handler(jobCtx(), {});
    const [after] = await t.database.db
      .select()
      .from(msteamsSetting)
      .where(eq(msteamsSetting.companyId, acmeId));
    expect(after?.deliveredUntil.getTime()).toBeGreaterThan(before?.deliveredUntil.getTime() ?? 0);
    // The queued job does the same as this direct call; the card names the post and links to it.
    await msteamsDeliverJob.handler(jobCtx(), { companyId: acmeId, postId: chosen.id });
    const cards = teams.to("/webhookb2/secret-part").map((r) => JSON.parse(r.body));
    const forChosen = cards.filter(
      (c) => c.attachments[0].content.actions[0].url === `http://chorus.test/preview/${chosen.id}`,
    );
    expect(forChosen.length).toBeGreaterThanOrEqual(1);
    expect(forChosen[0].attachments[0].content.body[1].text).toBe("Quarterly results");
    expect(cards.some((c) => c.attachments[0].content.actions[0].url.endsWith(other.id))).toBe(false);
    // A second sweep finds nothing new.
    const count = teams.requests.length;
    await msteamsDispatchJob.handler(jobCtx(), {});
    expect(teams.requests.length).toBe(count);
  });
});
