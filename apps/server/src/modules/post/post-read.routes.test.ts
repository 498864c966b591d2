import type { Post } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { readableChannelIds } from "../channel/channel-access.repository.ts";
import { rowsOf } from "./feed.repository.ts";

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

const firstPublished = async (email: string): Promise<Post> => {
  const client = await t.signIn(email);
  const page = (await client.get("/api/post3?type=published&pageSize=1")).json();
  return page.postList[0];
};

describe("GET /api/post3/{postId}", () => {
  it("answers the Post DTO with the viewer's abilities", async () => {
    const post = await firstPublished(DEMO_USERS.sharer);
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get(`/api/post3/${post._id}`);
    expect(response.statusCode).toBe(200);
    const dto: Post = response.json();
    expect(dto._id).toBe(post._id);
    expect(dto.createdByDisplay).toMatch(/^\S+ \S+/);
    expect(dto.abilities.canManage).toBe(false);
    expect(dto.abilities.canSeeConfirmations).toBe(false);
    expect(dto.fullChannelList.every((c) => c.isManager === false)).toBe(true);
    expect(dto.commentList.length).toBeLessThanOrEqual(1);
    const admin = await t.signIn(DEMO_USERS.admin);
    const asAdmin: Post = (await admin.get(`/api/post3/${post._id}`)).json();
    expect(asAdmin.abilities).toMatchObject({ canManage: true, canEdit: true, canDelete: true });
  });

  it("shows the latest comment with its author", async () => {
    const [row] = await rowsOf<{ postId: string; text: string }>(
      t.database.db,
      sql`SELECT c.object_id AS "postId", c.text FROM comment c
           JOIN post_channel pc ON pc.post_id = c.object_id AND pc.status = 'published' AND pc.archived_at IS NULL
          WHERE c.company_id = ${acmeId} AND c.object_type = 'post'
          ORDER BY c.added_at DESC LIMIT 1`,
    );
    const admin = await t.signIn(DEMO_USERS.admin);
    const dto: Post = (await admin.get(`/api/post3/${row?.postId}`)).json();
    expect(dto.commentList).toHaveLength(1);
    expect(dto.commentList[0]?.comment.text).toBe(row?.text);
    expect(dto.commentList[0]?.author.firstName).not.toBe("");
  });

  it("shared is true once the viewer shared, 'scheduled' when only scheduled", async () => {
    const post = await firstPublished(DEMO_USERS.sharer);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const emma = await t.signIn(DEMO_USERS.sharer);
    // The post offers LinkedIn, so its per-network entry carries the viewer's share status.
    const network = "linkedin";
    await t.database.db.execute(
      sql`UPDATE post SET socnet_set = ${JSON.stringify({ [network]: { sharePoint: 1, commentSet: [] } })}::jsonb
           WHERE id = ${post._id}`,
    );
    expect((await emma.get(`/api/post3/${post._id}`)).json().socnetSet[network].shareStatus).toBe(
      "not shared",
    );
    await t.database.db.execute(
      sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, scheduled_at)
          VALUES ('5c0000000000000000000001', ${acmeId}, ${post._id}, ${emmaId}, ${network}, 'scheduled', now() + interval '1 day')`,
    );
    const scheduled: Post = (await emma.get(`/api/post3/${post._id}`)).json();
    expect(scheduled.shared).toBe("scheduled");
    expect(scheduled.socnetSet[network]?.shareStatus).toBe("scheduled");
    await t.database.db.execute(
      sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, shared_at)
          VALUES ('5c0000000000000000000002', ${acmeId}, ${post._id}, ${emmaId}, ${network}, 'shared', now())`,
    );
    const dto: Post = (await emma.get(`/api/post3/${post._id}`)).json();
    expect(dto.shared).toBe(true);
    expect(dto.socnetSet[network]?.shareStatus).toBe("shared");
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.get("/api/post3/ffffffffffffffffffffffff")).statusCode).toBe(404);
    expect((await emma.get("/api/post3/not-an-id")).statusCode).toBe(400);
  });

  it("chloe opens a proposed post of her channel; emma does not", async () => {
    const chloe = await t.signIn(DEMO_USERS.channel_manager);
    const [proposed] = (await chloe.get("/api/post3?type=incoming&pageSize=1")).json().postList as Post[];
    expect(proposed).toBeDefined();
    expect((await chloe.get(`/api/post3/${proposed?._id}`)).statusCode).toBe(200);
    const author = proposed?.createdBy;
    const emmaId = await t.userId(DEMO_USERS.sharer);
    if (author !== emmaId) {
      const emma = await t.signIn(DEMO_USERS.sharer);
      expect((await emma.get(`/api/post3/${proposed?._id}`)).statusCode).toBe(404);
    }
  });
});

describe("GET /api/post3/counters", () => {
  it.each([
    [DEMO_USERS.sharer, false],
    [DEMO_USERS.channel_analyst, false],
    [DEMO_USERS.channel_manager, true],
    [DEMO_USERS.group_admin, true],
    [DEMO_USERS.admin, true],
  ])("%s: proposed counted = %s", async (email, curates) => {
    const client = await t.signIn(email);
    const response = await client.get("/api/post3/counters");
    expect(response.statusCode).toBe(200);
    const counters = response.json();
    expect(counters.publishedCount).toBeGreaterThan(0);
    expect(counters.proposedCount > 0).toBe(curates);
    for (const value of Object.values(counters)) expect(value).toBeGreaterThanOrEqual(0);
  });
});

