import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comment, resource } from "../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "./test-app.ts";

/**
 * A Globex session can neither read, comment on nor change an Acme resource: every call answers
 * 404 (never 403), and the Acme resource, its comments and its counter stay as they were.
 */
let t: TestApp;
let gina: TestClient;
let gary: TestClient;
let acmeResourceId: string;
let acmeCommentId: string;

async function snapshot() {
  const db = t.database.db;
  const [row] = await db.select().from(resource).where(eq(resource.id, acmeResourceId));
  const [comments] = await db
    .select({ n: count() })
    .from(comment)
    .where(and(eq(comment.objectType, "resource"), eq(comment.objectId, acmeResourceId)));
  const [kept] = await db.select({ text: comment.text }).from(comment).where(eq(comment.id, acmeCommentId));
  return { row, comments: comments?.n, commentText: kept?.text };
}

beforeAll(async () => {
  t = await createTestApp();
  gina = await t.signIn(GLOBEX_ADMIN);
  gary = await t.signIn(GLOBEX_SHARER);
  const [brand] = await t.database.db
    .select({ id: resource.id })
    .from(resource)
    .where(
      and(eq(resource.companyId, await t.companyId("acme")), eq(resource.title, "Acme brand guidelines")),
    );
  acmeResourceId = brand!.id;
  const emma = await t.signIn(DEMO_USERS.sharer);
  acmeCommentId = (
    await emma.post("/api/comment", { objectId: acmeResourceId, objectType: "resource", text: "Acme only" })
  ).json().comment.id;
});
afterAll(() => t.close());

describe("tenant isolation: another company's resources", () => {
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["read it", (c) => c.get(`/api/resource/${acmeResourceId}`)],
    ["edit it", (c) => c.put(`/api/resource/${acmeResourceId}`, { title: "Globex now" })],
    ["delete it", (c) => c.delete(`/api/resource/${acmeResourceId}`)],
    ["read its comments", (c) => c.get(`/api/comment?objectId=${acmeResourceId}&objectType=resource`)],
    [
      "comment on it",
      (c) => c.post("/api/comment", { objectId: acmeResourceId, objectType: "resource", text: "Hi" }),
    ],
    ["edit its comment", (c) => c.put(`/api/comment/${acmeCommentId}`, { text: "Changed" })],
    ["delete its comment", (c) => c.delete(`/api/comment/${acmeCommentId}`)],
  ];

  it.each(calls)("a Globex admin and sharer cannot %s (404), and nothing changes", async (name, call) => {
    const before = await snapshot();
    expect((await call(gina)).statusCode).toBe(404);
    // A sharer holds no ResourceCuration anywhere: the route's role policy answers 403 before any
    // lookup, the same for every id, so it tells nothing about Acme's resource.
    const curationOnly = name === "edit it" || name === "delete it";
    expect((await call(gary)).statusCode).toBe(curationOnly ? 403 : 404);
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of Acme's resources to Globex, and refuses an Acme group (404)", async () => {
    const listed = await gina.get("/api/resource?groupId=company");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().resourceList.map((r: { id: string }) => r.id)).not.toContain(acmeResourceId);
    const [acmeGroup] = await t.database.db
      .select({ groupId: resource.groupId })
      .from(resource)
      .where(eq(resource.title, "Field Sales playbook"));
    expect((await gina.get(`/api/resource?groupId=${acmeGroup!.groupId}`)).statusCode).toBe(404);
    expect(
      (await gina.post("/api/resource", { title: "Into Acme", groupId: acmeGroup!.groupId })).statusCode,
    ).toBe(404);
  });
});
