import type { FeedPage, Post } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../test/count-statements.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { rowsOf } from "./feed.repository.ts";

let t: TestApp;
let acmeId: string;
const clients = new Map<string, TestClient>();
const as = async (email: string) => {
  let client = clients.get(email);
  if (!client) {
    client = await t.signIn(email);
    clients.set(email, client);
  }
  return client;
};
const channelId = async (name: string) => {
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM channel WHERE company_id = ${acmeId} AND name = ${name}`,
  );
  if (!row) throw new Error(name);
  return row.id;
};
async function feed(email: string, query: string): Promise<FeedPage> {
  const response = await (await as(email)).get(`/api/post3?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** Every post of a feed, walking pages of 50. */
async function wholeFeed(email: string, query: string): Promise<Post[]> {
  const out: Post[] = [];
  for (let page = 1; page < 100; page++) {
    const result = await feed(email, `${query}&pageSize=50&page=${page}`);
    out.push(...result.postList);
    if (!result.hasMore) break;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

describe("GET /api/post3: input", () => {
  it.each([
    ["", /type/],
    ["type=nonsense", /type/],
    ["type=published&pageSize=51", /pageSize/],
    ["type=published&page=0", /page/],
    ["type=published&filters=colour:red", /filters/],
    ["type=published&filters={bad", /filters/],
    ["type=published&cursor=bm9wZQ", /cursor/],
    ["type=calendar", /dateFrom/],
  ])("?%s → 400", async (query, message) => {
    const response = await (await as(DEMO_USERS.sharer)).get(`/api/post3?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/post3?type=published")).statusCode).toBe(401);
  });
});

describe("who may read which feed type (core §6)", () => {
  it.each([
    ["sharer", "incoming", 403],
    ["sharer", "scheduled", 403],
    ["sharer", "rejected", 403],
    ["sharer", "archived", 403],
    ["sharer", "all", 403],
    ["sharer", "own", 200],
    ["sharer", "bookmark", 200],
    ["sharer", "pob", 200],
    ["sharer", "published-no-user-id", 200],
    ["channel_analyst", "incoming", 403],
    ["channel_manager", "incoming", 200],
    ["channel_manager", "rejected", 200],
    ["group_admin", "incoming", 200],
    ["group_admin", "rejected", 403],
    ["admin", "rejected", 200],
    ["partner", "archived", 200],
    ["smarper", "all", 200],
  ] as const)("%s asking type=%s → %i", async (role, type, status) => {
    const response = await (await as(DEMO_USERS[role])).get(`/api/post3?type=${type}`);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe("the published feed", () => {
  it("emma (sharer) sees only live posts of her channels, newest first, once each; never Leadership", async () => {
    const posts = await wholeFeed(DEMO_USERS.sharer, "type=published");
    expect(posts.length).toBeGreaterThan(20);
    const ids = posts.map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    const leadership = await channelId("Leadership");
    const fieldSales = await channelId("Field Sales Wins");
    for (const post of posts) {
      expect(post.status).toBe("published");
      expect(post.fullChannelList.map((c) => c._id)).not.toContain(leadership);
      expect(post.fullChannelList.some((c) => c._id === fieldSales && c.status === "published")).toBe(
        post.fullChannelList.length === 1
          ? false
          : post.fullChannelList.some((c) => c._id === fieldSales && c.status === "published"),
      );
    }
    const dates = posts.map((p) => Date.parse(p.publishedAt ?? ""));
    // The page order follows the newest live row, which for every post here is its publishedAt.
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  });

  it("ada (admin, a Leadership member) reads Leadership posts; emma gets 404 on one", async () => {
    const leadership = await channelId("Leadership");
    const posts = await feed(DEMO_USERS.admin, `type=published&channelId=${leadership}`);
    expect(posts.postList.length).toBeGreaterThan(0);
    const only = await rowsOf<{ postId: string }>(
      t.database.db,
      sql`SELECT post_id AS "postId" FROM post_channel pc WHERE pc.channel_id = ${leadership}
           AND pc.status = 'published' AND NOT EXISTS (
             SELECT 1 FROM post_channel o WHERE o.post_id = pc.post_id AND o.channel_id <> ${leadership})
           LIMIT 1`,
    );
    const postId = only[0]?.postId as string;
    expect((await (await as(DEMO_USERS.sharer)).get(`/api/post3/${postId}`)).statusCode).toBe(404);
    expect((await (await as(DEMO_USERS.admin)).get(`/api/post3/${postId}`)).statusCode).toBe(200);
    const emmaLeadership = await feed(DEMO_USERS.sharer, `type=published&channelId=${leadership}`);
    expect(emmaLeadership.postList).toEqual([]);
  });

  it("hides archived and scheduled posts; they exist in the data", async () => {
    const posts = await wholeFeed(DEMO_USERS.admin, "type=published");
    const shown = new Set(posts.map((p) => p._id));
    const hidden = await rowsOf<{ postId: string }>(
      t.database.db,
      sql`SELECT DISTINCT pc.post_id AS "postId" FROM post_channel pc
           WHERE pc.company_id = ${acmeId} AND (pc.status IN ('archived', 'scheduled') OR pc.archived_at <= now())
             AND NOT EXISTS (SELECT 1 FROM post_channel o WHERE o.post_id = pc.post_id
                              AND o.status IN ('published', 'approved') AND o.published_at <= now()
                              AND (o.archived_at IS NULL OR o.archived_at > now()))`,
    );
    expect(hidden.length).toBeGreaterThan(3);
    for (const row of hidden) expect(shown.has(row.postId)).toBe(false);
  });

  it("a post live in two of the reader's channels appears once", async () => {
    const readable = await rowsOf<{ postId: string }>(
      t.database.db,
      sql`SELECT pc.post_id AS "postId" FROM post_channel pc
           WHERE pc.company_id = ${acmeId} AND pc.status = 'published' AND pc.published_at <= now()
             AND pc.archived_at IS NULL AND pc.channel_id IN (
               SELECT id FROM channel WHERE company_id = ${acmeId} AND name IN ('Company News', 'Product Updates'))
           GROUP BY pc.post_id HAVING count(*) = 2 LIMIT 1`,
    );
    expect(readable.length).toBe(1);
    const posts = await wholeFeed(DEMO_USERS.sharer, "type=published");
    expect(posts.filter((p) => p._id === readable[0]?.postId)).toHaveLength(1);
  });

  it("applies the reader's languages (empty = all)", async () => {
    const all = await wholeFeed(DEMO_USERS.smarper, "type=published");
    const sam = await t.userId(DEMO_USERS.smarper);
    await t.database.db.execute(sql`UPDATE app_user SET read_language_list = '{de}' WHERE id = ${sam}`);
    const german = await wholeFeed(DEMO_USERS.smarper, "type=published");
    await t.database.db.execute(sql`UPDATE app_user SET read_language_list = '{}' WHERE id = ${sam}`);
    expect(german.length).toBeGreaterThan(0);
    expect(german.length).toBeLessThan(all.length);
    expect(german.every((p) => p.lang === "de")).toBe(true);
    expect(all.filter((p) => p.lang === "de").map((p) => p._id)).toEqual(german.map((p) => p._id));
  });

  it("pages have no duplicates or gaps, and the keyset cursor gives the same sequence", async () => {
    const all = (await wholeFeed(DEMO_USERS.sharer, "type=published")).map((p) => p._id);
    const paged: string[] = [];
    const cursored: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const byPage = await feed(DEMO_USERS.sharer, `type=published&pageSize=7&page=${page}`);
      paged.push(...byPage.postList.map((p) => p._id));
      const byCursor: FeedPage = await feed(
        DEMO_USERS.sharer,
        `type=published&pageSize=7${cursor ? `&cursor=${cursor}` : ""}`,
      );
      cursored.push(...byCursor.postList.map((p) => p._id));
      cursor = byCursor.nextCursor;
      expect(byCursor.hasMore).toBe(cursor !== null);
    }
    expect(paged).toEqual(all);
    expect(cursored).toEqual(all);
  });

  it("published-no-user-id ignores read languages", async () => {
    const emma = await t.userId(DEMO_USERS.sharer);
    await t.database.db.execute(sql`UPDATE app_user SET read_language_list = '{fr}' WHERE id = ${emma}`);
    const filtered = await wholeFeed(DEMO_USERS.sharer, "type=published");
    const unfiltered = await wholeFeed(DEMO_USERS.sharer, "type=published-no-user-id");
    await t.database.db.execute(sql`UPDATE app_user SET read_language_list = '{}' WHERE id = ${emma}`);
    expect(filtered.every((p) => p.lang === "fr")).toBe(true);
    expect(unfiltered.some((p) => p.lang !== "fr")).toBe(true);
  });
});

describe("search and filters", () => {
  it("q finds a word of a body, ranked first", async () => {
    const [first] = (await feed(DEMO_USERS.sharer, "type=published&pageSize=1")).postList;
    const word = (`${first?.body} ${first?.title}`.match(/[A-Za-z]{6,}/g) ?? []).at(-1) as string;
    expect(word).toBeTruthy();
    const found = await feed(DEMO_USERS.sharer, `type=published&q=${encodeURIComponent(word)}&pageSize=50`);
    expect(found.postList.map((p) => p._id)).toContain(first?._id);
    for (const post of found.postList)
      expect(`${post.title} ${post.body}`.toLowerCase()).toContain(word.toLowerCase());
    expect(found.nextCursor).toBeNull();
  });

  it("filters by author (key:value and JSON) and by title", async () => {
    const [first] = (await feed(DEMO_USERS.sharer, "type=published&pageSize=1")).postList;
    const author = first?.createdBy as string;
    const short = await feed(DEMO_USERS.sharer, `type=published&pageSize=50&filters=author:${author}`);
    const json = await feed(
      DEMO_USERS.sharer,
      `type=published&pageSize=50&filters=${encodeURIComponent(JSON.stringify({ author }))}`,
    );
    expect(short.postList.length).toBeGreaterThan(0);
    expect(short.postList.every((p) => p.createdBy === author)).toBe(true);
    expect(json.postList.map((p) => p._id)).toEqual(short.postList.map((p) => p._id));
    const title = (first?.title ?? "").slice(0, 12);
    const byTitle = await feed(
      DEMO_USERS.sharer,
      `type=published&filters=${encodeURIComponent(`title:${title}`)}`,
    );
    expect(byTitle.postList.map((p) => p._id)).toContain(first?._id);
  });
});

describe("curator feeds", () => {
  it("chloe sees the proposed posts of her channels only", async () => {
    const mine = new Set([await channelId("Product Updates"), await channelId("Events")]);
    const posts = await wholeFeed(DEMO_USERS.channel_manager, "type=incoming");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.fullChannelList.some((c) => mine.has(c._id) && c.status === "proposed")).toBe(true);
    }
    const adminView = await wholeFeed(DEMO_USERS.admin, "type=incoming");
    expect(adminView.length).toBeGreaterThan(posts.length);
  });

  it("scheduled lists future posts, archived lists past ones; counters agree", async () => {
    const scheduled = await wholeFeed(DEMO_USERS.admin, "type=scheduled");
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((p) => p.fullChannelList.some((c) => c.status === "scheduled"))).toBe(true);
    const archived = await wholeFeed(DEMO_USERS.admin, "type=archived");
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((p) => p.fullChannelList.some((c) => c.status === "archived"))).toBe(true);
    const counters = (await (await as(DEMO_USERS.admin)).get("/api/post3/counters")).json();
    expect(counters.scheduledCount).toBe(scheduled.length);
    expect(counters.archivedCount).toBe(archived.length);
    expect(counters.publishedCount).toBe((await wholeFeed(DEMO_USERS.admin, "type=published")).length);
  });

  it("calendar: small pages list the same posts, in the same order, as one large page", async () => {
    // Each page reads only its first offset + page entries of the published and scheduled lists
    // (feed.service.ts): every page of 2 must still be the matching slice of the whole window.
    const from = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const window = `type=calendar&dateFrom=${from}&dateTo=${to}`;
    const whole = (await feed(DEMO_USERS.admin, `${window}&pageSize=50&page=1`)).postList.map((p) => p._id);
    const scheduled = await wholeFeed(DEMO_USERS.admin, "type=scheduled");
    expect(whole.length).toBeGreaterThan(4);
    expect(whole.some((id) => scheduled.some((p) => p._id === id))).toBe(true);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 2); page++) {
      paged.push(
        ...(await feed(DEMO_USERS.admin, `${window}&pageSize=2&page=${page}`)).postList.map((p) => p._id),
      );
    }
    expect(paged).toEqual(whole);
  });

  it("archived opens to everyone when the company enables archived reading", async () => {
    await t.database.db.execute(sql`UPDATE company SET is_archived_read_enabled = true WHERE id = ${acmeId}`);
    const response = await (await as(DEMO_USERS.sharer)).get("/api/post3?type=archived");
    await t.database.db.execute(
      sql`UPDATE company SET is_archived_read_enabled = false WHERE id = ${acmeId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().postList.length).toBeGreaterThan(0);
  });

  it("a sharer's counters show nothing curated", async () => {
    const counters = (await (await as(DEMO_USERS.sharer)).get("/api/post3/counters")).json();
    expect(counters).toMatchObject({ proposedCount: 0, scheduledCount: 0, rejectedCount: 0, allCount: 0 });
    expect(counters.publishedCount).toBeGreaterThan(0);
  });
});

describe("own and bookmark feeds", () => {
  it("own lists the actor's posts of every status", async () => {
    const ada = await t.userId(DEMO_USERS.admin);
    const posts = await wholeFeed(DEMO_USERS.admin, "type=own");
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.createdBy === ada)).toBe(true);
  });

  it("bookmark lists the actor's bookmarks, newest bookmark first", async () => {
    const emma = await t.userId(DEMO_USERS.sharer);
    const live = (await feed(DEMO_USERS.sharer, "type=published&pageSize=3")).postList.map((p) => p._id);
    await t.database.db.execute(sql`DELETE FROM bookmark WHERE user_id = ${emma}`);
    for (const [i, postId] of live.entries()) {
      await t.database.db.execute(
        sql`INSERT INTO bookmark (id, company_id, post_id, user_id, created_at)
            VALUES (${`b0000000000000000000000${i}`}, ${acmeId}, ${postId}, ${emma}, now() - make_interval(mins => ${10 - i}))`,
      );
    }
    const posts = await feed(DEMO_USERS.sharer, "type=bookmark");
    expect(posts.postList.map((p) => p._id)).toEqual([...live].reverse());
    expect(posts.postList.every((p) => p.bookmarkId !== null)).toBe(true);
  });
});

describe("one feed page is a fixed number of statements", () => {
  it("page 1 and page 3 run the same statements, whatever the page size or role", async () => {
    const count = async (email: string, url: string) => {
      const client = await as(email);
      return countStatements(t.database, async () => {
        expect((await client.get(url)).statusCode).toBe(200);
      });
    };
    const first = await count(DEMO_USERS.sharer, "/api/post3?type=published&page=1");
    const third = await count(DEMO_USERS.sharer, "/api/post3?type=published&page=3");
    // The session with the viewer (one statement: the route joins the viewer into the session
    // lookup), the page, its posts' records (a named statement of its own). No counters: they are
    // GET /api/post3/counters' own.
    expect(first).toBe(3);
    expect(third).toBe(first);
    expect(await count(DEMO_USERS.sharer, "/api/post3?type=published&page=1&pageSize=50")).toBe(first);
    // A channel manager's curated set comes in the same viewer statement.
    expect(await count(DEMO_USERS.channel_manager, "/api/post3?type=published&page=1")).toBe(first);
    // A search of the live timeline counts its term's frequency the first time: one statement
    // more; the next pages and searches of the same term reuse the class (term-frequency.ts).
    // (A word no other test of this file searches: the class is remembered per process.)
    const [post] = (await feed(DEMO_USERS.sharer, "type=published&pageSize=1")).postList;
    const words = `${post?.body} ${post?.title}`.match(/[A-Za-z]{6,}/g) ?? [];
    const word = `${words.at(-1)} ${words.at(-2)}`;
    const search = `/api/post3?type=published&page=1&q=${encodeURIComponent(word)}`;
    expect(await count(DEMO_USERS.sharer, search)).toBe(first + 1);
    expect(
      (await feed(DEMO_USERS.sharer, search.slice("/api/post3?".length))).postList.length,
    ).toBeGreaterThan(0);
    expect(await count(DEMO_USERS.sharer, search)).toBe(first);
    // Another reader of the company searching the same term: no count either.
    expect(await count(DEMO_USERS.admin, search)).toBe(first);
  });

  it("no page carries the counters: they are counted by GET /api/post3/counters alone", async () => {
    const first = await feed(DEMO_USERS.admin, "type=published&pageSize=2");
    expect(first).not.toHaveProperty("counters");
    const curated = await feed(DEMO_USERS.admin, "type=incoming&pageSize=2");
    expect(curated).not.toHaveProperty("counters");
  });
});
