import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, postLike, share } from "../db/schema/index.ts";
import { linkPost, type ShareKit, startShareKit } from "../modules/share/testing/share-test-kit.ts";
import { countStatements } from "./count-statements.ts";
import { DEMO_USERS, type TestClient } from "./test-app.ts";

/**
 * The write paths issue #15 measures in bench/writes.bench.ts stay lean: a like or unlike is the
 * session, the post's readability (post, its channels, the viewer's channel sets) and ONE write
 * statement (the row and its counter together); a generic share reads the company and the user's
 * labs once and writes the share, the post's count and the points, without re-reading anything.
 */
let kit: ShareKit;
let emma: TestClient;
beforeAll(async () => {
  kit = await startShareKit();
  emma = await kit.t.signIn(DEMO_USERS.sharer);
});
afterAll(() => kit.close());

const likeRows = async (postId: string) =>
  (await kit.t.database.db.select({ n: count() }).from(postLike).where(eq(postLike.postId, postId)))[0]?.n;
const likeCount = async (postId: string) =>
  (await kit.t.database.db.select({ n: post.likeCount }).from(post).where(eq(post.id, postId)))[0]?.n;

describe("statements per write", () => {
  it("a like and an unlike: four reads and one write statement each, counter equal to the rows", async () => {
    const postId = await linkPost(kit, 3);
    await emma.post(`/api/unlike/${postId}`);
    const before = await likeRows(postId);
    const like = await countStatements(kit.t.database, async () => {
      expect((await emma.post(`/api/like/${postId}`)).json()).toEqual({
        likeCount: (before ?? 0) + 1,
        isLiked: true,
      });
    });
    expect(like).toBeLessThanOrEqual(5);
    expect(await likeCount(postId)).toBe(await likeRows(postId));
    // Liking again changes nothing and still answers the count.
    expect((await emma.post(`/api/like/${postId}`)).json().likeCount).toBe((before ?? 0) + 1);
    const unlike = await countStatements(kit.t.database, async () => {
      expect((await emma.post(`/api/unlike/${postId}`)).json()).toEqual({
        likeCount: before,
        isLiked: false,
      });
    });
    expect(unlike).toBeLessThanOrEqual(5);
    expect((await emma.post(`/api/unlike/${postId}`)).json().likeCount).toBe(before);
    expect(await likeCount(postId)).toBe(await likeRows(postId));
  });

  it("a generic share: written as shared at once, counted on the post, in at most 8 statements", async () => {
    const postId = await linkPost(kit, 4);
    const statements = await countStatements(kit.t.database, async () => {
      const answer = await emma.post("/api/share", { postId, media: "generic", comment: "" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().status).toBe("shared");
    });
    expect(statements).toBeLessThanOrEqual(8);
    const [row] = await kit.t.database.db
      .select({ status: share.status, sharedAt: share.sharedAt, postVersion: share.postVersion })
      .from(share)
      .where(and(eq(share.postId, postId), eq(share.media, "generic")));
    const [current] = await kit.t.database.db
      .select({ updatedAt: post.updatedAt })
      .from(post)
      .where(eq(post.id, postId));
    expect(row?.status).toBe("shared");
    expect(row?.sharedAt).toBeInstanceOf(Date);
    expect(row?.postVersion?.getTime()).toBe(current?.updatedAt.getTime());
  });
});
