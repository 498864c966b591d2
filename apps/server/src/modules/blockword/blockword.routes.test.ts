import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";
import { rowsOf } from "../post/feed.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("blocked words", () => {
  it("an admin sets the list (trimmed, deduplicated); validate names the word", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const put = await admin.put("/api/blockword", { wordList: [" Darn ", "darn", "Ärger"] });
    expect(put.json()).toEqual({ wordList: ["Darn", "Ärger"] });
    expect((await admin.get("/api/blockword")).json()).toEqual({ wordList: ["Darn", "Ärger"] });
    const sharer = await t.signIn(DEMO_USERS.sharer);
    expect((await sharer.post("/api/blockword/validate", { text: "What a DARN day" })).json()).toEqual({
      valid: false,
      word: "Darn",
    });
    expect((await sharer.post("/api/blockword/validate", { text: "darned socks" })).json()).toEqual({
      valid: true,
    });
    expect((await admin.put("/api/blockword", { wordList: "darn" })).statusCode).toBe(400);
  });

  it("refuses a post and a comment containing a blocked word, naming it", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    await admin.put("/api/blockword", { wordList: ["forbidden"] });
    const events = await channelFixtures(t).channelId("Events");
    const post = await admin.post("/api/post3", {
      type: "article",
      title: "All good",
      htmlBody: "<p>This is <em>Forbidden</em> text</p>",
      channelList: [{ _id: events }],
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe('The text contains a blocked word: "forbidden"');

    const [target] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`SELECT pc.post_id AS id FROM post_channel pc JOIN channel c ON c.id = pc.channel_id
           WHERE c.name = 'Company News' AND pc.status = 'published' AND pc.published_at <= now()
             AND pc.archived_at IS NULL LIMIT 1`,
    );
    const sharer = await t.signIn(DEMO_USERS.sharer);
    const comment = await sharer.post("/api/comment", {
      objectId: target?.id,
      objectType: "post",
      text: "so FORBIDDEN!",
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().message).toBe('The text contains a blocked word: "forbidden"');
    await admin.put("/api/blockword", { wordList: [] });
  });
});
