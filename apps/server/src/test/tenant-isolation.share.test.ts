import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, share } from "../db/schema/index.ts";
import { linkPost, type ShareKit, startShareKit } from "../modules/share/testing/share-test-kit.ts";
import { DEMO_USERS, GLOBEX_ADMIN, GLOBEX_SHARER, type TestClient } from "./test-app.ts";

/**
 * A Globex session can neither share, confirm, delete nor read Acme shares, nor change Acme's
 * network settings: 404 every time, and Acme's rows stay as they were.
 */
let kit: ShareKit;
let gina: TestClient;
let gary: TestClient;
let acmeId: string;
let acmePostId: string;
let pendingId: string;
let xingPendingId: string;

const snapshot = async () => ({
  shares: await kit.t.database.db.select().from(share).where(eq(share.postId, acmePostId)),
  company: (await kit.t.database.db.select().from(company).where(eq(company.id, acmeId)))[0],
});

beforeAll(async () => {
  kit = await startShareKit();
  gina = await kit.t.signIn(GLOBEX_ADMIN);
  gary = await kit.t.signIn(GLOBEX_SHARER);
  acmeId = await kit.t.companyId("acme");
  acmePostId = await linkPost(kit, 0);
  const emma = await kit.t.signIn(DEMO_USERS.sharer);
  pendingId = JSON.parse(
    (await emma.post("/api/share", { postId: acmePostId, media: "facebook", comment: "fb" })).body,
  )._id;
  await emma.post("/api/share", { postId: acmePostId, media: "generic", comment: "" });
  const xing = await emma.post("/api/share", { postId: acmePostId, media: "xing", comment: "" });
  expect(xing.statusCode, xing.body).toBe(200);
  xingPendingId = JSON.parse(xing.body)._id;
});
afterAll(() => kit.close());

describe("tenant isolation: sharing", () => {
  it.each([
    [
      "share an Acme post",
      (c: TestClient) => c.post("/api/share", { postId: acmePostId, media: "generic", comment: "" }),
    ],
    [
      "smart-share an Acme post",
      (c: TestClient) => c.post("/api/share/smart", { postId: acmePostId, media: "linkedin", comment: "" }),
    ],
    ["confirm an Acme share by id", (c: TestClient) => c.put("/api/share", { _id: pendingId })],
    [
      "confirm an Acme share by post",
      (c: TestClient) => c.put("/api/share", { postId: acmePostId, media: "facebook" }),
    ],
    ["delete an Acme share", (c: TestClient) => c.delete(`/api/share/${xingPendingId}`)],
    [
      "reorder Acme's networks",
      (c: TestClient) =>
        c.put(`/api/company/${acmeId}/socnet`, { nameList: ["Twitter", "Linkedin", "Facebook", "Xing"] }),
    ],
    [
      "change an Acme network",
      (c: TestClient) => c.put(`/api/company/${acmeId}/socnet/Linkedin`, { SharingPoint: 99 }),
    ],
    [
      "add an Acme network",
      (c: TestClient) => c.post(`/api/company/${acmeId}/socnet/Instagram`, { SharingPoint: 1 }),
    ],
  ])("Globex cannot %s: 404, unchanged", async (_label, call) => {
    const before = await snapshot();
    for (const client of [gina, gary]) {
      const response = await call(client);
      // The company settings need an admin: Globex's sharer is stopped by the route policy (403) first.
      const expected = client === gary && _label.includes("network") ? [403, 404] : [404];
      expect(expected, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("Globex reads no Acme shares", async () => {
    for (const client of [gina, gary]) {
      const list = JSON.parse((await client.get(`/api/share?postId=${acmePostId}`)).body);
      expect(list.shareList).toEqual([]);
      const all = JSON.parse((await client.get("/api/share")).body);
      expect(all.shareList.every((s: { postId: string }) => s.postId !== acmePostId)).toBe(true);
    }
  });
});
