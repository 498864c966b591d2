import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

let t: TestApp;
let chloe: TestClient;
let chloeId: string;
let acme: string;
let channelId: string;

beforeAll(async () => {
  t = await createTestApp();
  chloe = await t.signIn(DEMO_USERS.channel_manager);
  chloeId = await t.userId(DEMO_USERS.channel_manager);
  acme = await t.companyId("acme");
  channelId = await channelFixtures(t).channelId("Events");
});
afterAll(() => t.close());

type Trophy = {
  name: string;
  level: string | null;
  count: number;
  nextLevel: string | null;
  nextLevelCount: number | null;
};
const trophy = async (client: TestClient, name: string): Promise<Trophy> => {
  const response = await client.get("/api/achievements");
  expect(response.statusCode).toBe(200);
  return response.json().trophyList.find((x: Trophy) => x.name === name);
};

/** A post of someone else's the user shared, `status` deciding whether it counts. */
async function shareNewPost(userId: string, status: "shared" | "scheduled" | "failed" = "shared") {
  const make = factories(t.database.db);
  const admin = await t.userId(DEMO_USERS.admin);
  const post = await make.post(acme, { createdBy: admin, channelIds: [channelId] });
  await make.share(acme, { postId: post.id, userId, status });
  return post.id;
}

describe("GET /api/achievements", () => {
  it("counts each post shared once (any network), not scheduled or failed shares nor deleted posts", async () => {
    const before = await trophy(chloe, "advocate");
    const postId = await shareNewPost(chloeId);
    await factories(t.database.db).share(acme, { postId, userId: chloeId, media: "linkedin" });
    await shareNewPost(chloeId, "scheduled");
    await shareNewPost(chloeId, "failed");
    const gone = await shareNewPost(chloeId);
    await t.database.db.execute(
      sql`UPDATE post SET deleted_at = now() WHERE company_id = ${acme} AND id = ${gone}`,
    );
    expect((await trophy(chloe, "advocate")).count).toBe(before.count + 1);
  });

  it("climbs the advocate levels at the spec's thresholds", async () => {
    const sharer = await t.signIn(DEMO_USERS.partner);
    const sharerId = await t.userId(DEMO_USERS.partner);
    let current = await trophy(sharer, "advocate");
    // Walk up to each of the first three thresholds and check level and next step on the way.
    for (const [threshold, level, next, nextCount] of [
      [1, "junior", "intermediate", 5],
      [5, "intermediate", "senior", 20],
      [20, "senior", "expert", 50],
    ] as const) {
      while (current.count < threshold) {
        expect(current.level === level).toBe(false);
        await shareNewPost(sharerId);
        current = await trophy(sharer, "advocate");
      }
      expect(current).toEqual({
        name: "advocate",
        level,
        count: threshold,
        nextLevel: next,
        nextLevelCount: nextCount,
      });
    }
  });

  it("counts the posts a user proposed for the creator trophy; locked without any", async () => {
    const anton = await t.signIn(DEMO_USERS.channel_analyst);
    const antonId = await t.userId(DEMO_USERS.channel_analyst);
    await t.database.db.execute(
      sql`UPDATE post SET deleted_at = now() WHERE company_id = ${acme} AND created_by = ${antonId}`,
    );
    expect(await trophy(anton, "creator")).toEqual({
      name: "creator",
      level: null,
      count: 0,
      nextLevel: "junior",
      nextLevelCount: 1,
    });
    const proposal = await anton.post("/api/post3", {
      type: "article",
      title: "My idea",
      htmlBody: "<p>Let us share this</p>",
      channelList: [{ _id: channelId }],
    });
    expect(proposal.statusCode).toBe(200);
    expect(await trophy(anton, "creator")).toMatchObject({ level: "junior", count: 1 });
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/achievements")).statusCode).toBe(401);
  });
});

describe("GET /api/achievements/available", () => {
  it("lists both trophies with the six levels, their labels and thresholds", async () => {
    const body = (await chloe.get("/api/achievements/available")).json();
    expect(body.trophyList.map((x: { name: string }) => x.name)).toEqual(["advocate", "creator"]);
    expect(body.trophyList[0].levelList).toEqual([
      { level: "junior", label: "new", count: 1 },
      { level: "intermediate", label: "aspiring", count: 5 },
      { level: "senior", label: "professional", count: 20 },
      { level: "expert", label: "expert", count: 50 },
      { level: "vp", label: "veteran", count: 100 },
      { level: "chief", label: "grand master", count: 300 },
    ]);
  });
});
