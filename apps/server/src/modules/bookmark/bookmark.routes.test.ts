import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookmark } from "../../db/schema/index.ts";
import { ACME_SHARER_PRIYA, livePostIn, setPost } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let priya: TestClient;
let priyaId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  priya = await t.signIn(ACME_SHARER_PRIYA);
  priyaId = await t.userId(ACME_SHARER_PRIYA);
  companyId = await t.companyId("acme");
  // Start from no bookmarks, so the pages below are exactly ours.
  await t.database.db.delete(bookmark).where(eq(bookmark.userId, priyaId));
});
afterAll(() => t.close());

const bookmarksOf = (userId: string) =>
  t.database.db.select().from(bookmark).where(eq(bookmark.userId, userId));

describe("POST /api/bookmark2", () => {
  it("bookmarks a post and answers the same bookmark when asked again", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates");
    const first = await priya.post("/api/bookmark2", { postId });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      postId,
      createdAt: expect.any(String),
    });
    const again = await priya.post("/api/bookmark2", { postId });
    expect(again.json()).toEqual(body);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => priya.post("/api/bookmark2", { postId })),
    );
    expect(parallel.map((r) => r.json()._id)).toEqual(Array(5).fill(body._id));
    expect((await bookmarksOf(priyaId)).filter((b) => b.postId === postId)).toHaveLength(1);
  });

  it.each([
    ["a post the user cannot read", async () => livePostIn(t.database.db, "Leadership"), 404],
    ["an unknown post", async () => "0123456789abcdef01234567", 404],
    ["a malformed id", async () => "nope", 400],
  ])("refuses %s", async (_name, postIdOf, status) => {
    const postId = await postIdOf();
    const before = (await bookmarksOf(priyaId)).length;
    expect((await priya.post("/api/bookmark2", { postId })).statusCode).toBe(status);
    expect(await bookmarksOf(priyaId)).toHaveLength(before);
  });
});

describe("GET /api/bookmark2", () => {
  it("pages the user's bookmarks newest first, 20 at a time, by keyset cursor", async () => {
    await t.database.db.delete(bookmark).where(eq(bookmark.userId, priyaId));
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const postId = await livePostIn(
        t.database.db,
        i % 2 === 0 ? "Company News" : "Product Updates",
        Math.floor(i / 2),
      );
      const id = newObjectId(new Date(Date.UTC(2026, 0, 1, 0, i)));
      ids.push(id);
      await t.database.db.insert(bookmark).values({ id, companyId, userId: priyaId, postId });
    }
    const newestFirst = [...ids].reverse();

    const page1 = (await priya.get("/api/bookmark2")).json();
    expect(page1.hasMore).toBe(true);
    expect(page1.bookmarkList.map((b: { _id: string }) => b._id)).toEqual(newestFirst.slice(0, 20));
    const last = page1.bookmarkList.at(-1)._id;
    const page2 = (await priya.get(`/api/bookmark2?from=${last}`)).json();
    expect(page2).toEqual({ bookmarkList: expect.any(Array), hasMore: false });
    expect(page2.bookmarkList.map((b: { _id: string }) => b._id)).toEqual(newestFirst.slice(20));
  });

  it("leaves out bookmarks of deleted posts and other users' bookmarks", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const emmaList = (await emma.get("/api/bookmark2")).json().bookmarkList as { _id: string }[];
    const priyaIds = new Set((await bookmarksOf(priyaId)).map((b) => b.id));
    expect(emmaList.some((b) => priyaIds.has(b._id))).toBe(false);

    const [newest] = (await priya.get("/api/bookmark2")).json().bookmarkList;
    await setPost(t.database.db, newest.postId, { deletedAt: new Date() });
    const after = (await priya.get("/api/bookmark2")).json().bookmarkList as { _id: string }[];
    expect(after.map((b) => b._id)).not.toContain(newest._id);
    await setPost(t.database.db, newest.postId, { deletedAt: null });
  });

  it("refuses a malformed cursor", async () => {
    expect((await priya.get("/api/bookmark2?from=zzz")).statusCode).toBe(400);
  });
});

describe("DELETE /api/bookmark2/{bookmarkId}", () => {
  it("removes one's own bookmark, then answers 404", async () => {
    const postId = await livePostIn(t.database.db, "Company News", 3);
    const { _id } = (await priya.post("/api/bookmark2", { postId })).json();
    const response = await priya.delete(`/api/bookmark2/${_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id, deleted: true });
    expect((await bookmarksOf(priyaId)).some((b) => b.id === _id)).toBe(false);
    expect((await priya.delete(`/api/bookmark2/${_id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's bookmark and keeps it", async () => {
    const postId = await livePostIn(t.database.db, "Company News", 4);
    const { _id } = (await priya.post("/api/bookmark2", { postId })).json();
    const admin = await t.signIn(DEMO_USERS.admin);
    expect((await admin.delete(`/api/bookmark2/${_id}`)).statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(bookmark)
      .where(and(eq(bookmark.id, _id), eq(bookmark.userId, priyaId)));
    expect(still).toBeDefined();
  });
});
