import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLike } from "../../db/schema/index.ts";
import { ACME_SHARER_PRIYA, livePostIn, postCounters, setPost } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let emma: TestClient;
let postId: string;
beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
  postId = await livePostIn(t.database.db, "Product Updates");
});
afterAll(() => t.close());

async function likeRows(id: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(postLike).where(eq(postLike.postId, id));
  return row?.n ?? 0;
}

/** The counter and the rows agree, and equal what we expect. */
async function expectLikeCount(id: string, expected: number) {
  expect((await postCounters(t.database.db, id)).likeCount).toBe(expected);
  expect(await likeRows(id)).toBe(expected);
}

describe("likes", () => {
  it("answers the count, the viewer's state and the latest likers, newest first", async () => {
    const before = await likeRows(postId);
    const response = await emma.get(`/api/like/${postId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.likeCount).toBe(before);
    expect(body.likerList.length).toBe(Math.min(before, 20));

    await emma.post(`/api/unlike/${postId}`);
    await emma.post(`/api/like/${postId}`);
    const after = (await emma.get(`/api/like/${postId}`)).json();
    expect(after.isLiked).toBe(true);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    expect(after.likerList[0]).toEqual({
      _id: emmaId,
      firstName: "Emma",
      lastName: "Lindqvist",
      avatarUrl: expect.any(String),
    });
    expect(Object.keys(after)).toEqual(["likeCount", "isLiked", "likerList"]);
  });

  it("likes and unlikes idempotently, keeping the counter equal to the rows", async () => {
    const id = await livePostIn(t.database.db, "Product Updates", 1);
    const priya = await t.signIn(ACME_SHARER_PRIYA);
    await priya.post(`/api/unlike/${id}`);
    const base = await likeRows(id);

    const liked = await priya.post(`/api/like/${id}`);
    expect(liked.json()).toEqual({ likeCount: base + 1, isLiked: true });
    expect((await priya.post(`/api/like/${id}`)).json()).toEqual({ likeCount: base + 1, isLiked: true });
    await expectLikeCount(id, base + 1);

    expect((await priya.post(`/api/unlike/${id}`)).json()).toEqual({ likeCount: base, isLiked: false });
    expect((await priya.post(`/api/unlike/${id}`)).json()).toEqual({ likeCount: base, isLiked: false });
    await expectLikeCount(id, base);
  });

  it("counts 10 parallel likes of one user once, and parallel likes of several users each once", async () => {
    const id = await livePostIn(t.database.db, "Product Updates", 2);
    const users = [
      DEMO_USERS.sharer,
      DEMO_USERS.channel_analyst,
      DEMO_USERS.channel_manager,
      DEMO_USERS.admin,
      DEMO_USERS.partner,
      DEMO_USERS.smarper,
      ACME_SHARER_PRIYA,
    ];
    const clients = await Promise.all(users.map((email) => t.signIn(email)));
    await Promise.all(clients.map((c) => c.post(`/api/unlike/${id}`)));
    const base = await likeRows(id);
    await expectLikeCount(id, base);

    const same = await Promise.all(Array.from({ length: 10 }, () => clients[0]!.post(`/api/like/${id}`)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await expectLikeCount(id, base + 1);

    const many = await Promise.all(
      clients.flatMap((c) => [c.post(`/api/like/${id}`), c.post(`/api/like/${id}`)]),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    await expectLikeCount(id, base + users.length);

    const unlikes = await Promise.all(
      clients.flatMap((c) => [c.post(`/api/unlike/${id}`), c.post(`/api/unlike/${id}`)]),
    );
    expect(unlikes.every((r) => r.statusCode === 200)).toBe(true);
    await expectLikeCount(id, base);
  });

  it("never takes the counter below 0", async () => {
    const id = await livePostIn(t.database.db, "Product Updates", 3);
    await emma.post(`/api/like/${id}`);
    await setPost(t.database.db, id, { likeCount: 0 });
    expect((await emma.post(`/api/unlike/${id}`)).json()).toEqual({ likeCount: 0, isLiked: false });
  });

  it("answers 404 for a post the viewer cannot read, and changes nothing", async () => {
    const leadership = await livePostIn(t.database.db, "Leadership");
    const before = await postCounters(t.database.db, leadership);
    for (const call of [
      () => emma.get(`/api/like/${leadership}`),
      () => emma.post(`/api/like/${leadership}`),
      () => emma.post(`/api/unlike/${leadership}`),
    ]) {
      expect((await call()).statusCode).toBe(404);
    }
    expect(await postCounters(t.database.db, leadership)).toEqual(before);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(postLike)
      .where(and(eq(postLike.postId, leadership), eq(postLike.userId, emmaId)));
    expect(row?.n).toBe(0);
  });

  it.each([
    ["an unknown post", "0123456789abcdef01234567", 404],
    ["a malformed id", "not-an-id", 400],
  ])("answers %s with %i", async (_name, id, status) => {
    expect((await emma.post(`/api/like/${id}`)).statusCode).toBe(status);
    expect((await emma.get(`/api/like/${id}`)).statusCode).toBe(status);
  });
});
