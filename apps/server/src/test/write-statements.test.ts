import { and, count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, pointLedger, pointRollup, post, postLike, share } from "../db/schema/index.ts";
import { linkPost, type ShareKit, startShareKit } from "../modules/share/testing/share-test-kit.ts";
import { countStatements } from "./count-statements.ts";
import { DEMO_USERS, type TestClient } from "./test-app.ts";

/**
 * The write paths issue #15 measures in bench/writes.bench.ts stay lean: a like or unlike is the
 * session and ONE statement that checks the post is readable and writes the row and its counter
 * together; a generic share reads the session with the company's networks and the user's labs
 * (one statement), the post's readability (the post, its channels and the viewer's channel sets in
 * one statement) and writes the share, the post's count, the award and the points in ONE
 * statement, without a transaction.
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
  it("a like and an unlike: the session and one statement each, counter equal to the rows", async () => {
    const postId = await linkPost(kit, 3);
    await emma.post(`/api/unlike/${postId}`);
    const before = await likeRows(postId);
    const like = await countStatements(kit.t.database, async () => {
      expect((await emma.post(`/api/like/${postId}`)).json()).toEqual({
        likeCount: (before ?? 0) + 1,
        isLiked: true,
      });
    });
    expect(like).toBeLessThanOrEqual(2);
    expect(await likeCount(postId)).toBe(await likeRows(postId));
    // Liking again changes nothing and still answers the count.
    expect((await emma.post(`/api/like/${postId}`)).json().likeCount).toBe((before ?? 0) + 1);
    const unlike = await countStatements(kit.t.database, async () => {
      expect((await emma.post(`/api/unlike/${postId}`)).json()).toEqual({
        likeCount: before,
        isLiked: false,
      });
    });
    expect(unlike).toBeLessThanOrEqual(2);
    expect((await emma.post(`/api/unlike/${postId}`)).json().likeCount).toBe(before);
    expect(await likeCount(postId)).toBe(await likeRows(postId));
  });

  it("a generic share: written as shared at once, counted on the post, in at most 3 statements", async () => {
    const postId = await linkPost(kit, 4);
    const statements = await countStatements(kit.t.database, async () => {
      const answer = await emma.post("/api/share", { postId, media: "generic", comment: "" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().status).toBe("shared");
    });
    expect(statements).toBeLessThanOrEqual(3);
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

  it("a generic share with SharingPoint: counted, awarded once per post, credited to totals, ledger and rollup", async () => {
    const db = kit.t.database.db;
    const postId = await linkPost(kit, 5, {
      socnetSet: { generic: { sharePoint: 5, commentSet: [], shareCount: 0, shareStatus: "not shared" } },
    });
    const acmeId = await kit.t.companyId("acme");
    const emmaId = await kit.t.userId("emma@acme.example");
    const [settings] = await db
      .select({ set: company.socnetOrderedSet, rewards: company.rewardEnabled })
      .from(company)
      .where(eq(company.id, acmeId));
    await db
      .update(company)
      .set({
        socnetOrderedSet: [
          ...(settings?.set ?? []),
          { Name: "Generic", SharingPoint: 7, authEnabled: false },
        ],
      })
      .where(eq(company.id, acmeId));
    const totals = async () =>
      (
        await db
          .select({ star: appUser.star, coin: appUser.coin })
          .from(appUser)
          .where(eq(appUser.id, emmaId))
      )[0];
    const ledger = async () =>
      Number(
        (
          await db
            .select({ n: sum(pointLedger.points) })
            .from(pointLedger)
            .where(and(eq(pointLedger.userId, emmaId), eq(pointLedger.reason, "share_generic")))
        )[0]?.n ?? 0,
      );
    const monthRollup = async () =>
      Number(
        (
          await db
            .select({ n: sum(pointRollup.points) })
            .from(pointRollup)
            .where(and(eq(pointRollup.userId, emmaId), eq(pointRollup.span, "month")))
        )[0]?.n ?? 0,
      );
    const before = { totals: await totals(), ledger: await ledger(), rollup: await monthRollup() };
    const coins = settings?.rewards ? 7 : 0;

    const first = await emma.post("/api/share", { postId, media: "generic", comment: "" });
    expect(first.json()).toMatchObject({ status: "shared", point: 7, rewardPoint: coins });
    // The same post and network again: shared and counted, never awarded twice.
    const second = await emma.post("/api/share", { postId, media: "generic", comment: "" });
    expect(second.json()).toMatchObject({ status: "shared", point: 0, rewardPoint: 0 });

    expect(await totals()).toEqual({
      star: (before.totals?.star ?? 0) + 7,
      coin: (before.totals?.coin ?? 0) + coins,
    });
    expect(await ledger()).toBe(before.ledger + 7);
    expect(await monthRollup()).toBe(before.rollup + 7);
    const [counted] = await db.select({ set: post.socnetSet }).from(post).where(eq(post.id, postId));
    expect((counted?.set as { generic?: { shareCount?: number } } | undefined)?.generic?.shareCount).toBe(2);
    const rows = await db
      .select({ n: count() })
      .from(share)
      .where(and(eq(share.postId, postId), eq(share.media, "generic"), eq(share.status, "shared")));
    expect(rows[0]?.n).toBe(2);
  });
});
