import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../modules/post/feed.repository.ts";
import { createTestApp, GLOBEX_ADMIN, GLOBEX_SHARER, type TestApp } from "./test-app.ts";

/** A Globex session never reads an Acme post nor leaves feedback on one: 404, and Acme is unchanged. */
let t: TestApp;
let acmePostId: string;
let acmeId: string;
let globexId: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  globexId = await t.companyId("globex");
  await giveGlobexEveryFeed();
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`SELECT pc.post_id AS id FROM post_channel pc JOIN channel c ON c.id = pc.channel_id
         WHERE pc.company_id = ${acmeId} AND c.name = 'Company News' AND pc.status = 'published'
           AND pc.published_at <= now() AND pc.archived_at IS NULL LIMIT 1`,
  );
  acmePostId = row?.id as string;
});
afterAll(() => t.close());

/**
 * The Globex admin's archived, proposed and bookmark feeds start empty in the demo data: one
 * Globex post of each, so every feed has something to show beside any Acme post that leaked in.
 */
async function giveGlobexEveryFeed() {
  const rows = await rowsOf<{ postId: string; channelId: string }>(
    t.database.db,
    sql`SELECT DISTINCT ON (pc.post_id) pc.post_id AS "postId", pc.channel_id AS "channelId"
          FROM post_channel pc JOIN post p ON p.id = pc.post_id
         WHERE pc.company_id = ${globexId} AND pc.status = 'published' AND pc.published_at <= now()
           AND pc.archived_at IS NULL AND p.deleted_at IS NULL
         ORDER BY pc.post_id LIMIT 4`,
  );
  const [archived, proposed, bookmarked] = rows;
  if (!archived || !proposed || !bookmarked) throw new Error("the demo data needs three live Globex posts");
  await t.database.db.execute(
    sql`UPDATE post_channel SET archived_at = now() - interval '1 hour'
         WHERE post_id = ${archived.postId} AND channel_id = ${archived.channelId}`,
  );
  await t.database.db.execute(
    sql`UPDATE post_channel SET status = 'proposed', published_at = NULL, archived_at = NULL
         WHERE post_id = ${proposed.postId} AND channel_id = ${proposed.channelId}`,
  );
  const adminId = await t.userId(GLOBEX_ADMIN);
  await t.database.db.execute(
    sql`INSERT INTO bookmark (id, company_id, post_id, user_id, created_at)
        VALUES ('b1000000000000000000000a', ${globexId}, ${bookmarked.postId}, ${adminId}, now())`,
  );
}

describe("tenant isolation: posts", () => {
  it.each([GLOBEX_ADMIN, GLOBEX_SHARER])("%s gets 404 for an Acme post and its feedback", async (email) => {
    const client = await t.signIn(email);
    expect((await client.get(`/api/post3/${acmePostId}`)).statusCode).toBe(404);
    const before = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM post_feedback`,
    );
    expect((await client.post(`/api/post3/${acmePostId}/feedback`, { feedback: "hello" })).statusCode).toBe(
      404,
    );
    const after = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM post_feedback`,
    );
    expect(after).toEqual(before);
  });

  it.each(["published", "published-no-user-id", "all", "archived", "incoming", "own", "bookmark"])(
    "a Globex admin's %s feed and widgets hold Globex posts only",
    async (type) => {
      const client = await t.signIn(GLOBEX_ADMIN);
      const globexIds = new Set(
        (
          await rowsOf<{ id: string }>(t.database.db, sql`SELECT id FROM post WHERE company_id = ${globexId}`)
        ).map((r) => r.id),
      );
      const whole = (await client.get(`/api/post3?type=${type}&pageSize=50`)).json();
      const ids: string[] = whole.postList.map((post: { _id: string }) => post._id);
      // Each feed shows something, so a missing company filter would show Acme's posts beside them.
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !globexIds.has(id))).toEqual([]);
      const widgets = (await client.get("/api/post3/widgets")).json();
      const widgetIds: string[] = widgets.widgetList.flatMap((widget: { postList: { _id: string }[] }) =>
        widget.postList.map((post) => post._id),
      );
      expect(widgetIds.filter((id) => !globexIds.has(id))).toEqual([]);
      const top = (await client.get("/api/post3/topshared")).json();
      const topIds: string[] = top.postList.map((post: { _id: string }) => post._id);
      expect(topIds.filter((id) => !globexIds.has(id))).toEqual([]);
    },
  );

  it("an Acme channel id in a Globex feed narrows to nothing", async () => {
    const [channel] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM channel WHERE company_id = ${acmeId} AND name = 'Company News'`,
    );
    const client = await t.signIn(GLOBEX_ADMIN);
    const page = (await client.get(`/api/post3?type=all&channelId=${channel?.id}`)).json();
    expect(page.postList).toEqual([]);
  });
});
