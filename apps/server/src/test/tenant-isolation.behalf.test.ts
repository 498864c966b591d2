import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { behalfCollaboration } from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex session can neither see nor decide Acme collaborations: every call about one answers
 * 404, Globex users cannot ask to write for an Acme user, and Acme's rows stay as they were.
 */
let t: TestApp;
let gina: TestClient;
let emmaId: string;
let chloeId: string;
const base = "/api/behalf_post/collaborations";
const snapshot = () => t.database.db.select().from(behalfCollaboration);

beforeAll(async () => {
  t = await createTestApp();
  emmaId = await t.userId(DEMO_USERS.sharer);
  chloeId = await t.userId(DEMO_USERS.channel_manager);
  const emma = await t.signIn(DEMO_USERS.sharer);
  expect(
    (
      await emma.put(base, {
        contentOwnerId: chloeId,
        isPostCreationEnabled: true,
        isExternalShareEnabled: true,
      })
    ).json().status,
  ).toBe("pending");
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: post on behalf", () => {
  it("answers 404 to a Globex admin for every Acme collaboration call, and changes nothing", async () => {
    const before = await snapshot();
    const one = `${base}/${chloeId}?contentWriterId=${emmaId}`;
    expect((await gina.get(one)).statusCode).toBe(404);
    expect(
      (await gina.post(`${base}/${chloeId}/status`, { status: "approved", contentWriterId: emmaId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await gina.post(`${base}/${chloeId}/status`, { status: "rejected", contentWriterId: emmaId }))
        .statusCode,
    ).toBe(404);
    expect((await gina.post(`${base}/${chloeId}/notify_owner?contentWriterId=${emmaId}`)).statusCode).toBe(
      404,
    );
    expect((await gina.delete(one)).statusCode).toBe(404);
    expect((await gina.get(`/api/behalf_post/owners/${chloeId}/channels`)).statusCode).toBe(404);
    expect(
      (
        await gina.put(base, {
          contentOwnerId: chloeId,
          isPostCreationEnabled: true,
          isExternalShareEnabled: false,
        })
      ).statusCode,
    ).toBe(404);
    expect((await gina.get(`${base}?pageSize=100`)).json().collaborationList).toEqual([]);
    expect((await gina.get("/api/behalf_post/owners")).json().ownerList).toEqual([]);
    // The people search of the request form stays in Globex.
    const people = (await gina.get("/api/behalf_post/owner-candidates?q=a")).json().candidateList as {
      _id: string;
    }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.map((p) => p._id)).not.toContain(chloeId);
    expect(people.map((p) => p._id)).not.toContain(emmaId);
    expect((await gina.get("/api/behalf_post/owner-candidates?q=chlo")).json().candidateList).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
