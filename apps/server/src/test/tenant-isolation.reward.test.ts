import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, reward, rewardRedemption } from "../db/schema/index.ts";
import { factories } from "./factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex session (Globex runs rewards for this test) can neither see, change, redeem nor decide
 * anything of Acme's Perks: 404 for each, and Acme's reward and request stay as they were.
 */
let t: TestApp;
let gina: TestClient;
let acmeRewardId: string;
let acmeRequestId: string;

async function snapshot() {
  const db = t.database.db;
  const [item] = await db.select().from(reward).where(eq(reward.id, acmeRewardId));
  const [request] = await db.select().from(rewardRedemption).where(eq(rewardRedemption.id, acmeRequestId));
  return { item, request };
}

beforeAll(async () => {
  t = await createTestApp();
  const make = factories(t.database.db);
  const acme = await t.companyId("acme");
  const globex = await t.companyId("globex");
  await t.database.db.update(company).set({ rewardEnabled: true }).where(eq(company.id, globex));
  const adminId = await t.userId(DEMO_USERS.admin);
  const emmaId = await t.userId(DEMO_USERS.sharer);
  acmeRewardId = (await make.reward(acme, { createdBy: adminId, price: 5, stock: 3, title: "Acme perk" })).id;
  acmeRequestId = (await make.redemption(acme, { rewardId: acmeRewardId, userId: emmaId, price: 5 })).id;
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: another company's rewards", () => {
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["edit its reward", (c) => c.put(`/api/reward/${acmeRewardId}`, { price: 1 })],
    ["delete its reward", (c) => c.delete(`/api/reward/${acmeRewardId}`)],
    ["redeem its reward", (c) => c.post(`/api/reward/${acmeRewardId}/redeem`)],
    ["decide its request", (c) => c.put(`/api/reward/redemption/${acmeRequestId}`, { status: "rejected" })],
  ];

  it.each(calls)("a Globex admin cannot %s (404), and nothing changes", async (_name, call) => {
    const before = await snapshot();
    expect((await call(gina)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of Acme's rewards or requests to Globex", async () => {
    const list = await gina.get("/api/reward");
    expect(list.statusCode).toBe(200);
    expect(list.json().rewardList.map((r: { _id: string }) => r._id)).not.toContain(acmeRewardId);
    const requests = await gina.get("/api/reward/redemption");
    expect(requests.json().redemptionList.map((r: { _id: string }) => r._id)).not.toContain(acmeRequestId);
  });
});
