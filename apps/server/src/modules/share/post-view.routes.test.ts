import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channel, post, postChannel, postView } from "../../db/schema/index.ts";
import { livePostIn } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { viewDay } from "./post-view.service.ts";

let t: TestApp;
let emma: TestClient;
let chloe: TestClient;
let postId: string;
const viewCount = async (id: string) =>
  (await t.database.db.select({ n: post.viewCount }).from(post).where(eq(post.id, id)))[0]?.n;
const track = (client: TestClient, id: string, source = "feed") =>
  client.post(`/api/post3/${id}/tracker?source=${source}`);

beforeAll(async () => {
  t = await createTestApp();
  [emma, chloe] = await Promise.all([t.signIn(DEMO_USERS.sharer), t.signIn(DEMO_USERS.channel_manager)]);
  postId = await livePostIn(t.database.db, "Company News", 0);
});
afterAll(() => t.close());

describe("POST /api/post3/{postId}/tracker", () => {
  it("counts a user once per post and day, whatever the source", async () => {
    const before = (await viewCount(postId)) as number;
    const first = await track(emma, postId, "email");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ViewCount: before + 1 });
    for (const source of ["email", "feed", "share"]) {
      expect((await track(emma, postId, source)).json()).toEqual({ ViewCount: before + 1 });
    }
    expect((await track(chloe, postId)).json()).toEqual({ ViewCount: before + 2 });
    expect(await viewCount(postId)).toBe(before + 2);
    const [row] = await t.database.db
      .select()
      .from(postView)
      .where(and(eq(postView.postId, postId), eq(postView.userId, await t.userId(DEMO_USERS.sharer))));
    expect(row).toMatchObject({ source: "email", day: viewDay(new Date()) });
  });

  it("counts again on another day", async () => {
    const before = (await viewCount(postId)) as number;
    // Yesterday's view: move today's row back a day.
    const yesterday = viewDay(new Date(Date.now() - 24 * 3600_000));
    await t.database.db
      .update(postView)
      .set({ day: yesterday })
      .where(and(eq(postView.postId, postId), eq(postView.userId, await t.userId(DEMO_USERS.sharer))));
    expect((await track(emma, postId)).json()).toEqual({ ViewCount: before + 1 });
  });

  it("a post the user cannot read is not found, and not counted", async () => {
    // Leadership is private (Emma is not a member): a post only in Leadership.
    const [leadership] = await t.database.db.select().from(channel).where(eq(channel.name, "Leadership"));
    const [hidden] = await t.database.db
      .select({ postId: postChannel.postId })
      .from(postChannel)
      .groupBy(postChannel.postId)
      .having(sql`bool_and(${postChannel.channelId} = ${leadership?.id})`)
      .limit(1);
    const hiddenId = hidden?.postId as string;
    expect(hiddenId).toMatch(/^[0-9a-f]{24}$/);
    const before = await viewCount(hiddenId);
    const response = await track(emma, hiddenId);
    expect(response.statusCode, response.body).toBe(404);
    expect(await viewCount(hiddenId)).toBe(before);
    expect((await track(emma, "0123456789abcdef01234567")).statusCode).toBe(404);
  });

  it.each([
    ["a source with spaces", `/api/post3/ID/tracker?source=${encodeURIComponent("a b")}`],
    ["a source too long", `/api/post3/ID/tracker?source=${"s".repeat(41)}`],
    ["a malformed post id", "/api/post3/nope/tracker?source=feed"],
  ])("%s → 400", async (_label, path) => {
    const response = await emma.post(path.replace("ID", postId));
    expect(response.statusCode, response.body).toBe(400);
  });

  it("needs a session (401)", async () => {
    expect((await t.client().post(`/api/post3/${postId}/tracker?source=feed`)).statusCode).toBe(401);
  });
});
