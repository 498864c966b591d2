import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, pointLedger, share, socialConnection } from "../../db/schema/index.ts";
import { livePostIn } from "../../test/engagement-fixtures.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { connect, imagePost, linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

let kit: ShareKit;
let emma: TestClient;
let emmaId: string;
beforeAll(async () => {
  kit = await startShareKit();
  emma = await kit.t.signIn(DEMO_USERS.sharer);
  emmaId = await kit.t.userId(DEMO_USERS.sharer);
  await connect(kit, emma, "linkedin");
  await connect(kit, emma, "twitter");
});
afterAll(() => kit.close());

const body = (r: { body: string }) => JSON.parse(r.body);
const star = async (userId: string) =>
  (await kit.t.database.db.select({ star: appUser.star }).from(appUser).where(eq(appUser.id, userId)))[0]
    ?.star ?? 0;
const postView = async (client: TestClient, postId: string) => body(await client.get(`/api/post3/${postId}`));

describe("POST /api/share now, through the network's API", () => {
  it("LinkedIn, link post: a Posts API article with the tracked link, points once, shareCount and status", async () => {
    const postId = await linkPost(kit, 0, {
      socnetSet: { linkedin: { sharePoint: 10, commentSet: [], shareCount: 4 } },
    });
    const before = await star(emmaId);
    const response = await emma.post("/api/share", {
      postId,
      media: "linkedin",
      comment: "Proud of this (really)!",
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = body(response);
    // Acme runs rewards (RewardEnabled): Coins follow the points.
    expect(created).toMatchObject({ point: 10, rewardPoint: 10, status: "shared", dialogUrl: null });
    expect(created.externalId).toMatch(/^urn:li:share:/);
    expect(created.link).toMatch(/^http:\/\/chorus\.test\/s\/[\w-]+$/);
    expect(kit.fake.problems).toEqual([]);
    const sent = kit.fake.posts.at(-1);
    expect(sent?.body).toMatchObject({
      author: "urn:li:person:AbC123xyz",
      commentary: "Proud of this \\(really\\)!",
      content: { article: { source: created.link, title: "Acme opens a new office in Helsinki" } },
    });
    expect(await star(emmaId)).toBe(before + 10);

    const view = await postView(emma, postId);
    expect(view.shared).toBe(true);
    expect(view.socnetSet.linkedin).toMatchObject({ shareCount: 5, shareStatus: "shared" });

    // Once per post and network: a second share posts again but earns nothing.
    const again = body(await emma.post("/api/share", { postId, media: "linkedin", comment: "Again" }));
    expect(again.point).toBe(0);
    expect(await star(emmaId)).toBe(before + 10);
    expect((await postView(emma, postId)).socnetSet.linkedin.shareCount).toBe(6);
  });

  it("LinkedIn, image post: each image initialised and uploaded, then a multiImage post", async () => {
    const postId = await imagePost(kit, 1, 3);
    const uploadsBefore = kit.fake.count("PUT", "/li/upload/");
    const response = await emma.post("/api/share", { postId, media: "linkedin", comment: "Pictures" });
    expect(response.statusCode, response.body).toBe(200);
    expect(kit.fake.count("PUT", "/li/upload/") - uploadsBefore).toBe(3);
    const sent = kit.fake.posts.at(-1)?.body as {
      content: { multiImage: { images: unknown[] } };
      commentary: string;
    };
    expect(sent.content.multiImage.images).toHaveLength(3);
    // A media post has no link card: the tracked link is in the text.
    expect(sent.commentary).toContain("chorus.test/s/");
    expect(kit.fake.problems).toEqual([]);
  });

  it("X, image post: media uploaded (at most 4), then a tweet with text and media.media_ids; the signature follows", async () => {
    const postId = await imagePost(kit, 2, 6);
    const response = await emma.post("/api/share", { postId, media: "twitter", comment: "Look" });
    expect(response.statusCode, response.body).toBe(200);
    const created = body(response);
    expect(created.point).toBe(5);
    const tweet = kit.fake.posts.at(-1)?.body as { text: string; media: { media_ids: string[] } };
    expect(tweet.media.media_ids).toHaveLength(4);
    expect(tweet.text).toBe(`Look via @AcmeCorp ${created.link}`);
    expect(kit.fake.problems).toEqual([]);
  });

  it("X with an empty comment: the title, truncated with an ellipsis to the limit", async () => {
    const longTitle = `Big news ${"x".repeat(300)}`;
    const postId = await linkPost(kit, 3, { title: longTitle });
    const response = await emma.post("/api/share", { postId, media: "twitter", comment: "" });
    expect(response.statusCode, response.body).toBe(200);
    const tweet = kit.fake.posts.at(-1)?.body as { text: string };
    const comment = tweet.text.split(" via @AcmeCorp")[0] as string;
    expect(comment.endsWith("…")).toBe(true);
    expect([...comment].length + " via @AcmeCorp".length).toBe(255);
  });

  it("an expired access token is refreshed first, then used", async () => {
    const postId = await linkPost(kit, 4);
    await kit.t.database.db
      .update(socialConnection)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(socialConnection.userId, emmaId), eq(socialConnection.network, "linkedin")));
    const refreshesBefore = kit.fake.requests.filter((r) => r.path === "/li/oauth/v2/accessToken").length;
    const response = await emma.post("/api/share", { postId, media: "linkedin", comment: "Fresh token" });
    expect(response.statusCode, response.body).toBe(200);
    expect(kit.fake.requests.filter((r) => r.path === "/li/oauth/v2/accessToken").length).toBe(
      refreshesBefore + 1,
    );
    const [row] = await kit.t.database.db
      .select()
      .from(socialConnection)
      .where(and(eq(socialConnection.userId, emmaId), eq(socialConnection.network, "linkedin")));
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it("a token the network revoked (401) is refreshed once and the share goes through", async () => {
    const postId = await linkPost(kit, 5);
    kit.fake.revokeAccessTokens();
    const response = await emma.post("/api/share", { postId, media: "twitter", comment: "After revoke" });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("a dead connection (no refresh possible) answers 409.30 'Please reconnect your LinkedIn account.' and posts nothing", async () => {
    const chloe = await kit.t.signIn(DEMO_USERS.channel_manager);
    await connect(kit, chloe, "linkedin");
    const postId = await linkPost(kit, 6);
    kit.fake.revokeAccessTokens();
    kit.fake.revokeRefreshTokens();
    const postsBefore = kit.fake.posts.length;
    const response = await chloe.post("/api/share", { postId, media: "linkedin", comment: "Hello" });
    expect(response.statusCode).toBe(409);
    expect(response.headers["x-smarp-error-code"]).toBe("409.30");
    expect(body(response).message).toBe("Please reconnect your LinkedIn account.");
    expect(kit.fake.posts.length).toBe(postsBefore);
    // The connection is now flagged; the next share asks at once, without calling the network.
    const list = body(await chloe.get("/api/socnet/connections"));
    expect(list[0]).toMatchObject({ network: "linkedin", connected: false, needsReconnect: true });
    const calls = kit.fake.requests.length;
    expect((await chloe.post("/api/share", { postId, media: "linkedin", comment: "x" })).statusCode).toBe(
      409,
    );
    expect(kit.fake.requests.length).toBe(calls);
    // The failed attempt is recorded.
    const rows = await kit.t.database.db.select().from(share).where(eq(share.postId, postId));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
  });

  it("not connected at all: 409.30", async () => {
    const anton = await kit.t.signIn(DEMO_USERS.channel_analyst);
    const postId = await linkPost(kit, 7);
    const response = await anton.post("/api/share", { postId, media: "twitter", comment: "x" });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe("Please reconnect your Twitter account.");
  });

  it.each([
    [503, 503, "503.30"],
    [500, 503, "503.30"],
    [429, 503, "503.30"],
    [403, 422, "422.30"],
  ])(
    "the network answering %i → %i (%s), share recorded failed, no points",
    async (status, expected, code) => {
      // Emma re-connected tokens were revoked above: connect again so only the forced status matters.
      await connect(kit, emma, "twitter");
      const postId = await linkPost(kit, 8);
      kit.fake.failNext("/x/2/tweets", status);
      const before = await star(emmaId);
      const response = await emma.post("/api/share", {
        postId,
        media: "twitter",
        comment: `status ${status}`,
      });
      expect(response.statusCode).toBe(expected);
      expect(response.headers["x-smarp-error-code"]).toBe(code);
      expect(await star(emmaId)).toBe(before);
    },
  );
});

describe("self-share: Facebook and Xing confirm after the popup, generic at once", () => {
  it("Facebook: pending with the sharer dialog URL; PUT /api/share { _id } confirms and awards once", async () => {
    const postId = await linkPost(kit, 9);
    const before = await star(emmaId);
    const created = body(await emma.post("/api/share", { postId, media: "facebook", comment: "fb" }));
    expect(created).toMatchObject({ status: "pending", point: 0 });
    expect(created.dialogUrl).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(created.link)}`,
    );
    expect((await postView(emma, postId)).shared).toBe(false);
    const confirmed = await emma.put("/api/share", { _id: created._id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body(confirmed)).toMatchObject({ _id: created._id, status: "shared", point: 5 });
    expect(await star(emmaId)).toBe(before + 5);
    // Confirming twice is a conflict, not a second award.
    expect((await emma.put("/api/share", { _id: created._id })).statusCode).toBe(409);
  });

  it("Xing: confirm by postId and media", async () => {
    const postId = await linkPost(kit, 10);
    const created = body(await emma.post("/api/share", { postId, media: "xing", comment: "" }));
    expect(created.dialogUrl).toBe(
      `https://www.xing.com/spi/shares/new?url=${encodeURIComponent(created.link)}`,
    );
    const confirmed = await emma.put("/api/share", { postId, media: "xing" });
    expect(body(confirmed)).toMatchObject({ status: "shared", point: 5 });
  });

  it("confirm is for Facebook and Xing only", async () => {
    const postId = await linkPost(kit, 11);
    const created = body(await emma.post("/api/share", { postId, media: "linkedin", comment: "" }));
    expect((await emma.put("/api/share", { _id: created._id })).statusCode).toBe(400);
    expect((await emma.put("/api/share", { postId, media: "linkedin" })).statusCode).toBe(400);
  });

  it("generic: the tracked link, shared at once", async () => {
    const postId = await linkPost(kit, 12);
    const created = body(await emma.post("/api/share", { postId, media: "generic", comment: "" }));
    expect(created).toMatchObject({ status: "shared", dialogUrl: created.link });
  });
});

describe("share rules (core §5) on the server", () => {
  it.each([
    ["viadeo", {}, "Sharing to Viadeo is not available"],
    ["facebook", { type: "image" }, "Image posts cannot be shared to Facebook"],
    ["xing", { type: "video" }, "Video posts cannot be shared to Xing"],
    ["linkedin", { type: "video" }, "Video posts cannot be shared to LinkedIn"],
    ["twitter", { type: "document" }, "Document posts can be shared to LinkedIn only"],
    ["facebook", { hasAnimatedImage: true }, "Animated images cannot be shared to Facebook"],
    ["linkedin", { type: "survey" }, "This post cannot be shared"],
    ["twitter", { socnetSet: { linkedin: { sharePoint: 1 } } }, "This post is not offered for Twitter"],
  ] as const)("%s with %o → 400 %s", async (media, values, message) => {
    const postId = await linkPost(kit, 13, values);
    const response = await emma.post("/api/share", { postId, media, comment: "" });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(message);
  });

  it.each([
    ["twitter", 255 - " via @AcmeCorp".length, 200],
    ["twitter", 256 - " via @AcmeCorp".length, 400],
    ["xing", 400, 200],
    ["xing", 401, 400],
  ] as const)("%s comment of %i characters (signature counted) → %i", async (media, length, status) => {
    const postId = await linkPost(kit, 14);
    await connect(kit, emma, "twitter");
    const response = await emma.post("/api/share", { postId, media, comment: "c".repeat(length) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400)
      expect(body(response).message).toBe(
        `Comment size exceeded for ${media === "xing" ? "Xing" : "Twitter"}`,
      );
  });

  it("a LinkedIn video with a video URN goes out as that media", async () => {
    await connect(kit, emma, "linkedin");
    const postId = await linkPost(kit, 15, { type: "video", linkedinVideoUrn: "urn:li:video:C5F10AQ" });
    const response = await emma.post("/api/share", { postId, media: "linkedin", comment: "Watch" });
    expect(response.statusCode, response.body).toBe(200);
    expect(((kit.fake.posts.at(-1)?.body ?? {}) as { content?: unknown }).content).toMatchObject({
      media: { id: "urn:li:video:C5F10AQ" },
    });
  });

  it("a network the company does not offer → 400", async () => {
    const postId = await linkPost(kit, 16);
    const acmeId = await kit.t.companyId("acme");
    const [row] = await kit.t.database.db.select().from(company).where(eq(company.id, acmeId));
    const without = (row?.socnetOrderedSet ?? []).filter((e) => e.Name !== "Xing");
    await kit.t.database.db.update(company).set({ socnetOrderedSet: without }).where(eq(company.id, acmeId));
    try {
      const response = await emma.post("/api/share", { postId, media: "xing", comment: "" });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe("Sharing to Xing is not enabled for your company");
      // The generic link share needs no company setting.
      expect((await emma.post("/api/share", { postId, media: "generic", comment: "" })).statusCode).toBe(200);
    } finally {
      await kit.t.database.db
        .update(company)
        .set({ socnetOrderedSet: row?.socnetOrderedSet ?? [] })
        .where(eq(company.id, acmeId));
    }
  });

  it("a post that is not live cannot be shared", async () => {
    const postId = await linkPost(kit, 17);
    await kit.t.database.db.execute(
      // biome-ignore lint/suspicious/noExplicitAny: test setup
      `update post_channel set archived_at = now() - interval '1 day' where post_id = '${postId}'` as any,
    );
    const response = await emma.post("/api/share", { postId, media: "generic", comment: "" });
    expect([400, 404]).toContain(response.statusCode);
  });
});

describe("scheduled shares: POST with scheduledAt, GET, DELETE", () => {
  it("schedules (no network call yet), lists, shows 'scheduled', and removing reverts the flag", async () => {
    const postId = await linkPost(kit, 18);
    const at = new Date(Date.now() + 3 * 3600_000).toISOString();
    const calls = kit.fake.posts.length;
    const created = await emma.post("/api/share", {
      postId,
      media: "linkedin",
      comment: "Later",
      scheduledAt: at,
    });
    expect(created.statusCode, created.body).toBe(200);
    const scheduled = body(created);
    expect(scheduled).toMatchObject({ status: "scheduled", time: at, point: 0 });
    expect(kit.fake.posts.length).toBe(calls);

    const list = body(await emma.get(`/api/share?postId=${postId}`));
    expect(list.shareList).toEqual([
      expect.objectContaining({ _id: scheduled._id, status: "scheduled", scheduledAt: at }),
    ]);
    let view = await postView(emma, postId);
    expect(view.shared).toBe("scheduled");

    const removed = await emma.delete(`/api/share/${scheduled._id}`);
    expect(removed.statusCode).toBe(200);
    expect(body(removed).status).toBe("removed");
    view = await postView(emma, postId);
    expect(view.shared).toBe(false);
    expect(body(await emma.get(`/api/share?postId=${postId}`)).shareList).toEqual([]);
  });

  it("when all scheduled shares are removed the flag reverts to the shared-now flag", async () => {
    const postId = await linkPost(kit, 19);
    await emma.post("/api/share", { postId, media: "generic", comment: "" });
    const later = body(
      await emma.post("/api/share", {
        postId,
        media: "twitter",
        comment: "x",
        scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    );
    expect((await postView(emma, postId)).shared).toBe(true);
    await emma.delete(`/api/share/${later._id}`);
    expect((await postView(emma, postId)).shared).toBe(true);
  });

  it.each([
    [new Date(Date.now() - 3600_000).toISOString(), "The share date must be in the future"],
    [
      new Date(Date.now() + 400 * 24 * 3600_000).toISOString(),
      "The share date must be before the post is archived",
    ],
  ])("refuses %s: %s", async (scheduledAt, message) => {
    const postId = await linkPost(kit, 20);
    await kit.t.database.db.execute(
      // biome-ignore lint/suspicious/noExplicitAny: test setup
      `update post_channel set archived_at = now() + interval '30 days' where post_id = '${postId}'` as any,
    );
    const response = await emma.post("/api/share", { postId, media: "linkedin", comment: "", scheduledAt });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(message);
  });

  it("self-share networks cannot be scheduled", async () => {
    const postId = await linkPost(kit, 21);
    const response = await emma.post("/api/share", {
      postId,
      media: "facebook",
      comment: "",
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
  });

  it("a share already sent cannot be removed; someone else's is not found", async () => {
    const postId = await linkPost(kit, 22);
    const sent = body(await emma.post("/api/share", { postId, media: "generic", comment: "" }));
    expect((await emma.delete(`/api/share/${sent._id}`)).statusCode).toBe(409);
    const ada = await kit.t.signIn(DEMO_USERS.admin);
    expect((await ada.delete(`/api/share/${sent._id}`)).statusCode).toBe(404);
    expect(body(await ada.get(`/api/share?postId=${postId}`)).shareList).toEqual([]);
  });
});

describe("smart share", () => {
  it("queues LinkedIn shares 2 h apart in the 08:00–20:00 window; queue state follows", async () => {
    const postA = await linkPost(kit, 23);
    const postB = await linkPost(kit, 24);
    const a = body(await emma.post("/api/share/smart", { postId: postA, media: "linkedin", comment: "A" }));
    const b = body(await emma.post("/api/share/smart", { postId: postB, media: "linkedin", comment: "B" }));
    expect(a.status).toBe("scheduled");
    expect(new Date(b.time).getTime() - new Date(a.time).getTime()).toBeGreaterThanOrEqual(2 * 3600_000);
    for (const time of [a.time, b.time]) {
      const hour = new Date(time).getUTCHours();
      expect(hour >= 8 && hour < 20).toBe(true);
    }
    const state = body(await emma.get("/api/share/smart/queue/state?media=linkedin"));
    // The first slot may be "now": the job worker may already have sent it.
    const waiting = await kit.t.database.db
      .select()
      .from(share)
      .where(and(eq(share.userId, emmaId), eq(share.smart, true), eq(share.status, "scheduled")));
    expect(state.queueLength).toBe(waiting.length);
    expect(state.queueLength).toBeGreaterThanOrEqual(1);
    expect(new Date(state.nextSlotAt).getTime()).toBeGreaterThanOrEqual(
      new Date(b.time).getTime() + 2 * 3600_000,
    );
    expect(body(await emma.get("/api/share/smart/queue/state?media=twitter")).queueLength).toBe(0);
  });

  it.each(["facebook", "xing", "generic", "viadeo"])(
    "refuses %s (smart share is LinkedIn and X only)",
    async (media) => {
      const postId = await linkPost(kit, 25);
      expect((await emma.post("/api/share/smart", { postId, media, comment: "" })).statusCode).toBe(400);
      expect((await emma.get(`/api/share/smart/queue/state?media=${media}`)).statusCode).toBe(400);
    },
  );
});

describe("GET /api/user/me/points", () => {
  it("explains the totals: the entries sum to Star and Coin", async () => {
    const points = body(await emma.get("/api/user/me/points"));
    expect(points.Star).toBe(await star(emmaId));
    const sum = points.entryList.reduce((s: number, e: { points: number }) => s + e.points, 0);
    expect(sum).toBe(points.Star);
    expect(points.entryList.some((e: { reason: string }) => e.reason === "share_linkedin")).toBe(true);
    const ledger = await kit.t.database.db.select().from(pointLedger).where(eq(pointLedger.userId, emmaId));
    expect(ledger.length).toBeGreaterThan(0);
  });
});

describe("bad input", () => {
  it.each([
    [{ postId: "nope", media: "linkedin" }],
    [{ postId: "0123456789abcdef01234567", media: "myspace" }],
    [{ media: "linkedin" }],
  ])("%o → 400", async (payload) => {
    expect((await emma.post("/api/share", payload)).statusCode).toBe(400);
  });
  it("an unknown post → 404", async () => {
    expect(
      (await emma.post("/api/share", { postId: "0123456789abcdef01234567", media: "generic" })).statusCode,
    ).toBe(404);
  });
  it("a post in a channel the user cannot read → 404", async () => {
    // Leadership is private; ada is a member, emma is not.
    const hidden = await livePostIn(kit.t.database.db, "Leadership");
    const ada = await kit.t.signIn(DEMO_USERS.admin);
    expect((await ada.get(`/api/post3/${hidden}`)).statusCode).toBe(200);
    expect((await emma.post("/api/share", { postId: hidden, media: "generic" })).statusCode).toBe(404);
  });
});
