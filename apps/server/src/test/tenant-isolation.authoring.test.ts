import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../modules/post/feed.repository.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, GLOBEX_SHARER, type TestApp } from "./test-app.ts";

/** A Globex session cannot edit, delete, approve or post into Acme: 404 (400 for a channel), Acme unchanged. */
let t: TestApp;
let publishedId: string;
let proposedId: string;
let channelId: string;

const snapshot = (postId: string) =>
  rowsOf<Record<string, unknown>>(
    t.database.db,
    sql`SELECT p.title, p.deleted_at, p.updated_at, pc.channel_id, pc.status, pc.published_at, pc.archived_at
          FROM post p LEFT JOIN post_channel pc ON pc.post_id = p.id WHERE p.id = ${postId} ORDER BY pc.channel_id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const [channel] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`SELECT c.id FROM channel c JOIN company co ON co.id = c.company_id WHERE co.subdomain = 'acme' AND c.name = 'Events'`,
  );
  channelId = channel?.id as string;
  const admin = await t.signIn(DEMO_USERS.admin);
  publishedId = (
    await admin.post("/api/post3", {
      type: "article",
      title: "Acme news",
      body: "x",
      channelList: [{ _id: channelId }],
    })
  ).json().post._id;
  const sharer = await t.signIn(DEMO_USERS.sharer);
  proposedId = (
    await sharer.post("/api/post3", {
      type: "article",
      title: "Acme idea",
      body: "y",
      channelList: [{ _id: channelId }],
    })
  ).json().post._id;
});
afterAll(() => t.close());

describe("tenant isolation: authoring", () => {
  it.each([GLOBEX_ADMIN, GLOBEX_SHARER])(
    "%s cannot edit, act on, delete or approve Acme posts",
    async (email) => {
      const client = await t.signIn(email);
      const before = [await snapshot(publishedId), await snapshot(proposedId)];
      expect((await client.put(`/api/post3/${publishedId}`, { title: "Hijacked" })).statusCode).toBe(404);
      for (const action of ["archive", "reactivate", "schedule"]) {
        expect((await client.put(`/api/post3/${publishedId}`, { action })).statusCode).toBe(404);
      }
      expect((await client.delete(`/api/post3/${publishedId}`)).statusCode).toBe(404);
      expect(
        (await client.put(`/api/post3/${proposedId}/channel/${channelId}/status`, { status: "approved" }))
          .statusCode,
      ).toBe(404);
      expect(
        (await client.put(`/api/post3/${proposedId}/channel/${channelId}/status`, { status: "rejected" }))
          .statusCode,
      ).toBe(404);
      // An Acme channel is no channel of Globex.
      const post = await client.post("/api/post3", {
        type: "article",
        title: "x",
        body: "x",
        channelList: [{ _id: channelId }],
      });
      expect(post.statusCode).toBe(400);
      expect([await snapshot(publishedId), await snapshot(proposedId)]).toEqual(before);
    },
  );

  it("Globex's blocked words, language map and notifications are its own", async () => {
    const acmeAdmin = await t.signIn(DEMO_USERS.admin);
    await acmeAdmin.put("/api/blockword", { wordList: ["acmesecret"] });
    await acmeAdmin.put("/api/lang/map", { map: { nn: "no" } });
    const globex = await t.signIn(GLOBEX_ADMIN);
    expect((await globex.get("/api/blockword")).json()).toEqual({ wordList: [] });
    expect((await globex.post("/api/blockword/validate", { text: "acmesecret" })).json()).toEqual({
      valid: true,
    });
    expect((await globex.get("/api/lang/map")).json()).toEqual({ map: {} });
    await globex.put("/api/blockword", { wordList: ["globexonly"] });
    expect((await acmeAdmin.get("/api/blockword")).json()).toEqual({ wordList: ["acmesecret"] });
    await acmeAdmin.put("/api/blockword", { wordList: [] });
  });
});
