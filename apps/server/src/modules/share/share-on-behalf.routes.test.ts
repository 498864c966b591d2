import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, notification, pointLedger, share } from "../../db/schema/index.ts";
import type { JobContext } from "../../platform/deps.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { sendScheduledShare } from "./share.jobs.ts";
import { connect, linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

/**
 * Sharing on behalf: Emma (content writer) shares to Chloe's (content owner) LinkedIn through an
 * approved collaboration with external sharing. Emma has no connection of her own here, so a
 * share that reaches the network can only have gone through Chloe's.
 */
let kit: ShareKit;
let emma: TestClient;
let chloe: TestClient;
let priya: TestClient;
const id: Record<"emma" | "chloe" | "priya" | "ada", string> = { emma: "", chloe: "", priya: "", ada: "" };

const body = (r: { body: string }) => JSON.parse(r.body);
const star = async (userId: string) =>
  (await kit.t.database.db.select({ star: appUser.star }).from(appUser).where(eq(appUser.id, userId)))[0]
    ?.star ?? 0;
const shareRow = async (shareId: string) =>
  (await kit.t.database.db.select().from(share).where(eq(share.id, shareId)))[0];
const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => silent,
} as unknown as JobContext["log"];

beforeAll(async () => {
  kit = await startShareKit();
  [emma, chloe, priya] = await Promise.all([
    kit.t.signIn(DEMO_USERS.sharer),
    kit.t.signIn(DEMO_USERS.channel_manager),
    kit.t.signIn("priya@acme.example"),
  ]);
  id.emma = await kit.t.userId(DEMO_USERS.sharer);
  id.chloe = await kit.t.userId(DEMO_USERS.channel_manager);
  id.priya = await kit.t.userId("priya@acme.example");
  id.ada = await kit.t.userId(DEMO_USERS.admin);
  await connect(kit, chloe, "linkedin");
  const ada = await kit.t.signIn(DEMO_USERS.admin);
  // A request is pending until its owner approves it.
  for (const [writer, writerId, owner, ownerId, externalShare] of [
    [emma, id.emma, chloe, id.chloe, true],
    [emma, id.emma, ada, id.ada, true],
    [priya, id.priya, chloe, id.chloe, false],
  ] as const) {
    const asked = await writer.put("/api/behalf_post/collaborations", {
      contentOwnerId: ownerId,
      isPostCreationEnabled: true,
      isExternalShareEnabled: externalShare,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body(asked).status).toBe("pending");
    const approved = await owner.post(`/api/behalf_post/collaborations/${ownerId}/status`, {
      status: "approved",
      contentWriterId: writerId,
    });
    expect(body(approved).status).toBe("approved");
  }
});
afterAll(() => kit.close());

describe("POST /api/share with contentOwnerId", () => {
  it("posts through the owner's connection; the owner earns the points, the writer nothing", async () => {
    const postId = await linkPost(kit, 0);
    const [emmaBefore, chloeBefore] = [await star(id.emma), await star(id.chloe)];
    const postsBefore = kit.fake.posts.length;

    const response = await emma.post("/api/share", {
      postId,
      media: "linkedin",
      comment: "Chloe's take",
      contentOwnerId: id.chloe,
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = body(response);
    expect(created.status).toBe("shared");
    expect(created.point).toBeGreaterThan(0);
    expect(kit.fake.posts.length).toBe(postsBefore + 1);
    expect(kit.fake.posts.at(-1)?.body).toMatchObject({
      author: "urn:li:person:AbC123xyz",
      commentary: "Chloe's take",
    });
    expect(kit.fake.problems).toEqual([]);

    expect(await shareRow(created._id)).toMatchObject({ userId: id.chloe, sharedByUserId: id.emma });
    expect(await star(id.chloe)).toBe(chloeBefore + created.point);
    expect(await star(id.emma)).toBe(emmaBefore);
    const ledger = await kit.t.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.postId, postId), eq(pointLedger.reason, "share_linkedin")));
    expect(ledger.map((e) => e.userId)).toEqual([id.chloe]);

    // Both see it; each list says whose account and who wrote it.
    for (const client of [emma, chloe]) {
      const list = body(await client.get(`/api/share?postId=${postId}`)).shareList;
      expect(list).toEqual([
        expect.objectContaining({ _id: created._id, contentOwnerId: id.chloe, contentWriterId: id.emma }),
      ]);
    }
    // The post shows as shared for the owner (their account), not for the writer.
    expect(body(await chloe.get(`/api/post3/${postId}`)).shared).toBe(true);
    expect(body(await emma.get(`/api/post3/${postId}`)).shared).toBe(false);
  });

  it("Emma's own LinkedIn share still needs her own connection (409.30)", async () => {
    const postId = await linkPost(kit, 1);
    const response = await emma.post("/api/share", { postId, media: "linkedin", comment: "" });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.headers["x-smarp-error-code"]).toBe("409.30");
  });

  it("contentOwnerId of the caller is an ordinary own share", async () => {
    const postId = await linkPost(kit, 2);
    const response = await emma.post("/api/share", {
      postId,
      media: "generic",
      comment: "",
      contentOwnerId: id.emma,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shareRow(body(response)._id)).toMatchObject({ userId: id.emma, sharedByUserId: null });
  });

  it.each([
    ["a collaboration without external sharing", () => priya, () => id.chloe],
    ["no collaboration at all", () => chloe, () => id.emma],
    ["an owner id nobody has", () => emma, () => "0123456789abcdef01234567"],
  ])("%s → 404, nothing posted", async (_label, writer, owner) => {
    const postId = await linkPost(kit, 3);
    const postsBefore = kit.fake.posts.length;
    const response = await writer().post("/api/share", {
      postId,
      media: "linkedin",
      comment: "",
      contentOwnerId: owner(),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(kit.fake.posts.length).toBe(postsBefore);
    expect(await kit.t.database.db.select().from(share).where(eq(share.postId, postId))).toEqual([]);
  });

  it("a self-share network cannot be shared on behalf (400)", async () => {
    const postId = await linkPost(kit, 4);
    for (const media of ["facebook", "xing", "generic"]) {
      const response = await emma.post("/api/share", {
        postId,
        media,
        comment: "",
        contentOwnerId: id.chloe,
      });
      expect(response.statusCode, `${media}: ${response.body}`).toBe(400);
    }
  });

  it("an owner without a connection: 409.30 (reconnect), nothing posted", async () => {
    const postId = await linkPost(kit, 5);
    const response = await emma.post("/api/share", {
      postId,
      media: "linkedin",
      comment: "",
      contentOwnerId: id.ada,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.headers["x-smarp-error-code"]).toBe("409.30");
  });

  it("scheduled on behalf: goes out through the owner's connection at its time; the writer may remove one", async () => {
    const postId = await linkPost(kit, 6);
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const created = body(
      await emma.post("/api/share", {
        postId,
        media: "linkedin",
        comment: "Later, for Chloe",
        scheduledAt: tomorrow,
        contentOwnerId: id.chloe,
      }),
    );
    expect(created.status).toBe("scheduled");
    await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, created._id));
    const postsBefore = kit.fake.posts.length;
    await sendScheduledShare(
      { deps: kit.t.app.deps, db: kit.t.database.db, log: silent },
      { companyId: await kit.t.companyId("acme"), shareId: created._id, attempt: 0 },
    );
    expect(kit.fake.posts.length).toBe(postsBefore + 1);
    expect(kit.fake.posts.at(-1)?.body).toMatchObject({ commentary: "Later, for Chloe" });
    expect(await shareRow(created._id)).toMatchObject({ status: "shared", userId: id.chloe });

    const second = body(
      await emma.post("/api/share", {
        postId: await linkPost(kit, 7),
        media: "linkedin",
        comment: "",
        scheduledAt: tomorrow,
        contentOwnerId: id.chloe,
      }),
    );
    const removed = await emma.delete(`/api/share/${second._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).status).toBe("removed");
  });

  it("a failed share on behalf tells both the owner and the writer", async () => {
    const postId = await linkPost(kit, 8);
    const created = body(
      await emma.post("/api/share", {
        postId,
        media: "linkedin",
        comment: "",
        scheduledAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
        contentOwnerId: id.chloe,
      }),
    );
    await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, created._id));
    kit.fake.failNext("/li/rest/posts", 400);
    await sendScheduledShare(
      { deps: kit.t.app.deps, db: kit.t.database.db, log: silent },
      { companyId: await kit.t.companyId("acme"), shareId: created._id, attempt: 0 },
    );
    expect((await shareRow(created._id))?.status).toBe("failed");
    const told = await kit.t.database.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(eq(notification.type, "share_failed"));
    expect(told.map((n) => n.userId).sort()).toEqual([id.chloe, id.emma].sort());
  });
});
