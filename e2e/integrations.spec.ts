import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, signIn, test } from "./fixtures.ts";

/**
 * Company settings → Integrations against outside services this spec serves itself: a Microsoft
 * Teams incoming webhook that records every card, and a site with an RSS feed. The feed's channel
 * is the spec's own (created here), so no other spec sees its proposals.
 */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const stamp = Date.now().toString(36);
const ITEM_TITLE = `Imported from our blog ${stamp}`;
const RSS = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>E2E blog</title><link>https://blog.example/</link>
<item><guid>e2e-${stamp}</guid><title>${ITEM_TITLE}</title><link>https://blog.example/e2e-${stamp}</link>
<description>&lt;p&gt;What the blog said.&lt;/p&gt;</description><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`;

let server: Server;
let origin = "";
const received: Recorded[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (request.method === "POST" && request.url === "/teams/webhook")
        return response.writeHead(200).end("1");
      if (request.url === "/blog/rss.xml")
        return response
          .writeHead(200, { "content-type": "application/rss+xml", etag: `"${stamp}"` })
          .end(RSS);
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.describe.configure({ timeout: 90_000 });

test("an admin connects Teams, sends a test card, and imports an RSS feed as a proposed post", async ({
  page,
}) => {
  await signIn(page, "ada@acme.example");
  const session = await page.request.get("/api/session");
  const csrf = session.headers()["x-csrf-token"] ?? "";
  const { companyId } = (await session.json()) as { companyId: string };
  const channelName = `Imported news ${stamp}`;
  const created = await page.request.post("/api/channel", {
    data: { name: channelName, isPrivate: true },
    headers: { "x-csrf-token": csrf },
  });
  expect(created.ok()).toBe(true);
  const channelId = ((await created.json()) as { _id: string })._id;

  await page.goto(`/company/${companyId}?tab=integrations`);
  await expect(page.getByRole("tab", { name: "Integrations", selected: true })).toBeVisible();

  // Microsoft Teams: the webhook is saved (shown by its host only) and a test card reaches it.
  const teams = page.locator("section", { has: page.getByRole("heading", { name: "Microsoft Teams" }) });
  await teams.getByRole("textbox", { name: "Incoming webhook URL" }).fill(`${origin}/teams/webhook`);
  await teams.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Integration settings saved.")).toBeVisible();
  await expect(teams.getByText(`A webhook at ${new URL(origin).host} is saved.`)).toBeVisible();
  await teams.getByRole("button", { name: "Send a test message" }).click();
  await expect(page.getByText("Test message sent to Microsoft Teams.")).toBeVisible();
  const card = received.find((r) => r.method === "POST" && r.url === "/teams/webhook");
  expect(card?.headers["content-type"]).toBe("application/json");
  const message = JSON.parse(card?.body ?? "{}");
  expect(message.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
  expect(message.attachments[0].content.type).toBe("AdaptiveCard");

  // Content import: the feed is read at once (a job) and its item becomes a proposed post.
  const feeds = page.locator("section", { has: page.getByRole("heading", { name: "Content import" }) });
  await feeds.getByRole("textbox", { name: "Name" }).fill(`E2E blog ${stamp}`);
  await feeds.getByRole("textbox", { name: "Feed URL" }).fill(`${origin}/blog/rss.xml`);
  await feeds.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: channelName }).click();
  await feeds.getByRole("button", { name: "Add feed" }).click();
  await expect(page.getByText("Feed added. It is checked now.")).toBeVisible();
  await expect(feeds.getByRole("row", { name: new RegExp(`E2E blog ${stamp}`) })).toBeVisible();
  await expect
    .poll(() => received.filter((r) => r.url === "/blog/rss.xml").length, { timeout: 20_000 })
    .toBeGreaterThan(0);

  await expect(async () => {
    await page.goto(`/?type=incoming&channelId=${channelId}`);
    await expect(page.getByRole("main").getByRole("article").filter({ hasText: ITEM_TITLE })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  // Tidy up what only this spec uses: the feed goes, the webhook is forgotten.
  await page.goto(`/company/${companyId}?tab=integrations`);
  await page.getByRole("button", { name: `Remove E2E blog ${stamp}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(`E2E blog ${stamp}`) })).toHaveCount(0);
  const reset = await page.request.put(`/api/company/${companyId}/msteams`, {
    data: { isEnabled: false, webhookUrl: null, channelIdList: [] },
    headers: { "x-csrf-token": csrf },
  });
  expect(reset.ok()).toBe(true);
});
