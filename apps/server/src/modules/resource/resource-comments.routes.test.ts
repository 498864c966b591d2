import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comment, company, resource } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

/** Issue 3: comments on resources, with ResourceCuration as the delete permission (core §5). */
let t: TestApp;
let emma: TestClient; // sharer, Headquarters
let anton: TestClient; // channel analyst, Headquarters: neither author nor curator
let gustav: TestClient; // group admin of Field Sales
let ada: TestClient; // admin
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  [emma, anton, gustav, ada] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.channel_analyst),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.admin),
  ]);
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

const newResource = async (by: TestClient, body: object = {}): Promise<string> => {
  const response = await by.post("/api/resource", { title: "Commented resource", ...body });
  expect(response.statusCode).toBe(200);
  return response.json().id;
};
const add = (client: TestClient, resourceId: string, text: string) =>
  client.post("/api/comment", { objectId: resourceId, objectType: "resource", text });
const list = (client: TestClient, resourceId: string) =>
  client.get(`/api/comment?objectId=${resourceId}&objectType=resource`);

/** resource.comment_count equals the comment rows, and the expected number. */
async function expectCommentCount(resourceId: string, expected: number) {
  const db = t.database.db;
  const [row] = await db
    .select({ n: resource.commentCount })
    .from(resource)
    .where(eq(resource.id, resourceId));
  const [rows] = await db
    .select({ n: count() })
    .from(comment)
    .where(and(eq(comment.objectType, "resource"), eq(comment.objectId, resourceId)));
  expect(row?.n).toBe(expected);
  expect(rows?.n).toBe(expected);
}

describe("comments on a resource", () => {
  it("creates and lists comments, keeping comment_count exact; the resource shows the count", async () => {
    const resourceId = await newResource(ada);
    const first = await add(emma, resourceId, "Very useful, thanks!");
    expect(first.statusCode).toBe(200);
    expect(first.json().comment).toMatchObject({
      objectId: resourceId,
      objectType: "resource",
      text: "Very useful, thanks!",
    });
    await add(anton, resourceId, "Where is the PDF version?");
    await expectCommentCount(resourceId, 2);

    const listed = await list(emma, resourceId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ commentEnabled: true, commentCount: 2 });
    expect(listed.json().commentList.map((c: { comment: { text: string } }) => c.comment.text)).toEqual([
      "Very useful, thanks!",
      "Where is the PDF version?",
    ]);
    // Emma may delete her own, not Anton's.
    expect(listed.json().commentList.map((c: { abilities: object }) => c.abilities)).toEqual([
      { canEdit: true, canDelete: true },
      { canEdit: false, canDelete: false },
    ]);
    expect((await emma.get(`/api/resource/${resourceId}`)).json().commentCount).toBe(2);
  });

  it("lets the author delete, refuses others (403), and lets a curator delete anyone's", async () => {
    const resourceId = await newResource(ada);
    const mine = (await add(emma, resourceId, "Mine")).json().comment.id;
    const antons = (await add(anton, resourceId, "Anton's")).json().comment.id;
    const third = (await add(anton, resourceId, "Another one")).json().comment.id;
    await expectCommentCount(resourceId, 3);

    const refused = await emma.delete(`/api/comment/${antons}`);
    expect(refused.statusCode).toBe(403);
    await expectCommentCount(resourceId, 3);

    expect((await emma.delete(`/api/comment/${mine}`)).statusCode).toBe(200);
    await expectCommentCount(resourceId, 2);
    // Ada (manager) holds ResourceCuration.
    expect((await ada.delete(`/api/comment/${antons}`)).statusCode).toBe(200);
    await expectCommentCount(resourceId, 1);
    // A group admin has no ResourceCuration on a company-wide resource.
    expect((await gustav.delete(`/api/comment/${third}`)).statusCode).toBe(403);
    await expectCommentCount(resourceId, 1);
  });

  it("gives a group admin ResourceCuration over comments on their group's resources", async () => {
    const resourceId = await newResource(gustav);
    const byAda = (await add(ada, resourceId, "Nice playbook")).json().comment.id;
    expect(
      (await gustav.get(`/api/comment?objectId=${resourceId}&objectType=resource`)).json().commentList[0]
        .abilities,
    ).toEqual({ canEdit: false, canDelete: true });
    expect((await gustav.delete(`/api/comment/${byAda}`)).statusCode).toBe(200);
    await expectCommentCount(resourceId, 0);
  });

  it("refuses comments when the resource or the company disables them (403), and shows the flag", async () => {
    const closed = await newResource(ada, { commentEnabled: false });
    const refused = await add(emma, closed, "Hello?");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("The author has disabled comments.");
    expect((await list(emma, closed)).json().commentEnabled).toBe(false);
    await expectCommentCount(closed, 0);

    const open = await newResource(ada);
    await t.database.db.update(company).set({ commentEnabled: false }).where(eq(company.id, acmeId));
    try {
      expect((await add(emma, open, "Hello?")).statusCode).toBe(403);
      expect((await list(emma, open)).json().commentEnabled).toBe(false);
    } finally {
      await t.database.db.update(company).set({ commentEnabled: true }).where(eq(company.id, acmeId));
    }
    await expectCommentCount(open, 0);
  });

  it("answers 404 for another group's resource, a deleted one and an unknown id", async () => {
    const fieldSalesOnly = await newResource(gustav);
    expect((await add(emma, fieldSalesOnly, "Let me in")).statusCode).toBe(404);
    expect((await list(emma, fieldSalesOnly)).statusCode).toBe(404);

    const gone = await newResource(ada);
    const commentId = (await add(emma, gone, "Before deletion")).json().comment.id;
    expect((await ada.delete(`/api/resource/${gone}`)).statusCode).toBe(200);
    expect((await list(emma, gone)).statusCode).toBe(404);
    expect((await emma.put(`/api/comment/${commentId}`, { text: "After" })).statusCode).toBe(404);
    expect((await add(emma, "0123456789abcdef01234567", "Nobody home")).statusCode).toBe(404);
  });
});
