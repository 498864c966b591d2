import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comment, company } from "../../db/schema/index.ts";
import { livePostIn, postCounters, setPost } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let emma: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

async function commentRows(postId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(comment).where(eq(comment.objectId, postId));
  return row?.n ?? 0;
}
/** post.comment_count equals the rows, and the expected number. */
async function expectCommentCount(postId: string, expected: number) {
  expect((await postCounters(t.database.db, postId)).commentCount).toBe(expected);
  expect(await commentRows(postId)).toBe(expected);
}
const list = (client: TestClient, postId: string) =>
  client.get(`/api/comment?objectId=${postId}&objectType=post`);
const add = (client: TestClient, postId: string, text: string) =>
  client.post("/api/comment", { objectId: postId, objectType: "post", text });

describe("GET /api/comment", () => {
  it("answers the comments oldest first in the Comment shape, with the count and the enabled flag", async () => {
    const postId = await livePostIn(t.database.db, "Company News");
    const rows = await commentRows(postId);
    await add(emma, postId, "Newest comment");
    const response = await list(emma, postId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.commentEnabled).toBe(true);
    expect(body.commentCount).toBe(rows + 1);
    expect(body.commentList).toHaveLength(rows + 1);
    const addedAt = body.commentList.map((c: { comment: { addedAt: string } }) => c.comment.addedAt);
    expect([...addedAt].sort()).toEqual(addedAt);
    const mine = body.commentList.at(-1);
    expect(mine).toEqual({
      author: {
        _id: await t.userId(DEMO_USERS.sharer),
        avatarUrl: expect.any(String),
        firstName: "Emma",
        lastName: "Lindqvist",
      },
      comment: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        text: "Newest comment",
        objectId: postId,
        objectType: "post",
        addedBy: await t.userId(DEMO_USERS.sharer),
        addedAt: expect.any(String),
        updatedAt: null,
      },
      abilities: { canEdit: true, canDelete: true },
    });
  });

  it.each([
    ["an unknown resource", "resource", async () => "0123456789abcdef01234567", 404],
    ["a post the viewer cannot read", "post", async () => livePostIn(t.database.db, "Leadership"), 404],
    ["an unknown post", "post", async () => "0123456789abcdef01234567", 404],
    ["an unknown object type", "video", async () => "0123456789abcdef01234567", 400],
  ])("answers %s with %i", async (_name, objectType, idOf, status) => {
    const objectId = await idOf();
    const response = await emma.get(`/api/comment?objectId=${objectId}&objectType=${objectType}`);
    expect(response.statusCode).toBe(status);
    if (objectType === "resource") expect(response.json().message).toBe("Resource not found");
  });
});

describe("POST /api/comment", () => {
  it("adds a comment as plain text and counts it", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates");
    const before = await commentRows(postId);
    const response = await add(
      emma,
      postId,
      '  <b>Great</b> <img src=x onerror="alert(1)">news & more <script>x()</script> ',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().comment.text).toBe("Great news & more");
    await expectCommentCount(postId, before + 1);
  });

  it("counts parallel comments exactly", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 1);
    const before = await commentRows(postId);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(emma, postId, `Parallel ${i}`)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    await expectCommentCount(postId, before + 8);
  });

  it.each([
    ["empty text", ""],
    ["whitespace", "   \n\t "],
    ["markup only", "<p> </p><b></b>"],
    ["markup smuggled as entities", "&lt;script&gt;&lt;/script&gt;"],
    ["5001 characters", "x".repeat(5001)],
    ["no text", undefined],
  ])("refuses %s with 400 and stores nothing", async (_name, text) => {
    const postId = await livePostIn(t.database.db, "Product Updates", 2);
    const before = await commentRows(postId);
    const response = await add(emma, postId, text as string);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    await expectCommentCount(postId, before);
  });

  it("accepts exactly 5000 characters", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 2);
    const response = await add(emma, postId, "y".repeat(5000));
    expect(response.statusCode).toBe(200);
    expect(response.json().comment.text).toHaveLength(5000);
  });

  it("refuses comments when the post has them off, with the spec's message", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 3);
    await setPost(t.database.db, postId, { commentEnabled: false });
    const before = await commentRows(postId);
    const response = await add(emma, postId, "Hello");
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("The author has disabled comments.");
    expect((await list(emma, postId)).json().commentEnabled).toBe(false);
    await expectCommentCount(postId, before);
    await setPost(t.database.db, postId, { commentEnabled: true });
  });

  it("refuses comments and edits when the company has them off", async () => {
    const postId = await livePostIn(t.database.db, "Product Updates", 4);
    const { comment: mine } = (await add(emma, postId, "Before the switch")).json();
    const acmeId = await t.companyId("acme");
    await t.database.db.update(company).set({ commentEnabled: false }).where(eq(company.id, acmeId));
    try {
      expect((await add(emma, postId, "Hello")).statusCode).toBe(403);
      expect((await list(emma, postId)).json().commentEnabled).toBe(false);
      const edit = await emma.put("/api/comment", { id: mine.id, text: "After" });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe("The author has disabled comments.");
      // Deleting one's own comment stays possible.
      expect((await emma.delete(`/api/comment/${mine.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(company).set({ commentEnabled: true }).where(eq(company.id, acmeId));
    }
  });

  it("answers 404 for a resource and for a post the user cannot read", async () => {
    const leadership = await livePostIn(t.database.db, "Leadership");
    const before = await postCounters(t.database.db, leadership);
    expect((await add(emma, leadership, "Hi")).statusCode).toBe(404);
    const resource = await emma.post("/api/comment", {
      objectId: "0123456789abcdef01234567",
      objectType: "resource",
      text: "Hi",
    });
    expect(resource.statusCode).toBe(404);
    expect(await postCounters(t.database.db, leadership)).toEqual(before);
  });
});

describe("PUT /api/comment", () => {
  it.each([
    ["PUT /api/comment with id", (id: string, text: string) => emma.put("/api/comment", { id, text })],
    [
      "PUT /api/comment with commentId",
      (id: string, text: string) => emma.put("/api/comment", { commentId: id, text }),
    ],
    ["PUT /api/comment/{commentId}", (id: string, text: string) => emma.put(`/api/comment/${id}`, { text })],
  ])("%s edits the author's comment as plain text", async (_name, edit) => {
    const postId = await livePostIn(t.database.db, "Company News", 1);
    const { comment: mine } = (await add(emma, postId, "Typo")).json();
    const response = await edit(mine.id, "<i>Fixed</i>");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.comment).toMatchObject({ id: mine.id, text: "Fixed", addedAt: mine.addedAt });
    expect(body.comment.updatedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(comment).where(eq(comment.id, mine.id));
    expect(row?.text).toBe("Fixed");
  });

  it.each([
    ["no id", { text: "x" }, 400],
    ["blank text", { id: "0123456789abcdef01234567", text: " " }, 400],
    ["an unknown comment", { id: "0123456789abcdef01234567", text: "x" }, 404],
  ])("answers %s with %i", async (_name, body, status) => {
    expect((await emma.put("/api/comment", body)).statusCode).toBe(status);
  });
});

describe("DELETE /api/comment/{commentId}", () => {
  it("deletes and uncounts once, then answers 404", async () => {
    const postId = await livePostIn(t.database.db, "Company News", 2);
    const { comment: mine } = (await add(emma, postId, "Soon gone")).json();
    const before = await commentRows(postId);
    const responses = await Promise.all([1, 2, 3].map(() => emma.delete(`/api/comment/${mine.id}`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    await expectCommentCount(postId, before - 1);
  });
});
