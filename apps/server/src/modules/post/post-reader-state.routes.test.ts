import type { FeedPage, Post } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { livePostIn, setPost } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { rowsOf } from "./feed.repository.ts";

/**
 * Issue 3 audit: the viewer's state on GET /api/post3/{postId} after each reader action, and the
 * calendar and pob feed types (core §2, catalogue feed types).
 */
let t: TestApp;
let acmeId: string;
let emma: TestClient;
let chloe: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  emma = await t.signIn(DEMO_USERS.sharer);
  chloe = await t.signIn(DEMO_USERS.channel_manager);
});
afterAll(() => t.close());

const readPost = async (client: TestClient, postId: string): Promise<Post> => {
  const response = await client.get(`/api/post3/${postId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const feed = async (client: TestClient, query: string): Promise<FeedPage> => {
  const response = await client.get(`/api/post3?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /api/post3/{postId}: the viewer's state", () => {
  it("shows liked, bookmarked and read-confirmed as the viewer leaves them, and only for that viewer", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 4);
    await setPost(t.database.db, postId, { isReadConfirmationRequired: true });
    await t.database.db.execute(sql`DELETE FROM post_like WHERE post_id = ${postId}`);
    await t.database.db.execute(sql`UPDATE post SET like_count = 0 WHERE id = ${postId}`);

    const before = await readPost(emma, postId);
    expect(before).toMatchObject({ isLiked: false, bookmarkId: null, isReadConfirmed: false, likeCount: 0 });

    expect((await emma.post(`/api/like/${postId}`)).statusCode).toBe(200);
    const bookmark = await emma.post("/api/bookmark2", { postId });
    expect(bookmark.statusCode).toBe(200);
    expect((await emma.post(`/api/post3/${postId}/confirmread`)).statusCode).toBe(200);

    const after = await readPost(emma, postId);
    expect(after).toMatchObject({
      isLiked: true,
      bookmarkId: bookmark.json()._id,
      isReadConfirmed: true,
      likeCount: 1,
      shared: false,
    });
    // Another reader sees the count, not Emma's state.
    expect(await readPost(chloe, postId)).toMatchObject({
      isLiked: false,
      bookmarkId: null,
      isReadConfirmed: false,
      likeCount: 1,
    });

    expect((await emma.post(`/api/unlike/${postId}`)).statusCode).toBe(200);
    expect((await emma.delete(`/api/bookmark2/${bookmark.json()._id}`)).statusCode).toBe(200);
    expect(await readPost(emma, postId)).toMatchObject({
      isLiked: false,
      bookmarkId: null,
      isReadConfirmed: true,
      likeCount: 0,
    });
  });

  it("the feed page carries the same state as the single post", async () => {
    const page = await feed(emma, "type=published&pageSize=5");
    for (const item of page.postList) {
      const one = await readPost(emma, item._id);
      expect({ ...one, commentList: [] }).toMatchObject({
        _id: item._id,
        isLiked: item.isLiked,
        bookmarkId: item.bookmarkId,
        isReadConfirmed: item.isReadConfirmed,
        shared: item.shared,
        likeCount: item.likeCount,
        commentCount: item.commentCount,
      });
    }
  });
});

describe("the calendar feed", () => {
  const publishedAtOf = async (postId: string) => {
    const [row] = await rowsOf<{ at: string }>(
      t.database.db,
      sql`SELECT to_char(min(published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
            FROM post_channel WHERE company_id = ${acmeId} AND post_id = ${postId}`,
    );
    if (!row) throw new Error(postId);
    return new Date(row.at);
  };

  it("lists the live posts published within dateFrom…dateTo, and nothing outside", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 1);
    const at = await publishedAtOf(postId);
    const from = new Date(at.getTime() - 60_000).toISOString();
    const to = new Date(at.getTime() + 60_000).toISOString();
    const page = await feed(
      emma,
      `type=calendar&dateFrom=${encodeURIComponent(from)}&dateTo=${encodeURIComponent(to)}&pageSize=50`,
    );
    expect(page.postList.map((p) => p._id)).toContain(postId);
    for (const item of page.postList) {
      const when = new Date(item.publishedAt ?? 0).getTime();
      expect(when).toBeGreaterThanOrEqual(Date.parse(from));
      expect(when).toBeLessThanOrEqual(Date.parse(to));
    }
    const before = new Date(at.getTime() - 3_600_000).toISOString();
    const empty = await feed(
      emma,
      `type=calendar&dateFrom=${encodeURIComponent(before)}&dateTo=${encodeURIComponent(from)}&pageSize=50`,
    );
    expect(empty.postList.map((p) => p._id)).not.toContain(postId);
  });

  it("adds scheduled posts of the channels a curator manages; a sharer does not see them", async () => {
    // A Product Updates post moved two days ahead: scheduled in Chloé's channel.
    const postId = await livePostIn(t.database.db, "Product Updates", 3);
    const at = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.execute(
      sql`UPDATE post_channel SET published_at = ${at.toISOString()}::timestamptz, archived_at = NULL
           WHERE company_id = ${acmeId} AND post_id = ${postId}`,
    );
    const range = `dateFrom=${encodeURIComponent(new Date(at.getTime() - 60_000).toISOString())}&dateTo=${encodeURIComponent(new Date(at.getTime() + 60_000).toISOString())}`;
    const asCurator = await feed(chloe, `type=calendar&${range}&pageSize=50`);
    expect(asCurator.postList.map((p) => p._id)).toContain(postId);
    const asSharer = await feed(emma, `type=calendar&${range}&pageSize=50`);
    expect(asSharer.postList.map((p) => p._id)).not.toContain(postId);
  });
});

describe("the pob feed", () => {
  it("lists only the live posts published on behalf of someone", async () => {
    const behalfId = await livePostIn(t.database.db, "Product Updates", 2);
    await setPost(t.database.db, behalfId, { createdByType: "behalf" });
    const page = await feed(emma, "type=pob&pageSize=50");
    expect(page.postList.map((p) => p._id)).toContain(behalfId);
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM post
           WHERE company_id = ${acmeId} AND created_by_type = 'behalf' AND deleted_at IS NULL`,
    );
    expect(page.postList.length).toBeLessThanOrEqual(n);
    for (const item of page.postList) expect(item.createdByType).toBe("behalf");
  });
});

describe("GET /api/post3/{postId} of an archived post", () => {
  it("is 404 for a reader until the company enables archived reading, then 200", async () => {
    const postId = await livePostIn(t.database.db, "Careers", 0);
    await t.database.db.execute(
      sql`UPDATE post_channel SET archived_at = now() - interval '1 day', published_at = now() - interval '10 days'
           WHERE company_id = ${acmeId} AND post_id = ${postId}`,
    );
    await t.database.db.execute(
      sql`UPDATE company SET is_archived_read_enabled = false WHERE id = ${acmeId}`,
    );
    expect((await emma.get(`/api/post3/${postId}`)).statusCode).toBe(404);
    await t.database.db.execute(sql`UPDATE company SET is_archived_read_enabled = true WHERE id = ${acmeId}`);
    try {
      expect((await emma.get(`/api/post3/${postId}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`UPDATE company SET is_archived_read_enabled = false WHERE id = ${acmeId}`,
      );
    }
  });
});