describe("GET /api/post3/widgets", () => {
  it("featured: featured, readable posts, newest featuredAt first; page size 1, offset 0", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get("/api/post3/widgets?featured=5&popular=3");
    expect(response.statusCode).toBe(200);
    const [featured, popular] = response.json().widgetList;
    expect(featured.type).toBe("featured");
    expect(popular.type).toBe("popular");
    expect(featured.postList.length).toBeGreaterThan(0);
    const dates = featured.postList.map((p: Post) => Date.parse(p.featuredAt ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(featured.postList.every((p: Post) => p.status === "published")).toBe(true);
    expect(popular.postList.length).toBeLessThanOrEqual(3);
    const scores = popular.postList.map((p: Post) => p.likeCount + p.commentCount);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const one = (await emma.get("/api/post3/widgets?pageSize=1&offset=0")).json().widgetList[0];
    expect(one.postList.map((p: Post) => p._id)).toEqual([featured.postList[0]._id]);
  });
});

describe("GET /api/post3/widgets: popular", () => {
  // The definition, written plainly: the posts with a live row in a channel the reader reads,
  // published in the last 30 days, most likes + comments first. The route walks an index instead.
  const expectedPopular = async (userId: string, limit: number, offset: number) => {
    const readable = await readableChannelIds(t.database.db, acmeId, { userId, role: "sharer" });
    const rows = await rowsOf<{ id: string }>(
      t.database.db,
      sql`SELECT p.id FROM post p
           WHERE p.company_id = ${acmeId} AND p.deleted_at IS NULL
             AND p.id IN (SELECT pc.post_id FROM post_channel pc
                           WHERE pc.status IN ('published', 'approved') AND pc.published_at <= now()
                             AND (pc.archived_at IS NULL OR pc.archived_at > now())
                             AND pc.published_at > now() - interval '30 days'
                             AND pc.channel_id IN (SELECT unnest(${`{${readable.join(",")}}`}::text[])))
           ORDER BY p.like_count + p.comment_count DESC, p.id DESC
           LIMIT ${limit} OFFSET ${offset}`,
    );
    return rows.map((row) => row.id);
  };

  it.each([
    [5, 0],
    [3, 2],
  ])("lists %i popular posts from offset %i as the definition orders them", async (popular, offset) => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    // Engagement that sets an order: the oldest of the recent readable posts liked most, the newest commented next.
    const recent = await expectedPopular(emmaId, 50, 0);
    expect(recent.length).toBeGreaterThan(4);
    const [newer, older] = [recent[0], recent[recent.length - 1]];
    await t.database.db.execute(sql`UPDATE post SET like_count = like_count + 100000 WHERE id = ${older}`);
    await t.database.db.execute(
      sql`UPDATE post SET comment_count = comment_count + 50000 WHERE id = ${newer}`,
    );
    try {
      const emma = await t.signIn(DEMO_USERS.sharer);
      const response = await emma.get(`/api/post3/widgets?featured=0&popular=${popular}&offset=${offset}`);
      expect(response.statusCode).toBe(200);
      const listed = response.json().widgetList[1];
      expect(listed.type).toBe("popular");
      const expected = await expectedPopular(emmaId, popular, offset);
      expect(expected).toHaveLength(popular);
      expect(listed.postList.map((p: Post) => p._id)).toEqual(expected);
      if (offset === 0) expect(expected.slice(0, 2)).toEqual([older, newer]);
    } finally {
      await t.database.db.execute(sql`UPDATE post SET like_count = like_count - 100000 WHERE id = ${older}`);
      await t.database.db.execute(
        sql`UPDATE post SET comment_count = comment_count - 50000 WHERE id = ${newer}`,
      );
    }
  });
});

describe("GET /api/post3/topshared", () => {
  it("lists the readable link and video posts shared most in the last 30 days", async () => {
    const [link] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`SELECT p.id FROM post p JOIN post_channel pc ON pc.post_id = p.id
          JOIN channel c ON c.id = pc.channel_id AND c.name = 'Company News'
         WHERE p.company_id = ${acmeId} AND p.type = 'link' AND pc.status = 'published'
           AND pc.published_at <= now() AND pc.archived_at IS NULL LIMIT 1`,
    );
    const gustav = await t.userId(DEMO_USERS.group_admin);
    for (let i = 0; i < 50; i++) {
      await t.database.db.execute(
        sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, shared_at)
            VALUES (${`5d00000000000000000000${String(i).padStart(2, "0")}`}, ${acmeId}, ${link?.id}, ${gustav}, 'linkedin', 'shared', now())`,
      );
    }
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get("/api/post3/topshared");
    expect(response.statusCode).toBe(200);
    const list = response.json().postList;
    expect(list[0]).toMatchObject({ _id: link?.id, type: "link" });
    expect(Object.keys(list[0]).sort()).toEqual(["_id", "imageMetadata", "title", "type"]);
  });
});

describe("POST /api/post3/{postId}/feedback", () => {
  it("stores the feedback of a reader", async () => {
    const post = await firstPublished(DEMO_USERS.sharer);
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.post(`/api/post3/${post._id}/feedback`, { feedback: "Great read, thanks!" });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf<{ feedback: string; postId: string }>(
      t.database.db,
      sql`SELECT feedback, post_id AS "postId" FROM post_feedback WHERE id = ${response.json()._id}`,
    );
    expect(row).toEqual({ feedback: "Great read, thanks!", postId: post._id });
  });

  it.each([
    [{ feedback: "" }, 400],
    [{ feedback: "x".repeat(2001) }, 400],
    [{}, 400],
  ])("%j → %i", async (body, status) => {
    const post = await firstPublished(DEMO_USERS.sharer);
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.post(`/api/post3/${post._id}/feedback`, body)).statusCode).toBe(status);
  });

  it("answers 404 on a post the actor cannot read", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect(
      (await emma.post("/api/post3/ffffffffffffffffffffffff/feedback", { feedback: "hi" })).statusCode,
    ).toBe(404);
  });
});
