import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentFeed, notification, post, postChannel } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { type FakeAnswer, RecordingServer } from "../../test/recording-server.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { pollFeedJob, sweepFeedsJob } from "./content-import.jobs.ts";
import { FeedPollError, pollFeed } from "./feed-reader.ts";

const RSS = (items: { guid: string; title: string }[]) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Acme blog</title><link>https://blog.example/</link>
${items
  .map(
    (i) => `<item><guid>${i.guid}</guid><title>${i.title}</title><link>https://blog.example/${i.guid}</link>
<description>&lt;p&gt;About ${i.title}&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>
<pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>`,
  )
  .join("\n")}
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom news</title><id>urn:uuid:feed</id>
<updated>2026-11-02T10:00:00Z</updated>
<entry><id>urn:uuid:entry-1</id><title>Atom entry one</title><link href="https://atom.example/one"/>
<updated>2026-11-02T10:00:00Z</updated><summary>First summary</summary></entry>
</feed>`;

let t: TestApp;
let site: RecordingServer;
let ada: TestClient;
let acmeId: string;
let adaId: string;
let channelId: string;
let rssItems: { guid: string; title: string }[];
const url = () => `/api/company/${acmeId}/feed`;
const jobCtx = () => ({ deps: t.app.deps, db: t.database.db, log: t.app.log });

const proposedTitles = async () =>
  (
    await t.database.db
      .select({ title: post.title, status: postChannel.status, url: post.url, htmlBody: post.htmlBody })
      .from(postChannel)
      .innerJoin(post, eq(post.id, postChannel.postId))
      .where(and(eq(postChannel.companyId, acmeId), eq(postChannel.channelId, channelId)))
  ).sort((a, b) => a.title.localeCompare(b.title));

const feedRow = async (id: string) => {
  const [row] = await t.database.db.select().from(contentFeed).where(eq(contentFeed.id, id));
  if (!row) throw new Error("no feed");
  return row;
};

beforeAll(async () => {
  site = await new RecordingServer().start();
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true" });
  acmeId = await t.companyId("acme");
  adaId = await t.userId(DEMO_USERS.admin);
  ada = await t.signIn(DEMO_USERS.admin);
  channelId = (await factories(t.database.db).channel(acmeId, { name: "Imported news" })).id;
});
afterAll(async () => {
  await t.close();
  await site.stop();
});
beforeEach(() => {
  site.requests.length = 0;
  rssItems = [
    { guid: "a-1", title: "First article" },
    { guid: "a-2", title: "Second article" },
  ];
  site.handler = (request): FakeAnswer => {
    if (request.url === "/rss.xml") {
      if (request.headers["if-none-match"] === `"v${rssItems.length}"`) return { status: 304 };
      return {
        status: 200,
        headers: {
          "content-type": "application/rss+xml",
          etag: `"v${rssItems.length}"`,
          "last-modified": "Mon, 02 Nov 2026 10:00:00 GMT",
        },
        body: RSS(rssItems),
      };
    }
    if (request.url === "/atom.xml")
      return { status: 200, headers: { "content-type": "application/atom+xml" }, body: ATOM };
    if (request.url === "/page.html")
      return { status: 200, headers: { "content-type": "text/html" }, body: "<html>no feed</html>" };
    return { status: 500, body: "down" };
  };
});

describe("content import feeds", () => {
  it.each([
    ["a javascript: address", { url: "javascript:alert(1)", channelId: "5f0000000000000000000000" }],
    ["an unknown channel", { url: "https://blog.example/rss.xml", channelId: "5f0000000000000000000000" }],
    ["no channel", { url: "https://blog.example/rss.xml" }],
  ])("refuses %s", async (_label, body) => {
    expect((await ada.put(url(), body)).statusCode).toBe(400);
  });

  it("imports new RSS items as proposed posts, once, with conditional polls", async () => {
    const saved = await ada.put(url(), {
      name: "Acme blog",
      url: `${site.origin}/rss.xml`,
      channelId,
      isEnabled: false,
    });
    expect(saved.statusCode).toBe(200);
    const feed = saved.json().feedList.find((f: { name: string }) => f.name === "Acme blog");
    expect(feed).toMatchObject({ url: `${site.origin}/rss.xml`, channelId, state: "ok", importedCount: 0 });

    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed._id }); // switched off: no request
    expect(site.to("/rss.xml")).toHaveLength(0);
    await t.database.db.update(contentFeed).set({ isEnabled: true }).where(eq(contentFeed.id, feed._id));

    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed._id });
    const first = await proposedTitles();
    expect(first.map((p) => [p.title, p.status, p.url])).toEqual([
      ["First article", "proposed", "https://blog.example/a-1"],
      ["Second article", "proposed", "https://blog.example/a-2"],
    ]);
    expect(first[0]?.htmlBody).toBe("<p>About First article</p>");
    expect((await feedRow(feed._id)).etag).toBe('"v2"');

    // Unchanged: the poll is conditional and the server answers 304.
    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed._id });
    expect(site.to("/rss.xml").at(-1)?.headers["if-none-match"]).toBe('"v2"');
    expect(site.to("/rss.xml").at(-1)?.headers["if-modified-since"]).toBe("Mon, 02 Nov 2026 10:00:00 GMT");
    expect(await proposedTitles()).toHaveLength(2);

    // A new item: only it is imported, the old ones are not duplicated.
    rssItems.push({ guid: "a-3", title: "Third article" });
    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed._id });
    expect((await proposedTitles()).map((p) => p.title)).toEqual([
      "First article",
      "Second article",
      "Third article",
    ]);
    expect(
      (await ada.get(url())).json().feedList.find((f: { _id: string }) => f._id === feed._id).importedCount,
    ).toBe(3);
  });

  it("reads Atom feeds", async () => {
    const saved = await ada.put(url(), {
      name: "Atom",
      url: `${site.origin}/atom.xml`,
      channelId,
      isEnabled: false,
    });
    const feed = saved.json().feedList.find((f: { name: string }) => f.name === "Atom");
    await t.database.db.update(contentFeed).set({ isEnabled: true }).where(eq(contentFeed.id, feed._id));
    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed._id });
    expect((await proposedTitles()).find((p) => p.title === "Atom entry one")).toMatchObject({
      status: "proposed",
      url: "https://atom.example/one",
    });
  });

  it("backs off a failing feed and disables it after five failures in a row, telling the admins", async () => {
    const make = factories(t.database.db);
    const feed = await make.contentFeed(acmeId, {
      channelId,
      createdBy: adaId,
      url: `${site.origin}/broken.xml`,
      name: "Broken",
      nextPollAt: new Date(0),
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = Date.now();
      await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed.id });
      const row = await feedRow(feed.id);
      expect(row.failureCount).toBe(attempt);
      expect(row.lastError).toBe("The feed answered 500");
      delays.push(Math.round((row.nextPollAt.getTime() - before) / 60_000));
    }
    expect(delays).toEqual([5, 10, 20, 40, 80]);
    const row = await feedRow(feed.id);
    expect(row.disabledAt).not.toBeNull();
    const listed = (await ada.get(url())).json().feedList.find((f: { _id: string }) => f._id === feed.id);
    expect(listed).toMatchObject({ state: "disabled", failureCount: 5 });
    const notes = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, adaId), eq(notification.type, "content_feed_disabled")));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textHtml).toContain("Broken");
    // Disabled: neither the sweep nor a direct poll reaches it any more.
    const requests = site.to("/broken.xml").length;
    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed.id });
    expect(site.to("/broken.xml")).toHaveLength(requests);
    // Saving it again (an admin fixed it) starts afresh.
    const again = await ada.put(url(), {
      _id: feed.id,
      name: "Broken",
      url: `${site.origin}/rss.xml`,
      channelId,
      isEnabled: true,
    });
    expect(again.json().feedList.find((f: { _id: string }) => f._id === feed.id)).toMatchObject({
      state: "ok",
      failureCount: 0,
    });
  });

  it("reports a page that is no feed", async () => {
    const feed = await factories(t.database.db).contentFeed(acmeId, {
      channelId,
      createdBy: adaId,
      url: `${site.origin}/page.html`,
    });
    await pollFeedJob.handler(jobCtx(), { companyId: acmeId, feedId: feed.id });
    expect((await feedRow(feed.id)).lastError).toBe("The address did not answer with an RSS or Atom feed");
  });

  it("the sweep queues only due feeds", async () => {
    const make = factories(t.database.db);
    const due = await make.contentFeed(acmeId, {
      channelId,
      createdBy: adaId,
      url: `${site.origin}/atom.xml`,
      nextPollAt: new Date(Date.now() - 1000),
    });
    const later = await make.contentFeed(acmeId, {
      channelId,
      createdBy: adaId,
      url: `${site.origin}/atom.xml`,
    });
    await sweepFeedsJob.handler(jobCtx(), {});
    const queued = await t.database.db.execute<{ feed_id: string }>(
      // biome-ignore lint/suspicious/noExplicitAny: raw pg-boss read
      "SELECT data->>'feedId' AS feed_id FROM pgboss.job WHERE name = 'content-import.poll-feed'" as any,
    );
    const ids = (queued as unknown as { rows: { feed_id: string }[] }).rows.map((r) => r.feed_id);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(later.id);
  });

  it("deletes a feed; another id is 404", async () => {
    const feed = await factories(t.database.db).contentFeed(acmeId, { channelId, createdBy: adaId });
    const response = await ada.delete(`${url()}?_id=${feed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().feedList.some((f: { _id: string }) => f._id === feed.id)).toBe(false);
    expect((await ada.delete(`${url()}?_id=${feed.id}`)).statusCode).toBe(404);
  });
});

describe("the feed reader's outbound guard", () => {
  it.each([
    "http://127.0.0.1:9/rss.xml",
    "http://169.254.169.254/latest/meta-data",
    "http://localhost/rss.xml",
  ])("refuses %s when private addresses are not allowed", async (address) => {
    await expect(
      pollFeed(
        address,
        { etag: null, lastModified: null },
        { allowPrivate: false, allowedAddresses: [], httpsOnly: false },
      ),
    ).rejects.toBeInstanceOf(FeedPollError);
  });
});
